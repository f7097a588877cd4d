import { z } from '@hono/zod-openapi';
import {
  AddedFeedSchema,
  CalendarExportSchema,
  CancelReservationInputSchema,
  FeedInputSchema,
  FeedListSchema,
  FeedSchema,
  FeedSyncResultSchema,
  DASHBOARD_LISTS,
  DashboardListPageSchema,
  DashboardPageQuerySchema,
  ListReservationsQuerySchema,
  PortfolioDashboardSchema,
  PropertyStatsPageSchema,
  PropertyStatsQuerySchema,
  ReservationInputSchema,
  ReservationListSchema,
  ReservationResultSchema,
  RemoveFeedQuerySchema,
  ReservationSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from '@cohost/shared';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { reservationsErrors } from './reservations.errors';
import type { ReservationsDeps } from './reservations.deps';
import { addFeed } from './use-cases/add-feed';
import { getCalendarExport } from './use-cases/get-calendar-export';
import { rotateCalendarExport } from './use-cases/rotate-calendar-export';
import { cancelReservation } from './use-cases/cancel-reservation';
import { createReservation } from './use-cases/create-reservation';
import { getPortfolioDashboard } from './use-cases/get-portfolio-dashboard';
import { getReservation } from './use-cases/get-reservation';
import { getTimeline } from './use-cases/get-timeline';
import { listDashboardPage } from './use-cases/list-dashboard-page';
import { listFeeds } from './use-cases/list-feeds';
import { listPropertyStats } from './use-cases/list-property-stats';
import { listReservations } from './use-cases/list-reservations';
import { removeFeed } from './use-cases/remove-feed';
import { syncFeedNow } from './use-cases/sync-feed-now';
import { updateFeed } from './use-cases/update-feed';
import { updateReservation } from './use-cases/update-reservation';

const routeErrors = errors([400, 401, 403, 404], { 403: 'Not allowed (cleaners change nothing here)' });
const conflict = errors([409, 422]);
// Every member reads stays; only hosts (owner, manager) change them or the calendars (a cleaner gets reservations' own 403).
const hostsOnly = allowed('reservations.manage', reservationsErrors.hostsOnly);
const readers = allowed('reservations.read', reservationsErrors.hostsOnly);
const calendars = allowed('calendars.manage', reservationsErrors.hostsOnly);
const portfolio = allowed('portfolio.read', reservationsErrors.hostsOnly);
const propertyParams = z.object({ propertyId: param('propertyId') });
const reservationParams = z.object({ reservationId: param('reservationId') });
const feedParams = z.object({ feedId: param('feedId') });
const dashboardListParams = z.object({
  list: z.enum(DASHBOARD_LISTS, { error: `Choose one of ${DASHBOARD_LISTS.join(', ')}.` }).openapi({ param: { name: 'list', in: 'path' }, example: 'upcoming' }),
});
const tags = ['reservations'];

export const listReservationsRoute = defineRoute({
  callers: readers, operationId: 'listReservations', method: 'get', path: '/properties/{propertyId}/reservations', tags,
  summary: "A property's stays and blocks in a date range (default: the last month and the next year), and its double bookings",
  request: { params: propertyParams, query: ListReservationsQuerySchema },
  responses: { 200: json(ReservationListSchema, 'Stays and blocks'), ...routeErrors },
});
export const createReservationRoute = defineRoute({
  callers: hostsOnly, operationId: 'createReservation', method: 'post', path: '/properties/{propertyId}/reservations', tags,
  summary: 'Add a direct booking or an internal (owner, maintenance) stay (hosts only)',
  request: { params: propertyParams, ...body(ReservationInputSchema) },
  responses: { 201: json(ReservationResultSchema, 'Created, with any double bookings it makes'), ...routeErrors },
});
export const getReservationRoute = defineRoute({
  callers: readers, operationId: 'getReservation', method: 'get', path: '/reservations/{reservationId}', tags,
  summary: 'One reservation',
  request: { params: reservationParams },
  responses: { 200: json(ReservationSchema, 'The reservation'), ...routeErrors },
});
export const updateReservationRoute = defineRoute({
  callers: hostsOnly, operationId: 'updateReservation', method: 'put', path: '/reservations/{reservationId}', tags,
  summary: "Replace a reservation's fields (an imported stay keeps its feed's dates and kind)",
  request: { params: reservationParams, ...body(ReservationInputSchema) },
  responses: { 200: json(ReservationResultSchema, 'Updated, with any double bookings'), ...routeErrors, ...conflict },
});
export const cancelReservationRoute = defineRoute({
  callers: hostsOnly, operationId: 'cancelReservation', method: 'post', path: '/reservations/{reservationId}/cancel', tags,
  summary: 'Cancel a reservation (hosts only)',
  request: { params: reservationParams, ...body(CancelReservationInputSchema) },
  responses: { 200: json(ReservationSchema, 'Cancelled'), ...routeErrors, ...conflict },
});
export const listFeedsRoute = defineRoute({
  callers: calendars, operationId: 'listFeeds', method: 'get', path: '/properties/{propertyId}/feeds', tags: ['calendar sync'],
  summary: "A property's calendar feeds with their health and change log, and its export link (hosts only)",
  request: { params: propertyParams },
  responses: { 200: json(FeedListSchema, 'Feeds'), ...routeErrors },
});
export const addFeedRoute = defineRoute({
  callers: calendars, operationId: 'addFeed', method: 'post', path: '/properties/{propertyId}/feeds', tags: ['calendar sync'],
  summary: "Connect a platform's iCal feed; its first sync runs as a job at once (hosts only)",
  request: { params: propertyParams, ...body(FeedInputSchema) },
  responses: { 201: json(AddedFeedSchema, 'Added, `health: syncing` until its first sync ends (an error keeps the feed)'), ...routeErrors, ...conflict },
});
export const updateFeedRoute = defineRoute({
  callers: calendars, operationId: 'updateFeed', method: 'put', path: '/feeds/{feedId}', tags: ['calendar sync'],
  summary: "Change a feed's link, platform, label or interval (hosts only)",
  request: { params: feedParams, ...body(FeedInputSchema) },
  responses: { 200: json(FeedSchema, 'Updated'), ...routeErrors, ...conflict },
});
export const syncFeedNowRoute = defineRoute({
  callers: calendars, operationId: 'syncFeedNow', method: 'post', path: '/feeds/{feedId}/sync', tags: ['calendar sync'],
  summary: 'Sync a feed now and return what changed (hosts only); 409 while another sync of it runs',
  request: { params: feedParams },
  responses: { 200: json(FeedSyncResultSchema, 'The sync’s result'), ...routeErrors, ...conflict },
});
export const removeFeedRoute = defineRoute({
  callers: calendars, operationId: 'removeFeed', method: 'delete', path: '/feeds/{feedId}', tags: ['calendar sync'],
  summary: 'Disconnect a feed; the stays it imported are kept or cancelled, as the host chooses (hosts only)',
  request: { params: feedParams, query: RemoveFeedQuerySchema },
  responses: { 204: { description: 'Removed' }, ...routeErrors },
});
export const rotateCalendarExportRoute = defineRoute({
  callers: calendars, operationId: 'rotateCalendarExport', method: 'post', path: '/properties/{propertyId}/calendar-export/rotate', tags: ['calendar sync'],
  summary: "A new secret link for the property's export feed; the old one stops working (hosts only)",
  request: { params: propertyParams },
  responses: { 200: json(CalendarExportSchema, 'The new link'), ...routeErrors },
});
export const getCalendarExportRoute = defineRoute({
  callers: anyone, operationId: 'getCalendarExport', method: 'get', path: '/calendar-export/{file}', tags: ['calendar sync'],
  summary: "A property's stays and blocks as an iCal feed, behind its secret link (no sign-in)",
  request: { params: z.object({ file: z.string().max(100).openapi({ param: { name: 'file', in: 'path' }, example: 'Zk3…q9.ics' }) }) },
  responses: { 200: { description: 'The iCal feed', content: { 'text/calendar': { schema: z.string() } } }, ...errors([400, 404], { 400: 'The file name is too long or holds control characters', 404: 'Unknown or reset link' }) },
});
export const getPortfolioDashboardRoute = defineRoute({
  callers: portfolio, operationId: 'getPortfolioDashboard', method: 'get', path: '/dashboard', tags: ['portfolio'],
  summary: "Today's arrivals and departures, guests in house, the next 7 days, turnovers, this month's occupancy and revenue, alerts",
  responses: { 200: json(PortfolioDashboardSchema, 'The dashboard: the first rows of each list, with their totals'), ...routeErrors },
});
export const listPropertyStatsRoute = defineRoute({
  callers: portfolio, operationId: 'listPropertyStats', method: 'get', path: '/dashboard/properties', tags: ['portfolio'],
  summary: "The properties' figures this month (occupancy, revenue, in house, next check-in, feeds), a page at a time or for one property",
  request: { query: PropertyStatsQuerySchema },
  responses: { 200: json(PropertyStatsPageSchema, 'A page of figures'), ...routeErrors },
});
export const listDashboardPageRoute = defineRoute({
  callers: portfolio, operationId: 'listDashboardPage', method: 'get', path: '/dashboard/{list}', tags: ['portfolio'],
  summary: "A page of one of the dashboard's lists (today's check-ins or check-outs, in house, upcoming, turnovers, alerts), in the dashboard's order",
  request: { params: dashboardListParams, query: DashboardPageQuerySchema },
  responses: { 200: json(DashboardListPageSchema, 'A page of the list'), ...routeErrors },
});
export const getTimelineRoute = defineRoute({
  callers: portfolio, operationId: 'getTimeline', method: 'get', path: '/timeline', tags: ['portfolio'],
  summary: 'Properties × days: stays and blocks from a date, for a week or a month',
  request: { query: TimelineQuerySchema },
  responses: { 200: json(TimelineSchema, 'The timeline'), ...routeErrors },
});

export function reservationsRoutes(deps: ReservationsDeps) {
  return createRouter()
    .openapi(listReservationsRoute, async (c) => {
      const { from, to, includeCancelled } = c.req.valid('query');
      return c.json(await listReservations(deps, c.get('actor'), c.req.valid('param').propertyId, { from, to, includeCancelled: includeCancelled === 'true' }), 200);
    })
    .openapi(createReservationRoute, async (c) => c.json(await createReservation(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json')), 201))
    .openapi(getReservationRoute, async (c) => c.json(await getReservation(deps, c.get('actor'), c.req.valid('param').reservationId), 200))
    .openapi(updateReservationRoute, async (c) => c.json(await updateReservation(deps, c.get('actor'), c.req.valid('param').reservationId, c.req.valid('json')), 200))
    .openapi(cancelReservationRoute, async (c) => c.json(await cancelReservation(deps, c.get('actor'), c.req.valid('param').reservationId, c.req.valid('json').reason), 200))
    .openapi(listFeedsRoute, async (c) => c.json(await listFeeds(deps, c.get('actor'), c.req.valid('param').propertyId), 200))
    .openapi(addFeedRoute, async (c) => c.json(await addFeed(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json')), 201))
    .openapi(updateFeedRoute, async (c) => c.json(await updateFeed(deps, c.get('actor'), c.req.valid('param').feedId, c.req.valid('json')), 200))
    .openapi(syncFeedNowRoute, async (c) => c.json(await syncFeedNow(deps, c.get('actor'), c.req.valid('param').feedId), 200))
    .openapi(removeFeedRoute, async (c) => {
      await removeFeed(deps, c.get('actor'), c.req.valid('param').feedId, c.req.valid('query').importedStays);
      return c.body(null, 204);
    })
    .openapi(rotateCalendarExportRoute, async (c) =>
      c.json(await rotateCalendarExport(deps, c.get('actor'), c.req.valid('param').propertyId), 200),
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
    .openapi(getPortfolioDashboardRoute, async (c) => c.json(await getPortfolioDashboard(deps, c.get('actor')), 200))
    // Before `/dashboard/{list}`, which would refuse `properties` as a list name.
    .openapi(listPropertyStatsRoute, async (c) => c.json(await listPropertyStats(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(listDashboardPageRoute, async (c) => c.json(await listDashboardPage(deps, c.get('actor'), c.req.valid('param').list, c.req.valid('query')), 200))
    .openapi(getTimelineRoute, async (c) => c.json(await getTimeline(deps, c.get('actor'), c.req.valid('query')), 200));
}
