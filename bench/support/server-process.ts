import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const POLL_INTERVAL_MS = 25;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  pid: number;
  url: string;
  /** From spawn to the first HTTP 200 of the ready path. */
  readyMs: number;
  /** What the server printed so far (the last 4000 characters). */
  output(): string;
  stop(): Promise<void>;
}

interface SpawnServerOptions {
  /** Arguments to node: the script and any flags. */
  args: string[];
  readyPath: string;
  env?: Record<string, string>;
  /** Inherited variables to drop. */
  unset?: string[];
}

/**
 * Spawns a Node server on a port chosen here, so polling can begin
 * at spawn time instead of waiting for the server to announce its port: start-up is measured from
 * the moment a self-hoster presses Enter to the first useful answer.
 */
async function spawnServer({ args, readyPath, env = {}, unset = [] }: SpawnServerOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...withoutKeys(process.env, unset), ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for error messages; draining the pipes also stops a chatty child from blocking on them.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = () => stopChild(child);
  try {
    await pollUntilOk(`${url}${readyPath}`, child);
  } catch (error) {
    await stop();
    throw new Error(`${args.join(' ')}: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return { pid: child.pid!, url, readyMs: performance.now() - startedAt, output: () => output, stop };
}

let built = false;

/** Builds the web app and server bundle as `npm start` does (only when their sources changed), once per bench run. */
export function buildCohost(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not build Cohost (node scripts/build-if-needed.mjs)');
  built = true;
}

/**
 * A real Cohost process on `dataDir`, run as `npm start` runs it (the built bundle), minus
 * request logs. A DATABASE_URL, ROLE or PUBLIC_URL from the caller's shell would measure some
 * other setup.
 */
export async function spawnCohost(dataDir: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  buildCohost();
  return spawnServer({
    args: ['--enable-source-maps', 'apps/server/dist/main.mjs'],
    readyPath: '/api/health',
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    unset: ['DATABASE_URL', 'ROLE', 'PUBLIC_URL'],
  });
}

export function spawnHelloServer(): Promise<ServerProcess> {
  return spawnServer({ args: ['--import', 'tsx', 'bench/support/hello-server.ts'], readyPath: '/' });
}

/** Runs `use` with an empty temp folder and deletes it afterwards. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-bench-'));
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Resident and peak memory of a live process, in MiB, from /proc (Linux only). */
export function readMemoryMiB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`${field} missing from /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function pollUntilOk(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer';
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited before answering (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`${url} gave no 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${lastProblem})`);
}

function withoutKeys(source: NodeJS.ProcessEnv, keys: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
