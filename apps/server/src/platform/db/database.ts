import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedThread, type WorkerEntry } from './embedded-thread';

/** Drizzle's SQL-like API over either driver (tables are imported where they are queried). */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: the same query API as Database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The embedded database as the app uses it: PGlite in this thread (tests, one-off scripts), or
 * an `EmbeddedThread` that runs it on a worker thread (the server).
 */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'dumpDataDir' | 'close' | 'closed'>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The embedded instance (pglite driver only), shared with the job queue and the realtime hub. */
  pglite?: EmbeddedClient;
  /** The connection string (postgres driver only), for the job queue's own pool. */
  connectionString?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string }
  /**
   * PGlite on a worker thread started from `thread`, so its SQL never holds up the event loop;
   * `onFailure` hears of a thread that stops on its own.
   */
  | { driver: 'pglite'; thread: WorkerEntry; dataDir?: string; sharedBuffers?: string; onFailure: (error: Error) => void }
  | { driver: 'postgres'; connectionString: string; poolMax?: number };

/** Advisory-lock key that serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'pglite' && 'thread' in options) {
    const { thread, onFailure, dataDir, sharedBuffers } = options;
    const embedded = await EmbeddedThread.open(thread, { ...(dataDir ? { dataDir } : {}), ...(sharedBuffers ? { sharedBuffers } : {}) }, onFailure);
    return {
      db: drizzlePglite({ client: embedded as unknown as PGlite }) as unknown as Database,
      driver: 'pglite',
      pglite: embedded,
      close: () => embedded.close(),
    };
  }
  if (options.driver === 'pglite') {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // PostgreSQL's default 128MB of buffers is most of the embedded database's memory.
      ...(options.sharedBuffers ? { postgresqlconf: [`shared_buffers=${options.sharedBuffers}`] } : {}),
    });
    const db = drizzlePglite({ client: pglite }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      pglite,
      close: async () => {
        if (!pglite.closed) await pglite.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolMax ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool }) as unknown as Database;
  return { db, driver: 'postgres', connectionString: options.connectionString, close: () => pool.end() };
}

/**
 * Applies committed migrations; safe to call from several instances at once. When some were
 * applied, the planner's statistics are refreshed (`ANALYZE`): new tables and indexes have none,
 * and the embedded database has no autovacuum to gather them. Returns how many were applied.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder: string): Promise<number> {
  if (await upToDate(handle.db, migrationsFolder)) return 0;
  const before = await appliedMigrations(handle.db);
  await applyMigrations(handle, migrationsFolder);
  const applied = (await appliedMigrations(handle.db)) - before;
  if (applied > 0) await refreshStatistics(handle.db);
  return applied;
}

/**
 * Whether the newest migration in the folder is already applied: drizzle applies the journal's
 * entries newer than the newest applied one, so a start with nothing new skips reading and
 * hashing every migration file.
 */
async function upToDate(db: Database, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return false;
  const [row] = await queryRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return row?.newest != null && Number(row.newest) >= newest;
}

async function appliedMigrations(db: Database): Promise<number> {
  const [table] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return 0;
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row?.count ?? 0;
}

/**
 * Fresh planner statistics (`ANALYZE`) for some tables, or all of them. Without them a query
 * over a grown table can take a plan made for an empty one (the embedded database never
 * gathers them by itself; PostgreSQL's autovacuum does, later).
 */
export async function refreshStatistics(db: Database, tables: string[] = []): Promise<void> {
  if (tables.some((table) => !/^[a-z_][a-z0-9_]*$/.test(table))) throw new Error(`Not a table name: ${tables.join(', ')}`);
  await db.execute(sql.raw(tables.length ? `analyze ${tables.join(', ')}` : 'analyze'));
}

async function applyMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Round-trip time of a trivial query, in milliseconds. */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Rows of a raw SQL query, whichever driver runs it. */
export async function queryRows<T extends Record<string, unknown>>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
