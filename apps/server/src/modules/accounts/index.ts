import type { Actor } from './domain/actor';
import type { AppModule } from '../../platform/module';
import type { AccountsDeps } from './accounts.deps';
import { accountsApiRoutes } from './accounts.api-routes';
import { registerAccountsJobs } from './accounts.jobs';
import { findFirstWorkspaceId, findProfile } from './accounts.repo';
import { createActorResolver } from './auth/resolve-actor';
import { authRoutes } from './accounts.routes';
import { createAuth } from './auth/create-auth';
import { setUpNewUser } from './use-cases/set-up-new-user';
import { seedDemoHost } from './use-cases/seed-demo-host';
import { findDemoActor } from './use-cases/find-demo-actor';
import { findContact, type Contact } from './use-cases/find-contact';
import { findUserName } from './use-cases/find-user-name';
import { findAlertContact } from './use-cases/find-alert-contact';
import { countMembers } from './use-cases/count-members';
import { findWorkspaceOwner } from './use-cases/find-workspace-owner';

export type { AccountsDeps } from './accounts.deps';
export type { AccountMessages } from './accounts.ports';
export type { Auth } from './auth/create-auth';
export type { Actor } from './domain/actor';
export { isHost } from './domain/actor';
export type { Contact } from './use-cases/find-contact';
export type { ResolveActor } from './auth/resolve-actor';

export type { DemoLogin } from './use-cases/seed-demo-host';
export { DEMO_HOST_EMAIL } from './accounts.constants';

/**
 * `onDemoLogin` receives the demo host's credentials when the demo is first seeded, so the
 * composition root can keep them for the start-up banner.
 */
export function createAccountsModule(
  deps: AccountsDeps & {
    onDemoLogin: (login: { email: string; password: string }) => Promise<void>;
    /** A workspace was made for a new host (billing starts its trial). */
    onWorkspaceCreated: (workspaceId: string) => Promise<void>;
  },
): AppModule & {
  auth: ReturnType<typeof createAuth>;
  resolveActor: ReturnType<typeof createActorResolver>;
  findContact: (userId: string) => Promise<Contact | null>;
  findWorkspaceOwner: (workspaceId: string) => Promise<(Contact & { userId: string }) | null>;
  countMembers: (workspaceId: string) => Promise<number>;
  findDemoActor: () => Promise<Actor | null>;
  findAlertContact: (workspaceId: string) => ReturnType<typeof findAlertContact>;
  findUserName: (userId: string) => Promise<string | null>;
} {
  const auth = createAuth({
    db: deps.db,
    clock: deps.clock,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    production: deps.production,
    messages: deps.messages,
    onUserCreated: async (user, signUp) => {
      const workspaceId = await setUpNewUser(deps, user, signUp);
      if (workspaceId) await deps.onWorkspaceCreated(workspaceId);
    },
    isAccountClosed: async (userId) => Boolean((await findProfile(deps.db, userId))?.closedAt),
    findDefaultWorkspaceId: (userId) => findFirstWorkspaceId(deps.db, userId),
  });
  const resolveActor = createActorResolver(auth, deps.db);
  const api = accountsApiRoutes(deps, auth, resolveActor);
  return {
    name: 'accounts',
    kind: 'core',
    auth,
    resolveActor,
    findContact: (userId: string) => findContact(deps.db, userId),
    findWorkspaceOwner: (workspaceId: string) => findWorkspaceOwner(deps.db, workspaceId),
    countMembers: (workspaceId: string) => countMembers(deps.db, workspaceId),
    findDemoActor: () => findDemoActor(deps.db),
    findAlertContact: (workspaceId: string) => findAlertContact(deps.db, workspaceId),
    findUserName: (userId: string) => findUserName(deps.db, userId),
    // The typed API router comes first so its routes reach the OpenAPI document (and the web client).
    routes: api.route('/', authRoutes(auth, { trustProxy: deps.trustProxy })),
    registerJobs: (queue) => registerAccountsJobs(queue, deps),
    seedDemo: async () => {
      const login = await seedDemoHost(auth);
      if (login) await deps.onDemoLogin(login);
    },
  };
}
