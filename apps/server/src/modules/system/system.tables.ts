import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when the demo workspace was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per running process that works jobs; health reports which are alive. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  instanceId: text('instance_id').primaryKey(),
  role: text('role').notNull(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
