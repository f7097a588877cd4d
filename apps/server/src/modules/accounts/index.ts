import type { AppModule, ModuleContext } from '../../platform/module';
import type { AccountsDeps } from './accounts.deps';
import { DEMO_CLEANER_LOGIN_FACT, DEMO_LOGIN_FACT } from './accounts.constants';
import type { AccountsUses } from './accounts.ports';
import { accountsApiRoutes } from './accounts.api-routes';
import { registerAccountsJobs } from './accounts.jobs';
import { accountsExportParts, consumeRateLimit, countPendingInvitations, findFirstWorkspaceId, isRateLimited, findProfile } from './accounts.repo';
import type { ExportPart } from '../../platform/export/export-part';
import { createActorResolver } from './auth/resolve-actor';
import { SESSION_CHANGES, SessionCache } from './auth/session-cache';
import { SessionAnswers, type SessionAnswer } from './auth/session-answers';
import { authRoutes } from './accounts.routes';
import { createAuth } from './auth/create-auth';
import { setUpNewUser } from './use-cases/set-up-new-user';
import { buildWorkspaceExport } from './use-cases/build-workspace-export';
import { seedDemoHost } from './use-cases/seed-demo-host';
import { findDemoActor } from './use-cases/find-demo-actor';
import { findContact } from './use-cases/find-contact';
import { findUserName } from './use-cases/find-user-name';
import { findAlertContact } from './use-cases/find-alert-contact';
import { countMembers } from './use-cases/count-members';
import { findWorkspaceOwner } from './use-cases/find-workspace-owner';
import type { DemoLogin } from './use-cases/seed-demo-host';
import { findDemoCleaner, seedDemoCleaner, type DemoCleanerLogin } from './use-cases/seed-demo-cleaner';
import { listWorkspaceCleaners } from './use-cases/list-workspace-cleaners';
import { listWorkspaceManagers } from './use-cases/list-workspace-managers';

export type { AccountsDeps } from './accounts.deps';
export type { AccountsUses } from './accounts.ports';
export type { Actor } from './domain/actor';

export type { DemoLogin } from './use-cases/seed-demo-host';
export { DEMO_CLEANER_LOGIN_FACT, DEMO_LOGIN_FACT } from './accounts.constants';
/** The installation topic on which the database announces a changed user (sign-out, role, name…). */
export { SESSION_CHANGES as USER_CHANGES } from './auth/session-cache';
export type { DemoCleanerLogin } from './use-cases/seed-demo-cleaner';
export type { WorkspaceCleaner } from './use-cases/list-workspace-cleaners';

/** A hook run when a workspace is made for a new host (billing starts its trial), before sign-up answers. */
export type WorkspaceCreatedHook = (workspaceId: string) => Promise<void>;

/** Users, sign-in, sessions and two-factor, workspaces and roles, invitations, the cleaner portal's sign-in. */
export function createAccountsModule(context: ModuleContext, config: Pick<AccountsDeps, 'secret' | 'publicUrl' | 'production' | 'trustProxy'>, uses: AccountsUses) {
  const deps: AccountsDeps = { ...context, ...config, messages: uses.notifications, exportParts: accountsExportParts(context.db) };
  const workspaceCreatedHooks: WorkspaceCreatedHook[] = [];
  const auth = createAuth({
    db: deps.db,
    clock: deps.clock,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    production: deps.production,
    messages: deps.messages,
    onUserCreated: async (user, signUp) => {
      const workspaceId = await setUpNewUser(deps, user, signUp);
      if (workspaceId) for (const hook of workspaceCreatedHooks) await hook(workspaceId);
    },
    isAccountClosed: async (userId) => Boolean((await findProfile(deps.db, userId))?.closedAt),
    findDefaultWorkspaceId: (userId) => findFirstWorkspaceId(deps.db, userId),
  });
  const sessions = new SessionCache();
  const resolveActor = createActorResolver(auth, deps.db, sessions);
  // better-auth's own get-session answers, kept and dropped exactly like the actors.
  const answers = new SessionCache<SessionAnswer>();
  const caches = [sessions, answers];
  const clearCaches = () => caches.forEach((cache) => cache.clear());
  // The database announces every change to who a user is or where (migration 0018): the
  // session caches drop that user; announcements possibly missed drop everything. Watched from
  // the start, before any request can fill them.
  const stopWatching = [
    deps.realtime.subscribeInstallation(SESSION_CHANGES, (event) => {
      const userId = event.data?.userId;
      if (event.type === 'accounts.user-changed' && typeof userId === 'string') caches.forEach((cache) => cache.forgetUser(userId));
    }),
    deps.realtime.onResync(clearCaches),
  ];
  const api = accountsApiRoutes(deps, auth, clearCaches);
  return {
    name: 'accounts',
    kind: 'core',
    auth,
    resolveActor,
    identifiesActors: resolveActor,
    findContact: (userId: string) => findContact(deps.db, userId),
    findWorkspaceOwner: (workspaceId: string) => findWorkspaceOwner(deps.db, workspaceId),
    countMembers: (workspaceId: string) => countMembers(deps.db, workspaceId),
    findDemoActor: () => findDemoActor(deps.db),
    findAlertContact: (workspaceId: string) => findAlertContact(deps.db, workspaceId),
    findUserName: (userId: string) => findUserName(deps.db, userId),
    /** Counts one attempt under `key` (other modules' credential checks: messaging's mail server tests); false once past `max` in `window` seconds (at most 60: the store prunes older rows). */
    consumeRateLimit: (key: string, rule: { window: number; max: number }) => consumeRateLimit(deps.db, key, rule, Date.now()),
    /** Whether `key` is past its limit now, without counting an attempt. */
    isRateLimited: (key: string, rule: { window: number; max: number }) => isRateLimited(deps.db, key, rule, Date.now()),
    /** The workspace's managers with their email (claims warns them of deadlines beside the owner). */
    listManagers: (workspaceId: string) => listWorkspaceManagers(deps.db, workspaceId),
    /** The workspace's cleaners with their contact (the cleaning module's roster). */
    listCleaners: (workspaceId: string) => listWorkspaceCleaners(deps.db, workspaceId),
    /** How many invitations with a role wait to be accepted (the setup checklist: a cleaner invited). */
    countPendingInvitations: (workspaceId: string, role: 'manager' | 'cleaner') => countPendingInvitations(deps.db, workspaceId, role),
    /** The demo cleaner acting in the demo workspace (other modules' demo data); null before they exist. */
    findDemoCleaner: () => findDemoCleaner(deps.db),
    // The typed API router comes first so its routes reach the OpenAPI document (and the web client).
    routes: api.route('/', authRoutes(new SessionAnswers(auth, answers), { trustProxy: deps.trustProxy })),
    registerJobs: (queue) => registerAccountsJobs(queue, deps),
    stop: async () => {
      for (const stop of stopWatching.splice(0)) stop();
      clearCaches();
    },
    seedDemo: async () => {
      const login = await seedDemoHost(auth);
      if (login) await uses.system.recordInstallationFact(DEMO_LOGIN_FACT, login);
      const host = await findDemoActor(deps.db);
      const cleaner = host ? await seedDemoCleaner(deps, auth, host) : null;
      if (cleaner) await uses.system.recordInstallationFact(DEMO_CLEANER_LOGIN_FACT, cleaner);
    },
    /** The other modules' parts of the workspace export (their faces' `exportParts`), handed over by the root once all exist. */
    addExportParts: (parts: ExportPart[]) => void deps.exportParts.push(...parts),
    /** One run of the export job (`accounts.build-export`) for an export (tests drive it by hand). */
    buildExport: (exportId: string) => buildWorkspaceExport(deps, exportId),
    /** Runs `hook` for every workspace made for a new host, before sign-up answers. */
    onWorkspaceCreated: (hook: WorkspaceCreatedHook) => void workspaceCreatedHooks.push(hook),
    /** The demo host's sign-in while the demo workspace exists (the start-up banner). */
    findDemoLogin: () => uses.system.findInstallationFact<DemoLogin>(DEMO_LOGIN_FACT),
    /** The demo cleaner's sign-in (with the workspace's cleaner code) while the demo workspace exists. */
    findDemoCleanerLogin: () => uses.system.findInstallationFact<DemoCleanerLogin>(DEMO_CLEANER_LOGIN_FACT),
  } satisfies AppModule & Record<string, unknown>;
}
