import { z } from '@hono/zod-openapi';
import { CleanerSignInInputSchema, CloseAccountInputSchema, MeSchema, PreferencesSchema, ProfileSchema } from '@cohost/shared';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json } from '../../platform/http/route-helpers';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from './accounts.deps';
import { accountsErrors } from './accounts.errors';
import type { Auth } from './auth/create-auth';
import { resolveClientIp, withClientIp } from './domain/client-ip';
import { closeAccount } from './use-cases/close-account';
import { exportAccountData } from './use-cases/export-account-data';
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

export const exportAccountDataRoute = defineRoute({
  callers: ownAccount,
  operationId: 'exportAccountData',
  method: 'get',
  path: '/accounts/me/export',
  tags: ['accounts'],
  summary: 'Download everything Cohost holds about you (and your workspace, for hosts) as JSON',
  responses: { 200: json(z.record(z.string(), z.unknown()), 'The archive'), ...routeErrors },
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
    .openapi(exportAccountDataRoute, async (c) => {
      const data = await exportAccountData(deps, c.get('actor'));
      c.header('Content-Disposition', `attachment; filename="cohost-export-${data.exportedAt.slice(0, 10)}.json"`);
      return c.json(data, 200);
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
