import { createRoute, z } from '@hono/zod-openapi';
import {
  CalendarExportSchema,
  CancelReservationInputSchema,
  ErrorResponseSchema,
  FeedInputSchema,
  FeedListSchema,
  FeedSchema,
  FeedSyncResultSchema,
  ListReservationsQuerySchema,
  PortfolioDashboardSchema,
  ReservationInputSchema,
  ReservationListSchema,
  ReservationResultSchema,
  ReservationSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import type { ReservationsDeps } from './reservations.deps';
import { addFeed } from './use-cases/add-feed';
import { getCalendarExport } from './use-cases/get-calendar-export';
import { rotateCalendarExport } from './use-cases/rotate-calendar-export';
import { cancelReservation } from './use-cases/cancel-reservation';
import { createReservation } from './use-cases/create-reservation';
import { getPortfolioDashboard } from './use-cases/get-portfolio-dashboard';
import { getReservation } from './use-cases/get-reservation';
import { getTimeline } from './use-cases/get-timeline';
import { listFeeds } from './use-cases/list-feeds';
import { listReservations } from './use-cases/list-reservations';
import { removeFeed } from './use-cases/remove-feed';
import { syncFeedNow } from './use-cases/sync-feed-now';
import { updateFeed } from './use-cases/update-feed';
import { updateReservation } from './use-cases/update-reservation';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = {
  400: json(ErrorResponseSchema, 'Invalid input'),
  401: json(ErrorResponseSchema, 'Not signed in'),
  403: json(ErrorResponseSchema, 'Not allowed (cleaners change nothing here)'),
  404: json(ErrorResponseSchema, 'Not found'),
};
const conflict = { 409: json(ErrorResponseSchema, 'Not possible in its current state'), 422: json(ErrorResponseSchema, 'A limit was reached') };
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
// Any string reaches the use case, which answers 404 for a malformed id (not a 400 that tells ids apart).
const param = (name: string) => z.string().min(1).max(100).openapi({ param: { name, in: 'path' } });
const propertyParams = z.object({ propertyId: param('propertyId') });
const reservationParams = z.object({ reservationId: param('reservationId') });
const feedParams = z.object({ feedId: param('feedId') });
const tags = ['reservations'];

export const listReservationsRoute = createRoute({
  operationId: 'listReservations', method: 'get', path: '/properties/{propertyId}/reservations', tags,
  summary: "A property's stays and blocks in a date range (default: the last month and the next year), and its double bookings",
  request: { params: propertyParams, query: ListReservationsQuerySchema },
  responses: { 200: json(ReservationListSchema, 'Stays and blocks'), ...errors },
});
export const createReservationRoute = createRoute({
  operationId: 'createReservation', method: 'post', path: '/properties/{propertyId}/reservations', tags,
  summary: 'Add a direct booking or an internal (owner, maintenance) stay (hosts only)',
  request: { params: propertyParams, ...body(ReservationInputSchema) },
  responses: { 201: json(ReservationResultSchema, 'Created, with any double bookings it makes'), ...errors },
});
export const getReservationRoute = createRoute({
  operationId: 'getReservation', method: 'get', path: '/reservations/{reservationId}', tags,
  summary: 'One reservation',
  request: { params: reservationParams },
  responses: { 200: json(ReservationSchema, 'The reservation'), ...errors },
});
export const updateReservationRoute = createRoute({
  operationId: 'updateReservation', method: 'put', path: '/reservations/{reservationId}', tags,
  summary: "Replace a reservation's fields (an imported stay keeps its feed's dates and kind)",
  request: { params: reservationParams, ...body(ReservationInputSchema) },
  responses: { 200: json(ReservationResultSchema, 'Updated, with any double bookings'), ...errors, ...conflict },
});
export const cancelReservationRoute = createRoute({
  operationId: 'cancelReservation', method: 'post', path: '/reservations/{reservationId}/cancel', tags,
  summary: 'Cancel a reservation (hosts only)',
  request: { params: reservationParams, ...body(CancelReservationInputSchema) },
  responses: { 200: json(ReservationSchema, 'Cancelled'), ...errors, ...conflict },
});
export const listFeedsRoute = createRoute({
  operationId: 'listFeeds', method: 'get', path: '/properties/{propertyId}/feeds', tags: ['calendar sync'],
  summary: "A property's calendar feeds with their health and change log, and its export link (hosts only)",
  request: { params: propertyParams },
  responses: { 200: json(FeedListSchema, 'Feeds'), ...errors },
});
export const addFeedRoute = createRoute({
  operationId: 'addFeed', method: 'post', path: '/properties/{propertyId}/feeds', tags: ['calendar sync'],
  summary: "Connect a platform's iCal feed and sync it at once (hosts only)",
  request: { params: propertyParams, ...body(FeedInputSchema) },
  responses: { 201: json(FeedSyncResultSchema, 'Added; the first sync’s result (an error keeps the feed)'), ...errors, ...conflict },
});
export const updateFeedRoute = createRoute({
  operationId: 'updateFeed', method: 'put', path: '/feeds/{feedId}', tags: ['calendar sync'],
  summary: "Change a feed's link, platform, label or interval (hosts only)",
  request: { params: feedParams, ...body(FeedInputSchema) },
  responses: { 200: json(FeedSchema, 'Updated'), ...errors, ...conflict },
});
export const syncFeedNowRoute = createRoute({
  operationId: 'syncFeedNow', method: 'post', path: '/feeds/{feedId}/sync', tags: ['calendar sync'],
  summary: 'Sync a feed now and return what changed (hosts only)',
  request: { params: feedParams },
  responses: { 200: json(FeedSyncResultSchema, 'The sync’s result'), ...errors },
});
export const removeFeedRoute = createRoute({
  operationId: 'removeFeed', method: 'delete', path: '/feeds/{feedId}', tags: ['calendar sync'],
  summary: 'Disconnect a feed; the stays it imported are kept (hosts only)',
  request: { params: feedParams },
  responses: { 204: { description: 'Removed' }, ...errors },
});
export const rotateCalendarExportRoute = createRoute({
  operationId: 'rotateCalendarExport', method: 'post', path: '/properties/{propertyId}/calendar-export/rotate', tags: ['calendar sync'],
  summary: "A new secret link for the property's export feed; the old one stops working (hosts only)",
  request: { params: propertyParams },
  responses: { 200: json(CalendarExportSchema, 'The new link'), ...errors },
});
export const getCalendarExportRoute = createRoute({
  operationId: 'getCalendarExport', method: 'get', path: '/calendar-export/{file}', tags: ['calendar sync'],
  summary: "A property's stays and blocks as an iCal feed, behind its secret link (no sign-in)",
  request: { params: z.object({ file: z.string().max(100).openapi({ param: { name: 'file', in: 'path' }, example: 'Zk3…q9.ics' }) }) },
  responses: { 200: { description: 'The iCal feed', content: { 'text/calendar': { schema: z.string() } } }, 404: json(ErrorResponseSchema, 'Unknown or reset link') },
});
export const getPortfolioDashboardRoute = createRoute({
  operationId: 'getPortfolioDashboard', method: 'get', path: '/dashboard', tags: ['portfolio'],
  summary: "Today's arrivals and departures, guests in house, the next 7 days, turnovers, this month's occupancy and revenue, alerts",
  responses: { 200: json(PortfolioDashboardSchema, 'The dashboard'), ...errors },
});
export const getTimelineRoute = createRoute({
  operationId: 'getTimeline', method: 'get', path: '/timeline', tags: ['portfolio'],
  summary: 'Properties × days: stays and blocks from a date, for a week or a month',
  request: { query: TimelineQuerySchema },
  responses: { 200: json(TimelineSchema, 'The timeline'), ...errors },
});

export function reservationsRoutes(deps: ReservationsDeps) {
  const actor = (headers: Headers) => deps.ports.resolveActor(headers);
  return createRouter()
    .openapi(listReservationsRoute, async (c) => {
      const { from, to, includeCancelled } = c.req.valid('query');
      const who = await actor(c.req.raw.headers);
      return c.json(await listReservations(deps, who, c.req.valid('param').propertyId, { from, to, includeCancelled: includeCancelled === 'true' }), 200);
    })
    .openapi(createReservationRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await createReservation(deps, who, c.req.valid('param').propertyId, c.req.valid('json')), 201);
    })
    .openapi(getReservationRoute, async (c) => c.json(await getReservation(deps, await actor(c.req.raw.headers), c.req.valid('param').reservationId), 200))
    .openapi(updateReservationRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await updateReservation(deps, who, c.req.valid('param').reservationId, c.req.valid('json')), 200);
    })
    .openapi(cancelReservationRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await cancelReservation(deps, who, c.req.valid('param').reservationId, c.req.valid('json').reason), 200);
    })
    .openapi(listFeedsRoute, async (c) => c.json(await listFeeds(deps, await actor(c.req.raw.headers), c.req.valid('param').propertyId), 200))
    .openapi(addFeedRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await addFeed(deps, who, c.req.valid('param').propertyId, c.req.valid('json')), 201);
    })
    .openapi(updateFeedRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await updateFeed(deps, who, c.req.valid('param').feedId, c.req.valid('json')), 200);
    })
    .openapi(syncFeedNowRoute, async (c) => c.json(await syncFeedNow(deps, await actor(c.req.raw.headers), c.req.valid('param').feedId), 200))
    .openapi(removeFeedRoute, async (c) => {
      await removeFeed(deps, await actor(c.req.raw.headers), c.req.valid('param').feedId);
      return c.body(null, 204);
    })
    .openapi(rotateCalendarExportRoute, async (c) =>
      c.json(await rotateCalendarExport(deps, await actor(c.req.raw.headers), c.req.valid('param').propertyId), 200),
    )
    .openapi(getCalendarExportRoute, async (c) => {
      const { calendar } = await getCalendarExport(deps, c.req.valid('param').file.replace(/\.ics$/i, ''));
      return c.body(calendar, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, max-age=300',
        // The link is the secret: keep it out of referrers and search engines.
        'x-robots-tag': 'noindex',
      });
    })
    .openapi(getPortfolioDashboardRoute, async (c) => c.json(await getPortfolioDashboard(deps, await actor(c.req.raw.headers)), 200))
    .openapi(getTimelineRoute, async (c) => c.json(await getTimeline(deps, await actor(c.req.raw.headers), c.req.valid('query')), 200));
}
