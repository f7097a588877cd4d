import { median, type BenchSuite } from '../support/bench-suite';
import { spawnCohost, withTempDir } from '../support/server-process';

const RESTARTS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const server = await spawnCohost(dataDir);
  // Stopped before the next start: the data folder admits one process at a time.
  await server.stop();
  return server.readyMs;
}

/**
 * Spawn to first 200 from /api/health: once on an empty data folder (database created, migrated,
 * demo seeded), then restarts on that same folder, which is what every upgrade or reboot costs.
 */
export const startUpTimeSuite: BenchSuite = {
  name: 'Start-up time',
  run: (log) =>
    withTempDir(async (dataDir) => {
      log('fresh start on an empty data folder');
      const freshMs = await timeStart(dataDir);
      const restartMs: number[] = [];
      for (let attempt = 1; attempt <= RESTARTS; attempt++) {
        log(`restart ${attempt} of ${RESTARTS} on the same folder`);
        restartMs.push(await timeStart(dataDir));
      }
      return [
        { label: 'Fresh start to first 200', value: freshMs / 1000, unit: 's', target: { comparison: '<=', value: 20 } },
        {
          label: `Restart to first 200 (median of ${RESTARTS})`,
          value: median(restartMs) / 1000,
          unit: 's',
          target: { comparison: '<=', value: 2 },
          detail: `runs: ${restartMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
        },
      ];
    }),
};
