import fs from 'node:fs';
import path from 'node:path';
import { IncompleteSuiteError, type BenchSuite, type Figure, type SuiteResult } from '../support/bench-suite';
import { findInitialAssets, type BuiltFile } from '../support/initial-javascript';
import { lighthouseCli, runLighthouse, type LighthouseRun } from '../support/lighthouse';
import { buildCohost, spawnCohost, withTempDir, type ServerProcess } from '../support/server-process';
import { snapshotWebBuild } from '../support/web-build-snapshot';

const PAGES = ['/', '/pricing', '/faq'];
/** Runs per page; the median is reported. BENCH_LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const SCORE_TARGET = 95;
const INITIAL_JS_TARGET_KB = 150;
const DIST_DIR = path.resolve(import.meta.dirname, '../../apps/web/dist');
const REPORTS_DIR = path.resolve(import.meta.dirname, '../results/lighthouse');

const kB = (bytes: number) => bytes / 1000;
const fileName = (url: string) => new URL(url, 'http://app.invalid/').pathname.split('/').pop() ?? url;
const sizes = (files: Array<{ url: string; bytes: number }>) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `${fileName(file.url)} ${kB(file.bytes).toFixed(1)} kB`)
    .join(', ');
const reportSlug = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-'));

/** The lower middle: a run that really happened, and never an average that rounds up past a target. */
function middle<T>(items: T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function staticFigures(scripts: BuiltFile[], stylesheets: BuiltFile[], source: string): Figure[] {
  const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  const css = stylesheets.reduce((sum, file) => sum + file.gzipBytes, 0);
  return [
    {
      label: 'Initial JS for / (built, gzip -9)',
      value: kB(total),
      unit: 'kB',
      target: { comparison: '<=', value: INITIAL_JS_TARGET_KB },
      detail: `entry + static imports from ${source}, no lazy chunks: ${scripts.length} files, ${kB(scripts.reduce((sum, file) => sum + file.bytes, 0)).toFixed(0)} kB raw`,
    },
    { label: 'Render-blocking CSS for / (gzip -9)', value: kB(css), unit: 'kB', detail: `${stylesheets.length} stylesheet(s)` },
  ];
}

function pageFigures(page: string, runs: LighthouseRun[]): Figure[] {
  const median = middle(runs, (run) => run.performance);
  const { fcpMs, lcpMs, tbtMs, cls, speedIndexMs } = median.metrics;
  const sample = runs.length === 1 ? '1 run' : `median of ${runs.length}`;
  return [
    {
      label: `${page} performance (mobile)`,
      value: median.performance,
      unit: 'score',
      target: { comparison: '>=', value: SCORE_TARGET },
      detail: `FCP ${(fcpMs / 1000).toFixed(1)} s, LCP ${(lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}, SI ${(speedIndexMs / 1000).toFixed(1)} s; ${sample}: ${runs.map((run) => run.performance).join(', ')}`,
    },
    {
      label: `${page} accessibility`,
      value: middle(runs, (run) => run.accessibility).accessibility,
      unit: 'score',
      target: { comparison: '>=', value: SCORE_TARGET },
      detail: `${sample}: ${runs.map((run) => run.accessibility).join(', ')}`,
    },
  ];
}

function pageNotes(page: string, runs: LighthouseRun[]): string[] {
  const median = middle(runs, (run) => run.performance);
  const notes = [
    `${page}: performance ${median.performance}, accessibility ${median.accessibility} (run shown: ${path.relative(process.cwd(), median.reportFile).replace(/\.json$/, '.html')})`,
  ];
  if (median.lcpElement) notes.push(`  LCP element (${(median.metrics.lcpMs / 1000).toFixed(1)} s): ${median.lcpElement}`);
  if (page === '/') notes.push(`  scripts fetched (transfer): ${sizes(median.scriptTransfer.files)}`);
  notes.push(...(median.findings.length > 0 ? median.findings : ['nothing flagged']).map((line) => `  ${line}`));
  notes.push(...median.warnings.map((warning) => `  Lighthouse warning: ${warning}`));
  return notes;
}

/**
 * The public pages as a phone on a slow network sees them: Lighthouse's mobile preset (simulated
 * throttling) against the production build, each page RUNS times in turn, and the JavaScript the
 * first load of `/` costs, counted twice: from the built files (entry + static imports, gzip -9),
 * and as the browser downloaded it in Lighthouse's load (lazy chunks the page pulls in at once
 * included, compressed as the app's server sends it). The server serves a copy of the build, so
 * a rebuild elsewhere in the work tree during the run cannot change what is measured.
 */
export const landingPagesSuite: BenchSuite = {
  name: 'Landing pages',
  run: (log) =>
    withTempDir(async (workDir) => {
      // The built-file figure needs no server or browser, so it is printed even when they fail.
      buildCohost();
      const webDir = path.join(workDir, 'web');
      const dataDir = path.join(workDir, 'data');
      await snapshotWebBuild(DIST_DIR, webDir);
      const result: SuiteResult = { figures: [], notes: [] };
      const initial = findInitialAssets(webDir);
      result.figures.push(...staticFigures(initial.scripts, initial.stylesheets, initial.source));
      result.notes!.push(`Built JS for / (gzip -9): ${sizes(initial.scripts.map((file) => ({ url: file.url, bytes: file.gzipBytes })))}`);
      const incomplete = (error: unknown, what: string) =>
        new IncompleteSuiteError(`${what}: ${(error as Error).message}`, result, { cause: error });

      try {
        lighthouseCli();
      } catch (error) {
        throw incomplete(error, 'Lighthouse cannot run');
      }
      let cohost: ServerProcess;
      try {
        cohost = await spawnCohost(dataDir, { WEB_DIST_DIR: webDir });
      } catch (error) {
        throw incomplete(error, 'Cohost did not start');
      }
      try {
        // A first request per page, so no Lighthouse run pays for the server's cold paths.
        for (const page of PAGES) {
          const response = await fetch(`${cohost.url}${page}`);
          await response.body?.cancel();
          if (response.status !== 200) throw new IncompleteSuiteError(`GET ${page} answered ${response.status}`, result);
        }

        fs.rmSync(REPORTS_DIR, { recursive: true, force: true });
        const runs = new Map<string, LighthouseRun[]>(PAGES.map((page) => [page, []]));
        const failures: string[] = [];
        // Pages take turns, so a burst of other work on the machine does not land on one page only.
        for (let round = 1; round <= RUNS; round++) {
          for (const page of PAGES) {
            log(`Lighthouse mobile ${page}, run ${round} of ${RUNS}`);
            const measure = () => runLighthouse(`${cohost.url}${page}`, path.join(REPORTS_DIR, `${reportSlug(page)}-${round}`));
            try {
              runs.get(page)!.push(await measure());
            } catch (firstError) {
              // One retry: on a busy machine a run can time out (NO_FCP) without the page being at fault.
              log(`${(firstError as Error).message.slice(0, 200)}; trying once more`);
              try {
                runs.get(page)!.push(await measure());
              } catch (error) {
                failures.push(`${page} run ${round}: ${(error as Error).message}`);
              }
            }
          }
        }

        const homeRuns = runs.get('/')!;
        if (homeRuns.length > 0) {
          const home = middle(homeRuns, (run) => run.performance);
          result.figures.push({
            label: 'JS downloaded by / (browser, as served)',
            value: kB(home.scriptTransfer.bytes),
            unit: 'kB',
            target: { comparison: '<=', value: INITIAL_JS_TARGET_KB },
            detail: `${home.scriptTransfer.files.length} scripts until network quiet in Lighthouse's mobile load, headers included`,
          });
        }
        for (const page of PAGES) {
          if (runs.get(page)!.length === 0) continue;
          result.figures.push(...pageFigures(page, runs.get(page)!));
          result.notes!.push(...pageNotes(page, runs.get(page)!));
        }
        const indexes = PAGES.flatMap((page) => runs.get(page)!.map((run) => Math.round(run.benchmarkIndex)));
        if (indexes.length > 0) {
          result.notes!.push(
            `Lighthouse benchmarkIndex (CPU speed as Lighthouse measured it before each run; higher is faster, a drop means other work): ${Math.min(...indexes)}–${Math.max(...indexes)}`,
          );
        }
        if (failures.length > 0) {
          result.notes!.push(...failures.map((failure) => `FAILED ${failure}`));
          throw new IncompleteSuiteError(`${failures.length} of ${RUNS * PAGES.length} Lighthouse runs failed twice; first: ${failures[0]}`, result);
        }
        return result;
      } finally {
        await cohost.stop();
      }
    }),
};
