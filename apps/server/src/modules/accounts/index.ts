import type { AppModule } from '../../platform/module';
import type { AccountsDeps } from './accounts.deps';
import { findFirstWorkspaceId } from './accounts.repo';
import { authRoutes } from './accounts.routes';
import { createAuth } from './auth/create-auth';
import { createWorkspaceForUser } from './use-cases/create-workspace-for-user';
import { seedDemoHost } from './use-cases/seed-demo-host';

export type { AccountsDeps } from './accounts.deps';
export type { AccountMessages } from './accounts.ports';
export type { Auth } from './auth/create-auth';

export type { DemoLogin } from './use-cases/seed-demo-host';
export { DEMO_HOST_EMAIL } from './accounts.constants';

/**
 * `onDemoLogin` receives the demo host's credentials when the demo is first seeded, so the
 * composition root can keep them for the start-up banner.
 */
export function createAccountsModule(
  deps: AccountsDeps & { onDemoLogin: (login: { email: string; password: string }) => Promise<void> },
): AppModule & { auth: ReturnType<typeof createAuth> } {
  const auth = createAuth({
    db: deps.db,
    clock: deps.clock,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    production: deps.production,
    messages: deps.messages,
    onUserCreated: async (user) => {
      await createWorkspaceForUser(deps, user);
    },
    findDefaultWorkspaceId: (userId) => findFirstWorkspaceId(deps.db, userId),
  });
  return {
    name: 'accounts',
    auth,
    routes: authRoutes(auth, { trustProxy: deps.trustProxy }),
    seedDemo: async () => {
      const login = await seedDemoHost(auth);
      if (login) await deps.onDemoLogin(login);
    },
  };
}
