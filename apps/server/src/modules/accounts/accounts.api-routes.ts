import { createRoute, z } from '@hono/zod-openapi';
import { CleanerSignInInputSchema, CloseAccountInputSchema, ErrorResponseSchema, MeSchema, PreferencesSchema, ProfileSchema } from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AccountsDeps } from './accounts.deps';
import type { Auth } from './auth/create-auth';
import type { ResolveActor } from './auth/resolve-actor';
import { closeAccount } from './use-cases/close-account';
import { exportAccountData } from './use-cases/export-account-data';
import { getMe } from './use-cases/get-me';
import { signInCleaner } from './use-cases/sign-in-cleaner';
import { updatePreferences } from './use-cases/update-preferences';
import { updateProfile } from './use-cases/update-profile';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = {
  400: json(ErrorResponseSchema, 'Invalid input'),
  401: json(ErrorResponseSchema, 'Not signed in'),
  403: json(ErrorResponseSchema, 'Not allowed'),
};

export const getMeRoute = createRoute({
  operationId: 'getMe',
  method: 'get',
  path: '/accounts/me',
  tags: ['accounts'],
  summary: 'The signed-in person, their workspace, profile and preferences',
  responses: { 200: json(MeSchema, 'The account'), ...errors },
});

export const updateProfileRoute = createRoute({
  operationId: 'updateProfile',
  method: 'put',
  path: '/accounts/me/profile',
  tags: ['accounts'],
  summary: 'Save profile fields',
  request: { body: { content: { 'application/json': { schema: ProfileSchema } }, required: true } },
  responses: { 200: json(MeSchema, 'The updated account'), ...errors },
});

export const updatePreferencesRoute = createRoute({
  operationId: 'updatePreferences',
  method: 'put',
  path: '/accounts/me/preferences',
  tags: ['accounts'],
  summary: 'Save notification and privacy choices',
  request: { body: { content: { 'application/json': { schema: PreferencesSchema } }, required: true } },
  responses: { 200: json(MeSchema, 'The updated account'), ...errors },
});

export const exportAccountDataRoute = createRoute({
  operationId: 'exportAccountData',
  method: 'get',
  path: '/accounts/me/export',
  tags: ['accounts'],
  summary: 'Download everything Cohost holds about you (and your workspace, for hosts) as JSON',
  responses: { 200: json(z.record(z.string(), z.unknown()), 'The archive'), ...errors },
});

export const closeAccountRoute = createRoute({
  operationId: 'closeAccount',
  method: 'post',
  path: '/accounts/me/close',
  tags: ['accounts'],
  summary: 'Close the account now; it is deleted 30 days later',
  request: { body: { content: { 'application/json': { schema: CloseAccountInputSchema } }, required: true } },
  responses: { 200: json(z.object({ purgeAfter: z.iso.datetime() }), 'Closed'), ...errors },
});

export const signInCleanerRoute = createRoute({
  operationId: 'signInCleaner',
  method: 'post',
  path: '/accounts/cleaner-sign-in',
  tags: ['accounts'],
  summary: "Sign in to the cleaner portal with the team's cleaner code",
  request: { body: { content: { 'application/json': { schema: CleanerSignInInputSchema } }, required: true } },
  responses: { 200: json(z.object({ user: z.object({ id: z.string(), email: z.string() }).loose() }).loose(), 'Signed in (session cookie set)'), ...errors },
});

export function accountsApiRoutes(deps: AccountsDeps & { jobs: JobQueue }, auth: Auth, resolveActor: ResolveActor) {
  return createRouter()
    .openapi(getMeRoute, async (c) => c.json(await getMe(deps, await resolveActor(c.req.raw.headers)), 200))
    .openapi(updateProfileRoute, async (c) => c.json(await updateProfile(deps, await resolveActor(c.req.raw.headers), c.req.valid('json')), 200))
    .openapi(updatePreferencesRoute, async (c) =>
      c.json(await updatePreferences(deps, await resolveActor(c.req.raw.headers), c.req.valid('json')), 200),
    )
    .openapi(exportAccountDataRoute, async (c) => {
      const data = await exportAccountData(deps, await resolveActor(c.req.raw.headers));
      c.header('Content-Disposition', `attachment; filename="cohost-export-${data.exportedAt.slice(0, 10)}.json"`);
      return c.json(data, 200);
    })
    .openapi(closeAccountRoute, async (c) => c.json(await closeAccount(deps, await resolveActor(c.req.raw.headers)), 200))
    .openapi(signInCleanerRoute, async (c) => (await signInCleaner(deps, auth, c.req.valid('json'), c.req.raw.headers)) as never);
}
