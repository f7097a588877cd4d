import type { Profile } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.tables';

/**
 * Authenticator codes already presented, so each is accepted once: a TOTP code stays valid for
 * up to 90 s (its 30 s step and one step either side), long enough to be replayed by whoever saw
 * it. Rows older than that are deleted as new codes are claimed.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** What a person keeps in account settings, and when they closed their account. */
export const accountProfiles = pgTable('account_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  bio: text('bio').notNull().default(''),
  timezone: text('timezone').$type<Profile['timezone']>().notNull().default('est'),
  language: text('language').$type<Profile['language']>().notNull().default('en'),
  preferences: jsonb('preferences').notNull(),
  /** When the person turned marketing updates on (consent, with its time); null while off. */
  marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Workspace exports (Account Settings → Export Data): built by the `accounts.build-export` job,
 * the ZIP kept in the file store under `<workspaceId>/exports/<id>.zip` until `expires_at`, then
 * deleted with its row by `accounts.delete-expired-exports`. At most one runs per workspace (the
 * partial unique index): a second request gets the running one.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'running' · 'ready' · 'failed'. */
    status: text('status').$type<'running' | 'ready' | 'failed'>().notNull(),
    partsDone: integer('parts_done').notNull().default(0),
    partsTotal: integer('parts_total').notNull(),
    fileKey: text('file_key'),
    bytes: integer('bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the archive and its link stop working (and are deleted). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('account_exports_running_idx').on(table.workspaceId).where(sql`${table.status} = 'running'`),
    index('account_exports_workspace_idx').on(table.workspaceId, table.createdAt),
    index('account_exports_expiry_idx').on(table.expiresAt),
    check('account_exports_status_check', sql`${table.status} in ('running', 'ready', 'failed')`),
  ],
);
