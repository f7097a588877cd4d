import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadRequest, LoadResult } from './http-load';

const CHILD = path.join(import.meta.dirname, 'load-child.ts');

/**
 * `measureLoad` run by a child process: for a Cohost running in the bench's own process, so the
 * load generator does not take the event loop it measures. Only what JSON carries (no
 * `setupRequest`).
 */
export function measureLoadApart(
  url: string,
  request: Omit<LoadRequest, 'setupRequest'> = {},
  settings: Partial<{ connections: number; warmUpSeconds: number; durationSeconds: number }> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify({ url, request, settings })], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(err.trim() || `the load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`the load generator printed no result: ${out.slice(0, 300)}`));
      }
    });
  });
}
