import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const READY_LINE = /Cohost is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

export interface CohostServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the real product the way `npm start` does (the built `apps/server/dist/main.mjs`)
 * on an empty temp data folder, so every run begins from a fresh database and leaves nothing behind.
 * Its output goes to `logFile` so a failed journey can be read against what the server said.
 */
export async function startCohostServer({ logFile, env = {} }: { logFile: string; env?: Record<string, string> }): Promise<CohostServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-e2e-'));
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  // A developer's shell may point Cohost at a shared PostgreSQL or another role; journeys need
  // their own embedded database.
  const { DATABASE_URL: _databaseUrl, ROLE: _role, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
    cwd: REPO_ROOT,
    // TRUST_PROXY: each journey presents its own client address (see browser.ts), as behind a proxy.
    env: { ...inherited, ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ALLOW_PRIVATE_FEEDS: 'true', ALLOW_PRIVATE_MAIL_SERVERS: 'true', DEV_CLOCK: 'true', SIMULATED_VENDOR_STOCK_OUT_ONE_IN: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  const stop = async () => {
    await stopChild(child);
    await new Promise<void>((resolve) => log.end(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const baseURL = await readBaseUrl(child);
    await waitForHealthy(baseURL);
    return { baseURL, stop };
  } catch (error) {
    await stop();
    const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${(error as Error).message}\nServer output (${logFile}):\n${output}`, { cause: error });
  }
}

function readBaseUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => finish(new Error(`Cohost did not report ready within ${START_TIMEOUT_MS / 1000} s.`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = READY_LINE.exec(stdout);
      if (match?.[1]) finish(null, match[1]);
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`Cohost exited before it was ready (code ${code}, signal ${signal}).`));
    function finish(error: Error | null, url?: string) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(url as string);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves once `GET /api/health` answers 200; the ready line alone does not prove the API serves. */
export async function waitForHealthy(baseURL: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL('/api/health', baseURL), { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseURL}/api/health did not answer 200 within ${timeoutMs / 1000} s (${lastProblem}).`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // A server stuck in shutdown must not hang the test run; its data folder is thrown away anyway.
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
