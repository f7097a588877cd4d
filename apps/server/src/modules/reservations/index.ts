import { Hono } from 'hono';
import type { z } from 'zod';
import { DASHBOARD_LISTS, ReservationInputSchema } from '@cohost/shared';
import type { Actor } from '../accounts';
import { createReservation } from './use-cases/create-reservation';
import type { AppBindings } from '../../platform/http/app-env';
import type { AppModule, ModuleContext } from '../../platform/module';
import { isDemoFeed, renderDemoFeed } from './domain/demo-feeds';
import { isCalendarDate } from './domain/stay-times';
import { createHttpFeedFetcher, type FeedFetcher } from './providers/feed-fetcher';
import type { ReservationsDeps } from './reservations.deps';
import { connectReservationsPorts, type ReservationsUses } from './reservations.ports';
import { stayMomentSteps } from './reservations.steps';
import { registerReservationsJobs } from './reservations.jobs';
import { reservationsExportParts, countFeeds, importsWatch, listCalendarFigures, listStayDates, listWorkspaceStays } from './reservations.repo';
import { reservationsRoutes } from './reservations.routes';
import { scheduleFeedSyncs } from './use-cases/schedule-feed-syncs';
import { seedDemoPortfolio } from './use-cases/seed-demo-portfolio';
import { findStayFacts } from './use-cases/find-stay-facts';
import { listPropertyStayTimes } from './use-cases/list-property-stay-times';
import { findClaimStay, findGuestStay } from './use-cases/find-guest-stay';
import { fillGuestName, findStayByPlatformCode, listStaysOnPlatformDates } from './use-cases/find-platform-stay';

export type { ReservationsDeps } from './reservations.deps';
export type { ReservationsUses } from './reservations.ports';
export type { FeedFetcher } from './providers/feed-fetcher';
export type { GuestStay } from './use-cases/find-guest-stay';
export type { PlatformStay } from './use-cases/find-platform-stay';

const DEMO_FEED_PATH = /^\/api\/demo-feeds\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\.ics$/;

/** The sample feed at a path of ours, or null. */
function renderDemoPath(pathname: string): string | null {
  const match = DEMO_FEED_PATH.exec(pathname);
  return match && isDemoFeed(match[2]!) && isCalendarDate(match[1]!) ? renderDemoFeed(match[2]!, match[1]!) : null;
}

/**
 * The feed fetcher of this installation (chosen in providers.ts): real HTTP with the SSRF guard, except the demo's
 * sample feeds under our own address, which are answered in-process (so the guard never has
 * to let loopback through for them).
 */
export function createFeedFetcher(options: { publicUrl: string; allowPrivateAddresses: boolean }): FeedFetcher {
  const origin = new URL(options.publicUrl).origin;
  return createHttpFeedFetcher({
    allowPrivateAddresses: options.allowPrivateAddresses,
    resolveInternal: (url) => (url.origin === origin ? renderDemoPath(url.pathname) : null),
  });
}

/** Stays and blocks, calendar feeds and their sync, the export feed, the portfolio dashboard. */
export type { StayTimes } from './use-cases/list-property-stay-times';

export function createReservationsModule(context: ModuleContext, config: { fetcher: FeedFetcher; publicUrl: string; syncBudgetMs: number }, uses: ReservationsUses) {
  const deps: ReservationsDeps = { ...context, ...config, ports: connectReservationsPorts(uses), imports: importsWatch(context.db) };
  return {
    name: 'reservations',
    kind: 'core',
    exportParts: reservationsExportParts(context.db),
    // Screens kept per caller until the workspace changes (platform/http/read-cache.ts).
    cachedReads: ['/api/dashboard', '/api/dashboard/properties', ...DASHBOARD_LISTS.map((list) => `/api/dashboard/${list}`), '/api/timeline'],
    routes: reservationsRoutes(deps),
    // The sample feeds are readable by a person too (they hold no one's data); outside the API
    // contract, as they belong to no workspace.
    pages: new Hono<AppBindings>().get('/api/demo-feeds/:anchor/:file', (c) => {
      const { anchor, file } = c.req.param();
      const body = renderDemoPath(`/api/demo-feeds/${anchor}/${file}`);
      return body === null ? c.json({ error: { code: 'platform.not-found', message: 'There is no sample calendar at this address.', requestId: c.get('requestId') } }, 404) : c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8' });
    }),
    registerJobs: (queue) => registerReservationsJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoPortfolio(deps, actor);
    },
    stop: async () => deps.fetcher.close(),
    /** One pass of the every-minute scheduler: enqueues the due feeds' syncs; returns how many. */
    scheduleSyncs: () => scheduleFeedSyncs(deps),
    /** A stay as it is now, with its instants (time-based steps read it). */
    findStay: (workspaceId: string, reservationId: string) => findStayFacts(deps, workspaceId, reservationId),
    /** Live stays touching [from, to] (calendar days): who and when, for other modules' demo data. */
    listStays: async (workspaceId: string, range: { from: string; to: string }) =>
      (await listWorkspaceStays(deps.db, workspaceId, range)).map(({ id, propertyId, kind, guestName, checkInDate, checkOutDate }) => ({ id, propertyId, kind, guestName, checkInDate, checkOutDate })),
    /** A property's live stays touching [from, to] with their instants (turnovers between stays). */
    listPropertyStayTimes: (workspaceId: string, propertyId: string, range: { from: string; to: string }) => listPropertyStayTimes(deps, workspaceId, propertyId, range),
    /** Live stays (kind, days, payout, when recorded; no guest details) and blocks touching the days [from, to): the optimizer's figures. */
    listCalendarFigures: (workspaceId: string, range: { from: string; to: string }, propertyIds?: string[]) => listCalendarFigures(deps.db, workspaceId, range, propertyIds),
    /** How many calendar feeds the workspace reads (the setup checklist). */
    countFeeds: (workspaceId: string) => countFeeds(deps.db, workspaceId),
    /** Some stays' calendar days at once (lists of conversations). */
    listStayDates: (workspaceId: string, ids: string[]) => listStayDates(deps.db, workspaceId, ids),
    /** The same stay with its guest's name, contact and dates (messaging reads it). */
    findGuestStay: (workspaceId: string, reservationId: string) => findGuestStay(deps, workspaceId, reservationId),
    /** A stay typed in as a host would (other modules' demo data: claims' past stay). */
    addStay: (actor: Actor, propertyId: string, input: z.input<typeof ReservationInputSchema>) => createReservation(deps, actor, propertyId, ReservationInputSchema.parse(input)),
    /** The same stay with its source and platform confirmation code (claims: the platform's rules follow it). */
    findClaimStay: (workspaceId: string, reservationId: string) => findClaimStay(deps, workspaceId, reservationId),
    /** The live guest stay whose feed link ends with a platform's reservation code (messaging threads a platform's mail), or null. */
    findStayByPlatformCode: (workspaceId: string, code: string) => findStayByPlatformCode(deps, workspaceId, code),
    /** Live guest stays with exactly these days, of a property or from a platform's feed (a platform's mail without a known code). */
    listStaysOnDates: (workspaceId: string, where: { checkInDate: string; checkOutDate: string; propertyId?: string; source?: string }) => listStaysOnPlatformDates(deps, workspaceId, where),
    /** The guest's name from a platform's mail, only on a stay without one (never over what a host typed). */
    fillGuestName: (workspaceId: string, reservationId: string, name: string) => fillGuestName(deps, workspaceId, reservationId, name),
    /** The stay's moments (day before check-in, check-in, check-out), run by automation's scheduler. */
    steps: stayMomentSteps(deps),
  } satisfies AppModule & Record<string, unknown>;
}
