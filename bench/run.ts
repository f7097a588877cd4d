import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IncompleteSuiteError, type BenchSuite } from './support/bench-suite';
import { authSuite } from './suites/auth';
import { billingSuite } from './suites/billing';
import { calendarSuite } from './suites/calendar';
import { cleaningSuite } from './suites/cleaning';
import { dashboardSuite } from './suites/dashboard';
import { automationSuite } from './suites/automation';
import { backgroundWorkSuite } from './suites/background-work';
import { coHostSuite } from './suites/co-host';
import { formatNotes, formatTable, type SuiteOutcome } from './support/report';
import { httpThroughputSuite } from './suites/http-throughput';
import { landingPagesSuite } from './suites/landing-pages';
import { locksSuite } from './suites/locks';
import { photosSuite } from './suites/photos';
import { residentMemorySuite } from './suites/resident-memory';
import { scaleSuite } from './suites/scale';
import { startUpTimeSuite } from './suites/start-up-time';
import { suppliesSuite } from './suites/supplies';
import { optimizerSuite } from './suites/optimizer';

/**
 * `npm run bench`: measures and prints, never judges. Figures that miss their target are shown as
 * such; the exit code is 1 only when a benchmark could not run at all. Suites run one after another
 * so they do not compete for the same cores. `npm run bench -- landing memory` runs only the suites
 * whose names contain one of the words (case-insensitive).
 */
const ALL_SUITES: BenchSuite[] = [httpThroughputSuite, startUpTimeSuite, residentMemorySuite, authSuite, billingSuite, calendarSuite, automationSuite, coHostSuite, locksSuite, cleaningSuite, suppliesSuite, optimizerSuite, photosSuite, landingPagesSuite, dashboardSuite, scaleSuite, backgroundWorkSuite];

const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const SUITES = wanted.length === 0 ? ALL_SUITES : ALL_SUITES.filter((suite) => wanted.some((word) => suite.name.toLowerCase().includes(word)));
if (SUITES.length === 0) {
  console.error(`No suite matches ${wanted.join(', ')}. Suites: ${ALL_SUITES.map((suite) => suite.name).join(', ')}.`);
  process.exit(1);
}

const RESULTS_FILE = path.join(import.meta.dirname, 'results/latest.json');

function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const startedAt = new Date();
const machine = {
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
};
console.log(`Cohost benchmarks on ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}`);
// Figures from a machine busy with other work are pessimistic; say so rather than let them mislead.
const loadAtStart = os.loadavg()[0]!;
if (loadAtStart > machine.cpus / 2) {
  console.log(
    `Note: load average is ${loadAtStart.toFixed(2)} on ${machine.cpus} cores (other work, or a run that just ended); figures may be pessimistic.`,
  );
}
console.log('');

const outcomes: SuiteOutcome[] = [];
for (const suite of SUITES) {
  const suiteStartedAt = performance.now();
  try {
    const result = await suite.run((message) => console.log(`  ${suite.name}: ${message}…`));
    outcomes.push({ suite: suite.name, ...(Array.isArray(result) ? { figures: result } : result) });
  } catch (error) {
    console.error(`  ${suite.name}: could not run: ${(error as Error).message}`);
    const partial = error instanceof IncompleteSuiteError ? error.result : { figures: [] };
    outcomes.push({ suite: suite.name, ...partial, error: (error as Error).message });
  }
  console.log(`  ${suite.name}: done in ${((performance.now() - suiteStartedAt) / 1000).toFixed(1)} s`);
}

console.log(`\n${formatTable(outcomes)}\n`);
const notes = formatNotes(outcomes);
if (notes) console.log(`${notes}\n`);

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      commit: currentCommit(),
      machine,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
      suites: outcomes,
    },
    null,
    2,
  )}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);

if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1;
