import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The flags every Chromium run here needs: no sandbox (root, containers), no GPU, no calls home. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUN_TIMEOUT_MS = 120_000;

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The parts of a Lighthouse result (LHR) that bench/ reads. */
interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}
interface LighthouseCategory {
  score: number | null;
  auditRefs: Array<{ id: string; weight: number; group?: string }>;
}
interface LighthouseResult {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  configSettings: { formFactor: string; throttlingMethod: string };
  categories: { performance: LighthouseCategory; accessibility: LighthouseCategory };
  audits: Record<string, LighthouseAudit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

export interface LighthouseRun {
  /** 0–100, as the report shows them. */
  performance: number;
  accessibility: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Bytes on the wire (compressed, with headers) of every script the load fetched. */
  scriptTransfer: { bytes: number; files: Array<{ url: string; bytes: number }> };
  /** Audits that cost points, one line each, for whoever fixes the page. */
  findings: string[];
  lcpElement: string | null;
  benchmarkIndex: number;
  /** Elements in the page when Lighthouse looked (its `dom-size` audit). */
  domElements: number;
  warnings: string[];
  reportFile: string;
}

export interface LighthouseOptions {
  /** Lighthouse's desktop preset (a 1350 px screen, no CPU slowdown, a fast network) instead of mobile. */
  desktop?: boolean;
  /** Headers on every request of the load (a signed-in session's cookie). */
  headers?: Record<string, string>;
}

/** Throws with the reason when Lighthouse or Chromium is not there, before a server is started for nothing. */
export function lighthouseCli(): string {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH`);
  }
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');
  } catch {
    throw new Error('the lighthouse package is not installed (npm install)');
  }
}

/**
 * One Lighthouse run, the mobile preset unless `options.desktop`: a Moto G Power screen,
 * simulated slow 4G and a 4× CPU slowdown. The CLI runs in its own process and launches its own
 * Chromium (through chrome-launcher, which only uses CHROME_PATH and never downloads a browser),
 * so a crash or hang cannot take the bench runner with it. Saves the JSON and HTML reports as
 * `<reportBase>.report.{json,html}`.
 */
export async function runLighthouse(url: string, reportBase: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  const cli = lighthouseCli();
  fs.mkdirSync(path.dirname(reportBase), { recursive: true });
  const args = [
    cli,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output=html',
    `--output-path=${reportBase}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--no-enable-error-reporting',
    '--quiet',
    ...(options.desktop ? ['--preset=desktop'] : []),
    ...(options.headers ? [`--extra-headers=${JSON.stringify(options.headers)}`] : []),
  ];
  const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // SIGINT first: chrome-launcher then closes the Chromium it started instead of orphaning it.
  const timer = setTimeout(() => {
    child.kill('SIGINT');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  }, RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  const reportFile = `${reportBase}.report.json`;
  if (code !== 0 || !fs.existsSync(reportFile)) {
    throw new Error(`lighthouse ${url} exited with ${code ?? 'a signal'}${code === null ? ` (timeout ${RUN_TIMEOUT_MS / 1000} s?)` : ''}: ${output.trim().split('\n').slice(-5).join(' ')}`);
  }
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return summarize(lhr, reportFile);
}

function summarize(lhr: LighthouseResult, reportFile: string): LighthouseRun {
  const { categories, audits } = lhr;
  const score = (category: LighthouseCategory, name: string) => {
    if (category.score === null) throw new Error(`Lighthouse gave no ${name} score (see ${reportFile})`);
    return Math.round(category.score * 100);
  };
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;

  const scripts = (audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: String(item.url), bytes: Number(item.transferSize ?? 0) }));

  const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0] as { items?: Array<{ node?: NodeDetails }> } | undefined;
  const lcpNode = lcpItem?.items?.[0]?.node;

  return {
    performance: score(categories.performance, 'performance'),
    accessibility: score(categories.accessibility, 'accessibility'),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    scriptTransfer: { bytes: scripts.reduce((sum, file) => sum + file.bytes, 0), files: scripts },
    findings: [...performanceFindings(lhr), ...accessibilityFindings(lhr)],
    lcpElement: lcpNode ? describeNode(lcpNode) : null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    domElements: numeric('dom-size'),
    warnings: lhr.runWarnings,
    reportFile,
  };
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  explanation?: string;
}

function describeNode(node: NodeDetails): string {
  const label = node.nodeLabel ? ` "${truncate(node.nodeLabel, 40)}"` : '';
  return `${truncate(node.snippet ?? node.selector ?? '?', 90)}${label}`;
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

const NOT_SCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

function failing(audit: LighthouseAudit | undefined, below: number): audit is LighthouseAudit {
  return !!audit && audit.score !== null && !NOT_SCORED.has(audit.scoreDisplayMode) && audit.score < below;
}

/**
 * Metrics short of a good score, then the diagnostics Lighthouse flags (the report's visible ones;
 * the hidden insights repeat them, and the LCP element is reported on its own line).
 */
function performanceFindings({ categories, audits }: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const ref of categories.performance.auditRefs) {
    const audit = audits[ref.id];
    if (ref.group === 'metrics' && failing(audit, 0.9)) {
      lines.push(`[perf] ${audit.title}: ${audit.displayValue ?? ''} (metric score ${Math.round(audit.score! * 100)}, weight ${ref.weight})`);
    } else if (
      ref.group === 'diagnostics' &&
      ref.id !== 'largest-contentful-paint-element' &&
      failing(audit, 0.9) &&
      // An opportunity can be flagged while its estimated saving rounds to nothing: noise for whoever fixes the page.
      !/savings of 0\s(ms|KiB)$/.test(audit.displayValue ?? '')
    ) {
      lines.push(`[perf] ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
    }
  }
  return lines;
}

/** Every failed accessibility check that carries weight, with the first elements it names. */
function accessibilityFindings({ categories, audits }: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const ref of categories.accessibility.auditRefs) {
    const audit = audits[ref.id];
    if (ref.weight === 0 || !failing(audit, 1)) continue;
    const nodes = (audit.details?.items ?? []).map((item) => item.node as NodeDetails | undefined).filter((node) => node !== undefined);
    const examples = nodes.slice(0, 3).map(describeNode).join('; ');
    // axe's explanation carries the numbers to fix (contrast ratio, colours, font size).
    const why = nodes[0]?.explanation?.split('\n').map((line) => line.trim()).find((line) => line && !line.endsWith(':'));
    lines.push(
      `[a11y] ${audit.id}: ${audit.title} (${nodes.length} element${nodes.length === 1 ? '' : 's'}${examples ? `: ${examples}` : ''})${why ? `; first: ${truncate(why, 160)}` : ''}`,
    );
  }
  return lines;
}
