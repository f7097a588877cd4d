import { compressJsonAnswer, jsonEncodingFor } from './compress-json';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { AppError, platformErrors } from '../errors/app-error';
import { assertAllowedHost } from './allowed-hosts';
import { assertNoControlCharacters, assertNoControlCharactersInUrl } from '../text/control-characters';
import type { Logger } from '../log/logger';
import type { ActorResolver, AppBindings } from './app-env';
import { errorHandler, errorResponse } from './error-handler';
import { requestContext } from './request-context';
import { assertSameOrigin } from './same-origin';
import { answerCachedRead, type CachedReads } from './cached-reads';

/** A write path (matched whole) allowed a body up to `maxBytes`. */
export interface LargeBodyPath {
  pattern: RegExp;
  maxBytes: number;
}

/**
 * A router whose validation failures become our 400 wire format. Every string a route is given
 * (body, query, path parameters, form fields) is also refused when it holds a control character,
 * here once rather than in each schema.
 */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        throw platformErrors.invalidInput(
          result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      assertNoControlCharacters(result.data);
    },
  });
}

export interface CreateAppOptions {
  log: Logger;
  publicUrl: string;
  bodyLimitBytes: number;
  /** Host names every request must be addressed to (see allowed-hosts.ts); unset, any (tests of the platform alone). */
  allowedHosts?: readonly string[];
  /** Path prefixes exempt from the same-origin check (signed webhooks); the body limit still applies. */
  crossSiteWritePaths?: string[];
  /** Paths allowed a larger body than `bodyLimitBytes` (e.g. a receipt uploaded in one request). */
  largeBodyPaths?: LargeBodyPath[];
  /** Who is signed in behind a request, for routes that declare their callers (see callers.ts); by default nobody is. */
  resolveActor?: ActorResolver;
  /** Screens whose answers are kept per caller until their workspace changes (read-cache.ts); none by default. */
  cachedReads?: CachedReads;
  /** The level of each API request's log line: info by default, debug where people read the logs in a terminal. */
  requestLogLevel?: 'info' | 'debug';
}

const nobodySignedIn: ActorResolver = () => Promise.reject(new AppError('platform.sign-in-required', 401, 'Please sign in to continue.'));

/** The HTTP app with every cross-cutting concern; modules mount their routers under /api. */
export function createApp(options: CreateAppOptions) {
  const app = createRouter();
  app.use(requestContext(options.log, options.resolveActor ?? nobodySignedIn, options.requestLogLevel ?? 'info'));
  if (options.allowedHosts) {
    const allowedHosts = new Set(options.allowedHosts);
    // Every route (API, pages, the web app): the first thing checked after the request id.
    app.use((c, next) => {
      assertAllowedHost(c.req.url, allowedHosts);
      return next();
    });
  }
  // Query strings and paths of every route, the pages outside the API contract included.
  app.use((c, next) => {
    assertNoControlCharactersInUrl(c.req.url);
    return next();
  });
  const publicOrigin = new URL(options.publicUrl).origin;
  const crossSiteWritePaths = options.crossSiteWritePaths ?? [];
  const limitBody = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: () => {
      throw platformErrors.payloadTooLarge();
    },
  });
  const largeBodies = (options.largeBodyPaths ?? []).map((entry) => ({
    pattern: entry.pattern,
    limit: bodyLimit({
      maxSize: Math.max(entry.maxBytes, options.bodyLimitBytes),
      onError: () => {
        throw platformErrors.payloadTooLarge();
      },
    }),
  }));
  // One guard for every API request (each middleware layer costs throughput): reads pass
  // straight through, their JSON compressed when large and the client takes it; writes must
  // come from our own pages and stay under the body limit.
  // A write drops its workspace's kept screens here before it answers, so its author's next
  // read sees it; other instances hear of it from the database (read-cache.ts).
  const cachedReads = options.cachedReads;
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET') {
      const encoding = jsonEncodingFor(c.req.header('accept-encoding'));
      if (cachedReads?.paths.has(c.req.path)) return answerCachedRead(c, next, cachedReads, encoding);
      return encoding ? next().then(() => compressJsonAnswer(c, encoding)) : next();
    }
    if (c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (!crossSiteWritePaths.some((prefix) => c.req.path.startsWith(prefix))) assertSameOrigin(c, publicOrigin);
    const large = largeBodies.length > 0 ? largeBodies.find((entry) => entry.pattern.test(c.req.path)) : undefined;
    const written = (large?.limit ?? limitBody)(c, next);
    if (!cachedReads) return written;
    return written.then((answer) => {
      const actor = c.get('actor');
      if (actor) cachedReads.cache.forgetWorkspace(actor.workspaceId);
      return answer;
    });
  });
  app.onError(errorHandler(options.log));
  app.notFound((c) => errorResponse(c, platformErrors.notFound()));
  return app;
}
