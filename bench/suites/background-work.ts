import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/platform/db/database';
import { IncompleteSuiteError, type BenchSuite, type Figure } from '../support/bench-suite';
import { FeedServer } from '../support/calendar-feeds';
import { startInProcessCohost, type InProcessCohost } from '../support/in-process-cohost';
import { startProbe } from '../support/probe';
import { withTempDir } from '../support/server-process';
import { buildPortfolio } from './scale';

/**
 * Issue 18: "no request waits more than 100 ms behind background work". Cohost on the embedded
 * database with its job workers running (ROLE=all), a portfolio built through the API (each
 * property's calendars synced, guests writing, the co-host answering: imports, reservation
 * events, scheduling, notifications, replies all run as jobs), while a probe in another process
 * asks `GET /api/health` every 50 ms, through the build and until the jobs have drained.
 * A one-property portfolio is built first, unprobed: it runs what a first use of each piece does
 * once per process (loading code, the co-host's intent model, the password checker's
 * dictionaries), which here, from the sources, includes training the model the built server ships.
 */
const PROPERTIES = Number(process.env.BENCH_BACKGROUND_PROPERTIES) || 25;
const PROBE_INTERVAL_MS = 50;
const TARGET_MS = 100;
const DRAIN_LIMIT_SECONDS = 180;

/** Jobs due now and not finished (pg-boss's table; cron schedules for later do not count). */
async function jobsDue(cohost: InProcessCohost): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    cohost.database.db,
    sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
  );
  return row?.n ?? 0;
}

async function waitForDrain(cohost: InProcessCohost): Promise<{ seconds: number; left: number }> {
  const started = performance.now();
  for (;;) {
    const left = await jobsDue(cohost);
    const seconds = (performance.now() - started) / 1000;
    if (left === 0 || seconds > DRAIN_LIMIT_SECONDS) return { seconds, left };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export const backgroundWorkSuite: BenchSuite = {
  name: 'Background work',
  run: (log) =>
    withTempDir(async (dataDir) => {
      const figures: Figure[] = [];
      const notes: string[] = [];
      log(`embedded database, ROLE=all: building ${PROPERTIES} properties while GET /api/health is asked every ${PROBE_INTERVAL_MS} ms`);
      const cohost = await startInProcessCohost(dataDir, { ALLOW_PRIVATE_FEEDS: 'true', ROLE: 'all' });
      const feeds = new FeedServer();
      try {
        await feeds.start();
        log('warm-up: a one-property portfolio, not probed');
        await buildPortfolio(cohost, feeds, 1, () => {});
        await waitForDrain(cohost);
        const probe = startProbe(`${cohost.url}/api/health`, PROBE_INTERVAL_MS, TARGET_MS);
        let result;
        try {
          const portfolio = await buildPortfolio(cohost, feeds, PROPERTIES, log);
          log(`built in ${portfolio.seconds.toFixed(0)} s; waiting for the jobs to drain`);
          const drain = await waitForDrain(cohost);
          notes.push(
            `${PROPERTIES} properties built through the API in ${portfolio.seconds.toFixed(0)} s (${portfolio.stays.toLocaleString('en-US')} stays and blocks, ${portfolio.guestMessages} guest messages); the jobs then took ${drain.seconds.toFixed(0)} s more to drain${drain.left ? ` (${drain.left} still due at the limit)` : ''}. The portfolio's client runs in the bench's process, beside Cohost, so its own work is in the figure too.`,
          );
        } finally {
          result = await probe.stop();
        }
        figures.push({
          label: 'Embedded: longest wait behind background work',
          value: result.maxMs,
          unit: 'ms',
          target: { comparison: '<=', value: TARGET_MS },
          detail: `GET /api/health every ${PROBE_INTERVAL_MS} ms: ${result.requests} answers, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.slow} over ${TARGET_MS} ms${result.errors ? `, ${result.errors} failed` : ''}`,
        });
      } catch (error) {
        throw new IncompleteSuiteError((error as Error).message, { figures, notes }, { cause: error });
      } finally {
        await feeds.stop();
        await cohost.stop();
      }
      return { figures, notes };
    }),
};
