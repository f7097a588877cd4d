import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../src/paths';
import { migrateDatabase, openDatabase } from '../src/platform/db/database';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { createLogger } from '../src/platform/log/logger';
import { adminQuery, withDatabase } from './support/test-database';
import { TEST_DATABASE_URL } from './support/test-env';

export type TestDatabaseSetup =
  | { driver: 'pglite'; snapshotFile: string }
  | { driver: 'postgres'; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup;
  }
}

/**
 * Migrates once per run (our tables and the job queue's), so each test file only clones:
 * initdb and migrations would otherwise cost seconds per file.
 */
export async function setup(project: TestProject) {
  const log = createLogger({ level: 'silent', pretty: false });
  if (TEST_DATABASE_URL) {
    const templateName = `cohost_template_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(`CREATE DATABASE ${templateName}`);
    const handle = await openDatabase({ driver: 'postgres', connectionString: withDatabase(TEST_DATABASE_URL, templateName) });
    await prepare(handle, log);
    await handle.close();
    project.provide('testDatabase', { driver: 'postgres', templateName });
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    };
  }
  const handle = await openDatabase({ driver: 'pglite' });
  await prepare(handle, log);
  const blob = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-snapshot-'));
  const snapshotFile = path.join(dir, 'migrated.tar.gz');
  fs.writeFileSync(snapshotFile, Buffer.from(await blob.arrayBuffer()));
  project.provide('testDatabase', { driver: 'pglite', snapshotFile });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function prepare(handle: Awaited<ReturnType<typeof openDatabase>>, log: ReturnType<typeof createLogger>) {
  await migrateDatabase(handle, MIGRATIONS_FOLDER);
  const jobs = JobQueue.create({ database: handle, log, works: false });
  await jobs.start();
  await jobs.stop();
}
