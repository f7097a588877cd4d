import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

export interface CohostProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Spawns `node apps/server/src/main.ts` as `npm start` would, with only the given env. */
export function spawnCohost(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Spawns Cohost and resolves once it prints its URL. */
// A first start creates the embedded database, migrates and seeds: tens of seconds on a busy machine.
export async function startCohostProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<CohostProcess> {
  const { child, output, exited } = spawnCohost({ PORT: '0', HOST: '127.0.0.1', ...env });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /running at (http:\/\/\S+)/.exec(output());
    if (match) return { child, url: match[1]!, output };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`Cohost did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function stopCohostProcess(process: CohostProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (process.child.exitCode !== null) return resolve(process.child.exitCode);
    process.child.once('exit', (code) => resolve(code));
    process.child.kill(signal);
  });
}
