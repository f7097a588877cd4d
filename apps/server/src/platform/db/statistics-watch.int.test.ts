import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { queryRows, refreshStatistics } from './database';
import { StatisticsWatch } from './statistics-watch';

/** The planner's row estimate of a table: -1 until statistics were gathered. */
async function estimatedRows(database: TestDatabase, table: string): Promise<number> {
  const [row] = await queryRows<{ reltuples: number }>(database.db, sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`);
  return row!.reltuples;
}

describe('planner statistics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are gathered by the migrations that created the tables', async () => {
    expect(await estimatedRows(database, 'reservations')).toBe(0);
    expect(await estimatedRows(database, 'messages')).toBe(0);
  });

  it('are refreshed once enough rows arrived since the last time, not after each write', async () => {
    await database.db.execute(sql`create table watched (id int)`);
    await database.db.execute(sql`insert into watched select generate_series(1, 40)`);
    const watch = new StatisticsWatch(database.db, ['watched'], 50);
    expect(await watch.grew(40)).toBe(false);
    expect(await estimatedRows(database, 'watched')).toBe(-1);
    await database.db.execute(sql`insert into watched select generate_series(41, 60)`);
    expect(await watch.grew(20)).toBe(true);
    expect(await estimatedRows(database, 'watched')).toBe(60);
    expect(await watch.grew(20)).toBe(false);
  });

  it('refuses anything but plain table names', async () => {
    await expect(refreshStatistics(database.db, ['watched; drop table watched'])).rejects.toThrow('Not a table name');
  });
});
