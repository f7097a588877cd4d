import { spawn } from 'node:child_process';
import path from 'node:path';
import { percentile } from './portfolio';

const CHILD = path.join(import.meta.dirname, 'probe-child.ts');

export interface ProbeResult {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests that waited longer than `slowMs`. */
  slow: number;
}

/**
 * Asks `url` every `intervalMs` from a child process (so the probe does not share the event loop
 * it measures) until `stop()`, which returns how long each request waited.
 */
export function startProbe(url: string, intervalMs: number, slowMs: number): { stop(): Promise<ProbeResult> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify({ url, intervalMs })], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const done = new Promise<ProbeResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(err.trim() || `the probe exited with ${code}`));
      const { latencies, errors } = JSON.parse(out) as { latencies: number[]; errors: number };
      if (latencies.length === 0) return reject(new Error(`the probe got no answer from ${url}`));
      const sorted = [...latencies].sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        errors,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1)!,
        slow: sorted.filter((ms) => ms > slowMs).length,
      });
    });
  });
  return {
    stop: () => {
      child.stdin.end();
      return done;
    },
  };
}
