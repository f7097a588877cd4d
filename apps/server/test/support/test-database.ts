import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/database';
import { TEST_DATABASE_URL } from './test-env';

export interface TestDatabase extends DatabaseHandle {
  /** For PostgreSQL: the connection string of this test's own database. */
  url?: string;
}

/**
 * A migrated database of the test's own, never shared with another test file: a clone of the
 * snapshot made once per run (PGlite), or a database created from the migrated template
 * (PostgreSQL, when DATABASE_URL is set). Closing drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const setup = inject('testDatabase');
  if (setup.driver === 'pglite') {
    const blob = new Blob([fs.readFileSync(setup.snapshotFile)]);
    return openDatabase({ driver: 'pglite', loadDataDir: blob });
  }
  const name = `cohost_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${setup.templateName}`);
  const url = withDatabase(TEST_DATABASE_URL!, name);
  const handle = await openDatabase({ driver: 'postgres', connectionString: url, poolMax: 10 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
