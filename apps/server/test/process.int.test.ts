import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import { spawnCohost, startCohostProcess, stopCohostProcess } from './support/cohost-process';
import { TEST_DATABASE_URL } from './support/test-env';

// The product as `npm start` runs it: real processes on a real data folder. These are about the
// embedded database's folder, so they run in the PGlite pass only.
describe.skipIf(TEST_DATABASE_URL)('Cohost process on its data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-process-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts fresh, seeds the demo once, and reuses the folder after kill -9', async () => {
    const first = await startCohostProcess({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Demo workspace: seeded on this new database');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    // The printed demo login signs in.
    const [, email, password] = /Demo login: (\S+) \/ (\S+)/.exec(first.output())!;
    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    // So does the printed demo cleaner, at the cleaner portal with the team's code.
    const [, cleanerEmail, cleanerPassword, cleanerCode] = /Demo cleaner: (\S+) \/ (\S+) \/ code (\S+)/.exec(first.output())!;
    const cleanerSignIn = await fetch(`${first.url}/api/accounts/cleaner-sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email: cleanerEmail, password: cleanerPassword, cleanerCode }),
    });
    expect(cleanerSignIn.status).toBe(200);
    await stopCohostProcess(first, 'SIGKILL');

    const second = await startCohostProcess({ DATA_DIR: dataDir });
    expect(second.output()).toContain('Demo workspace: already present');
    expect(second.output()).toContain(`Demo login: ${email} / ${password}`);
    expect(second.output()).toContain(`Demo cleaner: ${cleanerEmail} / ${cleanerPassword} / code ${cleanerCode}`);
    expect(((await (await fetch(`${second.url}/api/health`)).json()) as { database: { status: string } }).database.status).toBe('up');

    // A second process on the same folder is refused while the first runs.
    const intruder = spawnCohost({ DATA_DIR: dataDir, PORT: '0' });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/in use by another Cohost process \(pid \d+\)/);

    expect(await stopCohostProcess(second)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'cohost.pid'))).toBe(false);
    // Two real starts from the TypeScript sources (each compiles, migrates and trains the co-host's
    // model) take about 25 s on an idle 2-core machine: more than the suite's in-process default.
  }, 240_000);

  it('refuses to start with invalid configuration, listing every problem', async () => {
    const bad = spawnCohost({ DATA_DIR: dataDir, PORT: 'eighty', ROLE: 'boss', DATABASE_URL: 'mysql://x' });
    expect(await bad.exited).toBe(1);
    const output = bad.output();
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/PORT: must be a port number/);
    expect(output).toMatch(/ROLE: must be all, web or worker/);
    expect(output).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection string/);
  });

  it('loses no committed row when the process is killed mid-stream', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-crash-'));
    const writer = path.join(import.meta.dirname, 'support/crash-writer.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const numbers = chunk.toString().trim().split('\n').map(Number);
        acknowledged = Math.max(acknowledged, ...numbers);
        if (acknowledged >= 40) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));

    const reopened = await openDatabase({ driver: 'pglite', dataDir: dir });
    const { rows } = await reopened.pglite!.query<{ n: number }>('select count(*)::int as n from crash_log');
    await reopened.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(rows[0]!.n).toBeGreaterThanOrEqual(acknowledged);
  });
});
