import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCohostServer, waitForHealthy, type CohostServer } from './cohost-server';
import { startMailbox, type Mailbox } from './mailbox';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the Cohost server under test, e.g. http://127.0.0.1:41369. */
    baseURL: string;
    /** Chromium executable that playwright-core drives. */
    chromePath: string;
    /** Where journeys read the emails and texts Cohost really sent (SMTP sink, Twilio stand-in); null against E2E_BASE_URL, which uses the dev outbox. */
    mailboxURL: string | null;
  }
}

let server: CohostServer | undefined;
let mailbox: Mailbox | undefined;

export async function setup(project: TestProject): Promise<void> {
  const chromePath = findChromium();
  let baseURL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (baseURL) {
    await waitForHealthy(baseURL);
  } else {
    ensureWebBuilt();
    mailbox = await startMailbox();
    server = await startCohostServer({ logFile: path.join(ARTIFACTS_DIR, 'server.log'), env: mailbox.cohostEnv });
    baseURL = server.baseURL;
  }
  project.provide('baseURL', baseURL);
  project.provide('mailboxURL', mailbox?.url ?? null);
  project.provide('chromePath', chromePath);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
  await mailbox?.close();
  mailbox = undefined;
}

function findChromium(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return candidate;
  } catch {
    throw new Error(
      `Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH (looked for ${candidate}).`,
    );
  }
}

// Journeys run what `npm start` ships: the same build step, which rebuilds only what changed.
function ensureWebBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building Cohost failed (exit ${build.status}).`);
}
