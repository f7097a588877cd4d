// autocannon ships no types and @types/autocannon is not installed; this covers what bench/ uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Stop after this many requests instead of after `duration`. */
      amount?: number;
      pipelining?: number;
      /** Seconds to wait for each response. */
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Requests sent in turn; `setupRequest` may change each one before it goes. */
      requests?: Array<{ setupRequest?: (request: { headers?: Record<string, string> }) => { headers?: Record<string, string> } }>;
    }
    interface Histogram {
      average: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
