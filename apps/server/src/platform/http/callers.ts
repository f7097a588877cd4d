import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { rolesWith, type Permission, type WorkspaceRole } from '@cohost/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors/app-error';
import type { AppBindings, HttpActor } from './app-env';

/**
 * Who may call an operation, as its OpenAPI `x-callers`: `anyone` (signed out too), or the
 * workspace roles holding its `x-permission`.
 */
type Caller = 'anyone' | WorkspaceRole;

/** Handlers behind a signed-in declaration read the caller with `c.get('actor')`. */
type SignedInEnv = AppBindings & { Variables: { actor: HttpActor } };

interface Callers<M extends MiddlewareHandler<SignedInEnv> | MiddlewareHandler<AppBindings> | undefined> {
  readonly list: readonly Caller[];
  /** The permission of the matrix (packages/shared permissions.ts) the operation needs; none when anyone may call. */
  readonly permission: Permission | null;
  /** Refuses the others before input is read or anything is looked up; none when anyone may call. */
  readonly middleware: M;
}

/**
 * The request's actor, resolved once per request (the answer is kept on the context) with the
 * resolver given to createApp.
 */
export async function requestActor(c: Context<AppBindings>): Promise<HttpActor> {
  const known = c.get('actor');
  if (known) return known;
  const actor = await c.get('resolveActor')(c.req.raw.headers);
  c.set('actor', actor);
  return actor;
}

interface SignedInOptions {
  /** The error a signed-out caller gets instead of the resolver's own 401 (a module's wording). */
  signedOut?: () => AppError;
}

function signedIn(roles: readonly WorkspaceRole[], forbidden: () => AppError, options: SignedInOptions): MiddlewareHandler<SignedInEnv> {
  const middleware: MiddlewareHandler<AppBindings> = async (c, next) => {
    let actor: HttpActor;
    try {
      actor = await requestActor(c);
    } catch (error) {
      if (options.signedOut && error instanceof AppError && error.status === 401) throw options.signedOut();
      throw error;
    }
    if (!roles.includes(actor.role)) throw forbidden();
    await next();
  };
  // What it adds: `actor` is set for the handler.
  return middleware as MiddlewareHandler<SignedInEnv>;
}

/** Anyone, signed out too; nothing is resolved. */
export const anyone: Callers<undefined> = { list: ['anyone'], permission: null, middleware: undefined };

/** Anyone, signed out too; a signed-in caller is identified (`c.get('actor')`, undefined for a visitor). */
export const anyoneIdentified: Callers<MiddlewareHandler<AppBindings>> = {
  list: ['anyone'],
  permission: null,
  middleware: async (c, next) => {
    // A visitor is not an error here: the request is simply not linked to an account.
    await requestActor(c).catch(() => undefined);
    await next();
  },
};

/**
 * The members whose role holds `permission` in the matrix; the other members get the module's
 * `forbidden` error (a 403 in its words), a signed-out caller a 401.
 */
export function allowed(permission: Permission, forbidden: () => AppError, options: SignedInOptions = {}): Callers<MiddlewareHandler<SignedInEnv>> {
  const roles = rolesWith(permission);
  return { list: roles, permission, middleware: signedIn(roles, forbidden, options) };
}

type AnyCallers = Callers<MiddlewareHandler<SignedInEnv> | MiddlewareHandler<AppBindings> | undefined>;

/**
 * `createRoute` with its callers declared: they are written in the operation as `x-callers`,
 * and its middleware refuses everyone else (with the usual error shape) before the handler runs.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P; callers: AnyCallers }>(config: R) {
  const { callers, ...route } = config;
  return createRoute({ ...route, 'x-callers': callers.list, ...(callers.permission ? { 'x-permission': callers.permission } : {}), ...(callers.middleware ? { middleware: callers.middleware } : {}) } as Omit<R, 'callers'> & {
    path: P;
    'x-callers': readonly Caller[];
    middleware: R['callers']['middleware'];
  });
}
