import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PortfolioDashboard } from '@cohost/shared';
import { reservations } from '../../apps/server/src/modules/reservations/reservations.tables';
import { IncompleteSuiteError, type BenchSuite, type SuiteResult } from '../support/bench-suite';
import { signUpHost, startInProcessCohost } from '../support/in-process-cohost';
import { lighthouseCli, runLighthouse, type LighthouseRun } from '../support/lighthouse';
import { seededStays, TIME_ZONES } from '../support/portfolio';
import { buildCohost, spawnCohost, withTempDir } from '../support/server-process';
import { snapshotWebBuild } from '../support/web-build-snapshot';

// Issue 18: /dashboard ≥ 90 on Lighthouse desktop at 250 properties, CLS < 0.1.
const PROPERTIES = Number(process.env.BENCH_DASHBOARD_PROPERTIES) || 250;
/** Two years of stays: the last year and the next. */
const DAYS = 730;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const SCORE_TARGET = 90;
const CLS_TARGET = 0.1;
const DAY = 86_400_000;
const SOURCES = ['airbnb', 'vrbo', 'booking', 'manual'] as const;
const DIST_DIR = path.resolve(import.meta.dirname, '../../apps/web/dist');
const REPORTS_DIR = path.resolve(import.meta.dirname, '../results/lighthouse');

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * PROPERTIES properties in eight time zones (through the API) with two years of stays each
 * around today (bulk-inserted: the history is the setting, not what is measured; then ANALYZE,
 * as the statistics schedule would), in a new data folder; the host's credentials to sign in on
 * a server of that folder.
 */
export async function buildDashboardPortfolio(dataDir: string, log: (message: string) => void): Promise<{ credentials: { email: string; password: string }; stays: number }> {
  fs.mkdirSync(dataDir, { recursive: true });
  log(`building ${PROPERTIES} properties with ${DAYS} days of stays each`);
  const building = await startInProcessCohost(dataDir, { BILLING: 'off' });
  let stays = 0;
  try {
    const host = await signUpHost(building, 'Bench Host');
    const now = new Date();
    const start = Date.parse(`${isoDay(now.getTime() - 365 * DAY)}T00:00:00Z`);
    for (let index = 0; index < PROPERTIES; index++) {
      const timezone = TIME_ZONES[index % TIME_ZONES.length]!;
      const property = await host.client.expect<{ id: string }>(201, '/api/properties', { name: `Bench ${String(index + 1).padStart(3, '0')}`, timezone, checkInTime: '16:00', checkOutTime: '11:00' });
      const source = SOURCES[index % SOURCES.length]!;
      const rows = seededStays(index, start, DAYS).map((stay, position) => ({
        workspaceId: host.workspaceId,
        propertyId: property.id,
        kind: 'guest' as const,
        source,
        status: 'confirmed' as const,
        ...stay,
        currency: 'USD',
        guests: 1 + (position % 4),
        guestName: `Guest ${index + 1}-${position + 1}`,
        createdAt: now,
        updatedAt: now,
      }));
      for (let at = 0; at < rows.length; at += 500) await building.database.db.insert(reservations).values(rows.slice(at, at + 500));
      stays += rows.length;
      if ((index + 1) % 50 === 0) log(`${index + 1}/${PROPERTIES} properties`);
    }
    await building.database.db.execute(sql`analyze`);
    return { credentials: { email: host.email, password: host.password }, stays };
  } finally {
    await building.stop();
  }
}

const middle = (runs: LighthouseRun[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;

/**
 * The signed-in dashboard of a large portfolio as a host's desktop browser sees it: the portfolio
 * of `buildDashboardPortfolio`, then the production build on that data folder and Lighthouse's
 * desktop preset on `/dashboard` with the host's session cookie, RUNS times (median reported).
 * Also the dashboard's JSON, as sent and as its lists would weigh in full.
 */
export const dashboardSuite: BenchSuite = {
  name: 'Dashboard',
  run: (log) =>
    withTempDir(async (workDir) => {
      buildCohost();
      lighthouseCli();
      const webDir = path.join(workDir, 'web');
      const dataDir = path.join(workDir, 'data');
      await snapshotWebBuild(DIST_DIR, webDir);

      const { credentials, stays } = await buildDashboardPortfolio(dataDir, log);

      const cohost = await spawnCohost(dataDir, { WEB_DIST_DIR: webDir, BILLING: 'off', SEED_DEMO: 'false' });
      const result: SuiteResult = { figures: [], notes: [] };
      try {
        const signIn = await fetch(`${cohost.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: cohost.url },
          body: JSON.stringify({ email: credentials.email, password: credentials.password }),
        });
        if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
        const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

        // Without Accept-Encoding: the JSON's own size, as decision 014's figures were taken.
        const get = async (pathname: string) => {
          const response = await fetch(`${cohost.url}${pathname}`, { headers: { cookie } });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}: ${text.slice(0, 200)}`);
          return text;
        };
        const body = await get('/api/dashboard');
        const dashboard = JSON.parse(body) as PortfolioDashboard;
        if (dashboard.propertiesCount !== PROPERTIES) throw new Error(`the dashboard counts ${dashboard.propertiesCount} properties, not ${PROPERTIES}`);
        // Every row of every list, read through the page endpoints: what one answer carried before the lists were cut.
        let fullBytes = 0;
        for (const list of ['check-ins-today', 'check-outs-today', 'in-house', 'upcoming', 'turnovers', 'alerts', 'properties']) {
          for (let offset: number | null = 0; offset !== null; ) {
            const page = await get(`/api/dashboard/${list}?offset=${offset}&limit=100`);
            fullBytes += page.length;
            offset = (JSON.parse(page) as { nextOffset: number | null }).nextOffset;
          }
        }
        const { totals } = dashboard;
        result.figures.push({
          label: `GET /api/dashboard JSON (${PROPERTIES} properties)`,
          value: body.length / 1000,
          unit: 'kB',
          detail: `every list in full would be ${(fullBytes / 1000).toFixed(0)} kB; totals: ${totals.checkInsToday} check-ins, ${totals.checkOutsToday} check-outs, ${totals.inHouse} in house, ${totals.upcoming} upcoming, ${totals.turnovers} turnovers, ${totals.alerts} alerts; ${stays} stays`,
        });

        // A first load, so no Lighthouse run pays for the server's cold paths.
        await get('/dashboard');
        const runs: LighthouseRun[] = [];
        const failures: string[] = [];
        for (let round = 1; round <= RUNS; round++) {
          log(`Lighthouse desktop /dashboard, run ${round} of ${RUNS}`);
          try {
            runs.push(await runLighthouse(`${cohost.url}/dashboard`, path.join(REPORTS_DIR, `dashboard-desktop-${round}`), { desktop: true, headers: { cookie } }));
          } catch (error) {
            failures.push(`run ${round}: ${(error as Error).message}`);
          }
        }
        if (runs.length === 0) throw new IncompleteSuiteError(`every Lighthouse run failed; first: ${failures[0]}`, result);
        const shown = middle(runs);
        const sample = runs.length === 1 ? '1 run' : `median of ${runs.length}: ${runs.map((run) => run.performance).join(', ')}`;
        const { fcpMs, lcpMs, tbtMs, cls } = shown.metrics;
        result.figures.push(
          { label: `/dashboard performance (desktop, ${PROPERTIES} properties)`, value: shown.performance, unit: 'score', target: { comparison: '>=', value: SCORE_TARGET }, detail: `FCP ${(fcpMs / 1000).toFixed(1)} s, LCP ${(lcpMs / 1000).toFixed(1)} s; ${sample}` },
          { label: '/dashboard total blocking time (desktop)', value: Math.round(tbtMs), unit: 'ms', detail: `runs: ${runs.map((run) => Math.round(run.metrics.tbtMs)).join(', ')}` },
          // The target is CLS < 0.1; the table's targets are inclusive, so one step under it.
          { label: '/dashboard CLS (desktop)', value: cls, unit: 'CLS', target: { comparison: '<=', value: CLS_TARGET - 0.001 }, detail: `CLS ${cls.toFixed(5)}; runs: ${runs.map((run) => run.metrics.cls.toFixed(4)).join(', ')}` },
          { label: '/dashboard DOM elements (desktop)', value: shown.domElements, unit: 'elements', detail: `runs: ${runs.map((run) => run.domElements).join(', ')}` },
        );
        result.notes!.push(
          `/dashboard (desktop): run shown ${path.relative(process.cwd(), shown.reportFile).replace(/\.json$/, '.html')}; Lighthouse benchmarkIndex ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')}`,
          ...(shown.findings.length > 0 ? shown.findings : ['nothing flagged']).map((line) => `  ${line}`),
          ...failures.map((failure) => `FAILED ${failure}`),
        );
        return result;
      } catch (error) {
        if (error instanceof IncompleteSuiteError) throw error;
        throw new IncompleteSuiteError((error as Error).message, result, { cause: error });
      } finally {
        await cohost.stop();
      }
    }),
};
