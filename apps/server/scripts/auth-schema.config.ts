import { createAuth } from '../src/modules/accounts/auth/create-auth';
import type { Database } from '../src/platform/db/database';

// Read by the better-auth CLI to generate accounts.tables.ts (see the accounts README):
//   npx -y -p node@22 -p auth@1.7.7 auth generate --config apps/server/scripts/auth-schema.config.ts \
//     --output apps/server/src/modules/accounts/accounts.tables.ts --yes
// Only the shape of the configuration matters here; nothing is connected or sent.
export const auth = createAuth({
  db: {} as Database,
  clock: { now: () => new Date() },
  secret: 'schema-generation-only-not-a-secret',
  publicUrl: 'http://localhost:3000',
  production: false,
  messages: { email: async () => {}, sms: async () => {} },
  onUserCreated: async () => {},
  isAccountClosed: async () => false,
  findDefaultWorkspaceId: async () => null,
});
