import autocannon from 'autocannon';
import type { BenchSuite, Figure } from '../support/bench-suite';
import { readMemoryMiB, spawnCohost, spawnHelloServer, withTempDir, type ServerProcess } from '../support/server-process';

// Enough traffic to load the code paths a visitor touches (API, SPA shell) without turning this
// into a load test: the figure is what an idle install holds.
const WARM_PATHS = ['/api/health', '/', '/dashboard'];
const WARM_REQUESTS = 500;
const SETTLE_MS = 1_000;
const TARGET_MIB = 400;

async function measureRss(start: () => Promise<ServerProcess>, paths: string[]): Promise<{ rss: number; peak: number }> {
  const server = await start();
  try {
    for (const path of paths) {
      await autocannon({ url: `${server.url}${path}`, connections: 10, amount: WARM_REQUESTS });
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return readMemoryMiB(server.pid);
  } finally {
    await server.stop();
  }
}

function cohostFigure(label: string, memory: { rss: number; peak: number }): Figure {
  return {
    label,
    value: memory.rss,
    unit: 'MiB',
    target: { comparison: '<=', value: TARGET_MIB },
    detail: `peak (VmHWM) ${memory.peak.toFixed(0)} MiB`,
  };
}

/**
 * VmRSS of the server once ready and after serving some requests. Measured twice because the
 * first start also creates the database, and memory taken then is not necessarily given back.
 * The hello-world server shows what Node and tsx alone hold on this machine.
 */
export const residentMemorySuite: BenchSuite = {
  name: 'Resident memory',
  run: (log) =>
    withTempDir(async (dataDir) => {
      log(`first start, then ${WARM_REQUESTS} requests each to ${WARM_PATHS.join(', ')}`);
      const first = await measureRss(() => spawnCohost(dataDir), WARM_PATHS);
      log('restart on the same folder, same requests');
      const restarted = await measureRss(() => spawnCohost(dataDir), WARM_PATHS);
      log('baseline: node:http hello world through tsx');
      const baseline = await measureRss(spawnHelloServer, ['/']);
      return [
        cohostFigure('RSS after first start (new folder)', first),
        cohostFigure('RSS after restart (existing folder)', restarted),
        { label: 'Baseline: hello world RSS', value: baseline.rss, unit: 'MiB', detail: 'node --import tsx, no Cohost' },
      ];
    }),
};
