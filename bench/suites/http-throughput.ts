import type { BenchSuite, Figure } from '../support/bench-suite';
import { LOAD_SETTINGS, measureLoad, type LoadResult } from '../support/http-load';
import { spawnCohost, spawnHelloServer, withTempDir, type ServerProcess } from '../support/server-process';

async function measureServer(start: () => Promise<ServerProcess>, path: string): Promise<LoadResult> {
  const server = await start();
  try {
    return await measureLoad(`${server.url}${path}`);
  } finally {
    await server.stop();
  }
}

function describeLoad(load: LoadResult): string {
  const problems = load.errors > 0 ? `, ${load.errors} errors (${load.timeouts} timeouts)` : '';
  return `${load.totalRequests} requests${problems}`;
}

/** Cohost's cheapest real endpoint against a bare node:http server, same machine, same load. */
export const httpThroughputSuite: BenchSuite = {
  name: 'HTTP throughput',
  async run(log) {
    const { connections, warmUpSeconds, durationSeconds } = LOAD_SETTINGS;
    const settings = `${connections} connections, ${durationSeconds} s after ${warmUpSeconds} s warm-up`;

    log(`node:http hello world (${settings})`);
    const hello = await measureServer(spawnHelloServer, '/');
    log(`Cohost GET /api/health (${settings})`);
    const cohost = await withTempDir((dataDir) => measureServer(() => spawnCohost(dataDir), '/api/health'));

    const figures: Figure[] = [
      { label: 'node:http hello world', value: hello.requestsPerSecond, unit: 'req/s', detail: describeLoad(hello) },
      { label: 'Cohost GET /api/health', value: cohost.requestsPerSecond, unit: 'req/s', detail: describeLoad(cohost) },
      {
        label: 'Cohost / node:http',
        value: cohost.requestsPerSecond / hello.requestsPerSecond,
        unit: '×',
        target: { comparison: '>=', value: 0.6 },
      },
      { label: 'node:http latency p50', value: hello.p50Ms, unit: 'ms' },
      { label: 'node:http latency p99', value: hello.p99Ms, unit: 'ms' },
      { label: 'Cohost latency p50', value: cohost.p50Ms, unit: 'ms' },
      { label: 'Cohost latency p99', value: cohost.p99Ms, unit: 'ms' },
    ];
    return figures;
  },
};
