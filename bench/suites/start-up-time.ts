import { median, type BenchSuite } from '../support/bench-suite';
import { spawnCohost, spawnHelloServer, withTempDir, type ServerProcess } from '../support/server-process';

const RESTARTS = 3;

async function timeStart(start: () => Promise<ServerProcess>): Promise<number> {
  const server = await start();
  // Stopped before the next start: a Cohost data folder admits one process at a time.
  await server.stop();
  return server.readyMs;
}

/**
 * Spawn to first 200 from /api/health: once on an empty data folder (database created, migrated,
 * demo seeded), then restarts on that same folder, which is what every upgrade or reboot costs.
 * The hello-world server's start shows the floor that Node and tsx alone set on this machine.
 */
export const startUpTimeSuite: BenchSuite = {
  name: 'Start-up time',
  run: (log) =>
    withTempDir(async (dataDir) => {
      log('baseline: node:http hello world through tsx');
      const baselineMs = await timeStart(spawnHelloServer);
      log('fresh start on an empty data folder');
      const freshMs = await timeStart(() => spawnCohost(dataDir));
      const restartMs: number[] = [];
      for (let attempt = 1; attempt <= RESTARTS; attempt++) {
        log(`restart ${attempt} of ${RESTARTS} on the same folder`);
        restartMs.push(await timeStart(() => spawnCohost(dataDir)));
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
        { label: 'Baseline: hello world to first 200', value: baselineMs / 1000, unit: 's', detail: 'node --import tsx, no Cohost' },
      ];
    }),
};
