import autocannon from 'autocannon';
import type { BenchSuite, Figure } from '../support/bench-suite';
import { readMemoryMiB, spawnCohost, withTempDir } from '../support/server-process';

// Enough traffic to load the code paths a visitor touches (API, SPA shell) without turning this
// into a load test: the figure is what an idle install holds.
const WARM_PATHS = ['/api/health', '/', '/dashboard'];
const WARM_REQUESTS = 500;
const SETTLE_MS = 1_000;
const TARGET_MIB = 400;

async function measureRss(dataDir: string, label: string): Promise<Figure> {
  const server = await spawnCohost(dataDir);
  try {
    for (const path of WARM_PATHS) {
      await autocannon({ url: `${server.url}${path}`, connections: 10, amount: WARM_REQUESTS });
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const memory = readMemoryMiB(server.pid);
    return {
      label,
      value: memory.rss,
      unit: 'MiB',
      target: { comparison: '<=', value: TARGET_MIB },
      detail: `peak (VmHWM) ${memory.peak.toFixed(0)} MiB`,
    };
  } finally {
    await server.stop();
  }
}

/**
 * VmRSS of the server once ready and after serving some requests. Measured twice because the
 * first start also creates the database, and memory taken then is not necessarily given back.
 */
export const residentMemorySuite: BenchSuite = {
  name: 'Resident memory',
  run: (log) =>
    withTempDir(async (dataDir) => {
      log(`first start, then ${WARM_REQUESTS} requests each to ${WARM_PATHS.join(', ')}`);
      const first = await measureRss(dataDir, 'RSS after first start (new folder)');
      log('restart on the same folder, same requests');
      const restarted = await measureRss(dataDir, 'RSS after restart (existing folder)');
      return [first, restarted];
    }),
};
