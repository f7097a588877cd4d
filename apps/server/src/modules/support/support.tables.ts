import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The accounts module's users and workspaces, named only as targets of this table's foreign
 * keys: a module never imports another's tables (accounts.tables.ts defines them, the schema
 * barrel holds them). Not exported, so drizzle-kit sees the same schema.
 */
const users = pgTable('users', { id: uuid('id').primaryKey() });
const organizations = pgTable('organizations', { id: uuid('id').primaryKey() });

/**
 * Questions and demo requests sent from the FAQ. Kept so nothing a visitor wrote is lost if the
 * email to the host team fails, and so the per-address limit can be counted.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['support', 'demo'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** Set when the sender was signed in, so the team can see whose account it is about. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** A keyed hash of the sender's address (never the address itself): the rate limit counts by it. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('contact_requests_client_key_created_at_idx').on(table.clientKey, table.createdAt),
    check('contact_requests_kind_check', sql`${table.kind} in ('support', 'demo')`),
  ],
);
