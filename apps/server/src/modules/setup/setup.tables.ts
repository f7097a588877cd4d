import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who hid the setup checklist in which workspace (the steps themselves are read from each module's own data, never stored). */
export const setupDismissals = pgTable(
  'setup_dismissals',
  {
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);
