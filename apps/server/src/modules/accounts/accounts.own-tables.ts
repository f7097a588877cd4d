import { primaryKey, text, timestamp, uuid, pgTable } from 'drizzle-orm/pg-core';
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
