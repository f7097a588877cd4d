import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (e.g. a different client address per request). */
  setupRequest?: (request: { headers?: Record<string, string> }) => { headers?: Record<string, string> };
}

/** Shared by every throughput figure so the numbers compare like with like. */
export const LOAD_SETTINGS = { connections: 50, warmUpSeconds: 2, durationSeconds: 10 } as const;

/**
 * Loads `url` with autocannon: a short warm-up first (JIT, connection pools, caches), then the
 * measured run. Non-2xx answers mean we measured an error path, so they make the run invalid.
 */
export async function measureLoad(
  url: string,
  request: LoadRequest = {},
  settings: Partial<{ connections: number; warmUpSeconds: number; durationSeconds: number }> = {},
): Promise<LoadResult> {
  const { connections, warmUpSeconds, durationSeconds } = { ...LOAD_SETTINGS, ...settings };
  const options = {
    url,
    connections,
    ...(request.method ? { method: request.method } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body ? { body: request.body } : {}),
    ...(request.setupRequest ? { requests: [{ setupRequest: request.setupRequest }] } : {}),
  };
  await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx responses under load`);
  if (result.requests.total === 0) throw new Error(`${url} answered no requests under load (${result.errors} errors)`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
