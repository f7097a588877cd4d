import autocannon from 'autocannon';
import type { BenchSuite } from '../support/bench-suite';
import { readMemoryMiB, spawnCohost, withTempDir } from '../support/server-process';

// Enough traffic to load the code paths a visitor touches (API, SPA shell, static assets)
// without turning this into a load test: the figure is what an idle install holds.
const WARM_REQUESTS = 500;
const SETTLE_MS = 1_000;

export const residentMemorySuite: BenchSuite = {
  name: 'Resident memory',
  run: (log) =>
    withTempDir(async (dataDir) => {
      const server = await spawnCohost(dataDir);
      try {
        log(`serving ${WARM_REQUESTS} requests each to /api/health, / and /dashboard`);
        for (const path of ['/api/health', '/', '/dashboard']) {
          await autocannon({ url: `${server.url}${path}`, connections: 10, amount: WARM_REQUESTS });
        }
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const memory = readMemoryMiB(server.pid);
        return [
          {
            label: 'Cohost RSS after start and some requests',
            value: memory.rss,
            unit: 'MiB',
            target: { comparison: '<=', value: 400 },
            detail: `peak so far (VmHWM) ${memory.peak.toFixed(0)} MiB`,
          },
        ];
      } finally {
        await server.stop();
      }
    }),
};
