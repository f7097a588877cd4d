import { createRoute, z } from '@hono/zod-openapi';
import type { AppModule } from '../../platform/module';
import { createRouter } from '../../platform/http/create-app';
import { demoFeedPath, isDemoFeed, renderDemoFeed } from './domain/demo-feeds';
import { createHttpFeedFetcher, type FeedFetcher } from './providers/feed-fetcher';
import type { ReservationsDeps } from './reservations.deps';
import { registerReservationsJobs } from './reservations.jobs';
import { listEventsAfter } from './reservations.repo';
import { reservationsRoutes } from './reservations.routes';
import { seedDemoPortfolio } from './use-cases/seed-demo-portfolio';

export type { ReservationsDeps } from './reservations.deps';
export type { ReservationsPorts } from './reservations.ports';
export type { FeedFetcher } from './providers/feed-fetcher';
export { FeedFetchError } from './providers/feed-fetcher';
export { localInstant, localToday, stayInstants } from './domain/stay-times';

const DEMO_FEED_PATH = /^\/api\/demo-feeds\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\.ics$/;

/**
 * The feed fetcher of this installation: real HTTP with the SSRF guard, except the demo's
 * sample feeds under our own address, which are answered in-process (so the guard never has
 * to let loopback through for them).
 */
export function createFeedFetcher(options: { publicUrl: string; allowPrivateAddresses: boolean }): FeedFetcher {
  const origin = new URL(options.publicUrl).origin;
  return createHttpFeedFetcher({
    allowPrivateAddresses: options.allowPrivateAddresses,
    resolveInternal: (url) => {
      if (url.origin !== origin) return null;
      const match = DEMO_FEED_PATH.exec(url.pathname);
      return match && isDemoFeed(match[2]!) ? renderDemoFeed(match[2]!, match[1]!) : null;
    },
  });
}

/** The sample feeds, also readable by a person (they hold no one's data). */
const getDemoFeedRoute = createRoute({
  operationId: 'getDemoFeed', method: 'get', path: '/demo-feeds/{anchor}/{file}', tags: ['calendar sync'],
  summary: "The demo portfolio's sample iCal feeds (no sign-in; sample data only)",
  request: {
    params: z.object({
      anchor: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ param: { name: 'anchor', in: 'path' } }),
      file: z.string().max(100).openapi({ param: { name: 'file', in: 'path' } }),
    }),
  },
  responses: { 200: { description: 'The sample feed', content: { 'text/calendar': { schema: z.string() } } }, 404: { description: 'No such sample' } },
});

/** Stays and blocks, calendar feeds and their sync, the export feed, the portfolio dashboard. */
export function createReservationsModule(deps: ReservationsDeps) {
  const routes = reservationsRoutes(deps).route(
    '/',
    createRouter().openapi(getDemoFeedRoute, (c) => {
      const { anchor, file } = c.req.valid('param');
      const name = file.replace(/\.ics$/, '');
      if (!isDemoFeed(name) || demoFeedPath(name, anchor) !== `/api/demo-feeds/${anchor}/${file}`) return c.body(null, 404);
      return c.body(renderDemoFeed(name, anchor), 200, { 'content-type': 'text/calendar; charset=utf-8' });
    }),
  );
  return {
    name: 'reservations',
    routes,
    registerJobs: (queue) => registerReservationsJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoPortfolio(deps, actor);
    },
    stop: async () => deps.fetcher.close(),
    /** Reservation events after `afterSeq`, in order: the outbox later capabilities read. */
    readEvents: (afterSeq: number, limit = 500) => listEventsAfter(deps.db, afterSeq, limit),
  } satisfies AppModule & Record<string, unknown>;
}
