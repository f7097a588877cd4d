import type { Profile } from '@cohost/shared';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
