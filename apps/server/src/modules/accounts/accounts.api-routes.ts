import { z } from '@hono/zod-openapi';
import { CleanerSignInInputSchema, CloseAccountInputSchema, MeSchema, PreferencesSchema, ProfileSchema, WorkspaceExportSchema } from '@cohost/shared';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { fileResponse } from '../../platform/storage/file-response';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from './accounts.deps';
import { accountsErrors } from './accounts.errors';
import type { Auth } from './auth/create-auth';
import { resolveClientIp, withClientIp } from './domain/client-ip';
import { closeAccount } from './use-cases/close-account';
import { getLatestWorkspaceExport } from './use-cases/get-latest-workspace-export';
import { openWorkspaceExport } from './use-cases/open-workspace-export';
import { startWorkspaceExport } from './use-cases/start-workspace-export';
import { getMe } from './use-cases/get-me';
import { signInCleaner } from './use-cases/sign-in-cleaner';
import { unlockSignIn } from './use-cases/unlock-sign-in';
import { updatePreferences } from './use-cases/update-preferences';
import { updateProfile } from './use-cases/update-profile';

const routeErrors = errors([400, 401, 403]);
/** Every member reads and changes their own account; the matrix's permission still names it. */
const ownAccount = allowed('account.own', accountsErrors.hostsOnly);

export const getMeRoute = defineRoute({
  callers: ownAccount,
  operationId: 'getMe',
  method: 'get',
  path: '/accounts/me',
  tags: ['accounts'],
  summary: 'The signed-in person, their workspace, profile and preferences',
  responses: { 200: json(MeSchema, 'The account'), ...routeErrors },
});

export const updateProfileRoute = defineRoute({
  callers: ownAccount,
  operationId: 'updateProfile',
  method: 'put',
  path: '/accounts/me/profile',
  tags: ['accounts'],
  summary: 'Save profile fields',
  request: body(ProfileSchema),
  responses: { 200: json(MeSchema, 'The updated account'), ...routeErrors },
});

export const updatePreferencesRoute = defineRoute({
  callers: ownAccount,
  operationId: 'updatePreferences',
  method: 'put',
  path: '/accounts/me/preferences',
  tags: ['accounts'],
  summary: 'Save notification and privacy choices',
  request: body(PreferencesSchema),
  responses: { 200: json(MeSchema, 'The updated account'), ...routeErrors },
});

/** Exporting the whole workspace: the owner's (the matrix's `workspace.export`). */
const workspaceOwner = allowed('workspace.export', accountsErrors.ownerOnly);

export const startWorkspaceExportRoute = defineRoute({
  callers: workspaceOwner,
  operationId: 'startWorkspaceExport',
  method: 'post',
  path: '/accounts/me/exports',
  tags: ['accounts'],
  summary: 'Start exporting everything the workspace holds as a ZIP (built by a job); while one runs, that one is answered',
  responses: {
    202: json(WorkspaceExportSchema, 'Started'),
    200: json(WorkspaceExportSchema, 'One was already running: that one'),
    ...routeErrors,
  },
});

export const getLatestWorkspaceExportRoute = defineRoute({
  callers: workspaceOwner,
  operationId: 'getLatestWorkspaceExport',
  method: 'get',
  path: '/accounts/me/exports/latest',
  tags: ['accounts'],
  summary: "The workspace's latest export: its progress, then its download until it expires",
  responses: { 200: json(z.object({ export: WorkspaceExportSchema.nullable() }), 'The latest export, or null'), ...routeErrors },
});

export const downloadWorkspaceExportRoute = defineRoute({
  callers: workspaceOwner,
  operationId: 'downloadWorkspaceExport',
  method: 'get',
  path: '/accounts/me/exports/{exportId}/download',
  tags: ['accounts'],
  summary: 'Download a ready export (a ZIP of JSON and CSV files with a manifest) until it expires',
  request: { params: z.object({ exportId: param('exportId') }) },
  responses: {
    200: { description: 'A zip archive', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errors([400, 401, 403, 404, 409, 410], { 409: 'Still being built, or it failed', 410: 'Expired: the archive was deleted' }),
  },
});

export const closeAccountRoute = defineRoute({
  callers: ownAccount,
  operationId: 'closeAccount',
  method: 'post',
  path: '/accounts/me/close',
  tags: ['accounts'],
  summary: 'Close the account now; it is deleted 30 days later',
  request: body(CloseAccountInputSchema),
  responses: { 200: json(z.object({ purgeAfter: z.iso.datetime() }), 'Closed'), ...routeErrors },
});

export const signInCleanerRoute = defineRoute({
  callers: anyone,
  operationId: 'signInCleaner',
  method: 'post',
  path: '/accounts/cleaner-sign-in',
  tags: ['accounts'],
  summary: "Sign in to the cleaner portal with the team's cleaner code",
  request: body(CleanerSignInInputSchema),
  responses: {
    200: json(z.object({ user: z.object({ id: z.string(), email: z.string() }).loose() }).loose(), 'Signed in (session cookie set)'),
    ...errors([400, 401, 403, 429], { 401: "The code, email and password don't match a cleaner of that team", 429: 'Too many attempts from this address' }),
  },
});

export const unlockSignInRoute = defineRoute({
  callers: anyone,
  operationId: 'unlockSignIn',
  method: 'get',
  path: '/accounts/unlock-sign-in',
  tags: ['accounts'],
  summary: 'The link emailed to the owner of an account paused after too many wrong passwords: sign-in works again',
  request: { query: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 302: { description: 'To the sign-in page, with unlocked=1 or unlock=expired' }, ...errors([400]) },
});

// The resolver is no longer read here: routes declare their callers and the app resolves them once.
/**
 * The accounts API. `onWrite` runs after every request that may change who someone is or where
 * (anything but a read, here or in better-auth's routes mounted after these), before its answer
 * leaves: this instance's session cache is dropped at once, without waiting for the database's
 * announcement to come back.
 */
export function accountsApiRoutes(deps: AccountsDeps & { jobs: JobQueue }, auth: Auth, onWrite: () => void) {
  const router = createRouter();
  router.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') onWrite();
  });
  return router
    .openapi(getMeRoute, async (c) => c.json(await getMe(deps, c.get('actor')), 200))
    .openapi(updateProfileRoute, async (c) => c.json(await updateProfile(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(updatePreferencesRoute, async (c) =>
      c.json(await updatePreferences(deps, c.get('actor'), c.req.valid('json')), 200),
    )
    .openapi(startWorkspaceExportRoute, async (c) => {
      const { started, export: view } = await startWorkspaceExport(deps, c.get('actor'));
      return c.json(view, started ? 202 : 200);
    })
    .openapi(getLatestWorkspaceExportRoute, async (c) => c.json({ export: await getLatestWorkspaceExport(deps, c.get('actor')) }, 200))
    .openapi(downloadWorkspaceExportRoute, async (c) => {
      const { file, fileName } = await openWorkspaceExport(deps, c.get('actor'), c.req.valid('param').exportId);
      const response = fileResponse(file, { expiresAt: deps.clock.now(), now: deps.clock.now(), fileName });
      response.headers.set('Content-Disposition', response.headers.get('Content-Disposition')!.replace(/^inline/, 'attachment'));
      response.headers.set('Cache-Control', 'private, no-store');
      return response as never;
    })
    .openapi(closeAccountRoute, async (c) => c.json(await closeAccount(deps, c.get('actor')), 200))
    .openapi(unlockSignInRoute, async (c) =>
      c.redirect((await unlockSignIn(deps, c.req.valid('query').token)) ? '/login?unlocked=1' : '/login?unlock=expired', 302),
    )
    .openapi(signInCleanerRoute, async (c) => {
      const ip = resolveClientIp(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), deps.trustProxy);
      return (await signInCleaner(deps, auth, c.req.valid('json'), withClientIp(c.req.raw.headers, ip))) as never;
    });
}
