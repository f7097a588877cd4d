import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../paths';
import { openDatabase, queryRows, type DatabaseHandle } from './database';

// The embedded database on its worker thread (what the server runs): the same answers as PGlite
// in-process, through drizzle, with its SQL off the main thread.
const notes = pgTable('thread_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  meta: jsonb('meta').$type<{ tags: string[] }>(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
});

describe('the embedded database on its own thread', () => {
  let database: DatabaseHandle;
  const failures: Error[] = [];

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite', thread: workerEntry('embedded-database-thread'), onFailure: (error) => failures.push(error) });
    await database.db.execute(sql`create table thread_notes (id int primary key, body text not null, meta jsonb, at timestamptz not null)`);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('answers drizzle queries with the same values as in-process PGlite', async () => {
    await database.db.insert(notes).values({ id: 1, body: 'hello', meta: { tags: ['a', 'b'] }, at: '2026-03-01T10:00:00Z' });
    const [row] = await database.db.select().from(notes);
    expect(row).toEqual({ id: 1, body: 'hello', meta: { tags: ['a', 'b'] }, at: '2026-03-01 10:00:00+00' });
    const [raw] = await queryRows<{ big: number; day: string }>(database.db, sql`select 12345678901::int8 as big, '2026-02-28'::date as day`);
    expect(raw).toEqual({ big: 12345678901, day: '2026-02-28' });
  });

  it('commits a transaction that returns and rolls back one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 2, body: 'kept', at: '2026-03-01T10:00:00Z' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ id: 3, body: 'inner, undone', at: '2026-03-01T10:00:00Z' });
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 4, body: 'undone', at: '2026-03-01T10:00:00Z' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const ids = (await database.db.select({ id: notes.id }).from(notes)).map((row) => row.id).sort();
    expect(ids).toEqual([1, 2]);
  });

  it("passes PostgreSQL's error fields across the thread", async () => {
    const error = await database.db
      .insert(notes)
      .values({ id: 1, body: 'again', at: '2026-03-01T10:00:00Z' })
      .then(
        () => null,
        (caught: unknown) => caught as Error & { cause?: { code?: string; constraint?: string } },
      );
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'thread_notes_pkey' });
  });

  it('makes a query from outside a transaction wait until the transaction ends, as one connection does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 5, body: 'in the transaction', at: '2026-03-01T10:00:00Z' });
      inserted();
      await held;
    });
    await insertedInside;
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_notes where id = 5`);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await database.pglite!.listen('thread_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'first')`);
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await database.db.execute(sql`select pg_notify('thread_test', 'second')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it("keeps the main thread's event loop turning while a long statement runs", async () => {
    let timerFiredFirst = false;
    let statementDone = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredFirst = !statementDone;
        resolve();
      }, 5),
    );
    // Seconds of work inside the database: in-process, no timer could fire until it returned.
    await database.db.execute(sql`select count(*) from generate_series(1, 4000000)`);
    statementDone = true;
    await timer;
    expect(timerFiredFirst).toBe(true);
  });

  it('dumps its data folder, and refuses calls once closed', async () => {
    const dump = await database.pglite!.dumpDataDir('gzip');
    expect(dump.size).toBeGreaterThan(100_000);
    const other = await openDatabase({ driver: 'pglite', thread: workerEntry('embedded-database-thread'), onFailure: (error) => failures.push(error) });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'The embedded database is closed' } });
    expect(failures).toEqual([]);
  }, 60_000);
});
