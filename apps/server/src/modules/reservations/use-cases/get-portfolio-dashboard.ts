import { DASHBOARD_LIST_ROWS, SOURCE_LABELS, sourceCalendarName, type DashboardAlert, type DashboardStay, type Money, type PortfolioDashboard, type PropertyStats, type Turnover } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PropertyFacts } from '../../properties';
import { feedHealth } from '../domain/feed-health';
import { stayLabel } from '../domain/reservation-mapping';
import { addDays, daysBetween, rememberedLocalToday, rememberedStayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { listFirstArrivals, listMissingStays, listStayViews, listWorkspaceFeeds, monthFigures, type StayView } from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { assertCanReadReservations } from '../domain/reservation-access';
import { groupBy } from '../../../platform/collections/group-by';

const UPCOMING_DAYS = 7;
/** How far past the week a turnover's next arrival is looked for. */
const NEXT_ARRIVAL_DAYS = 60;

/** Every row of the dashboard's lists and every property's figures, before the dashboard keeps the first few. */
export interface PortfolioReading extends Omit<PortfolioDashboard, 'totals'> {
  properties: PropertyStats[];
}

/**
 * The whole portfolio at a glance: the first `DASHBOARD_LIST_ROWS` of each list and how many
 * there are in all, so the answer and the page stay the same size whatever the portfolio's.
 * The rest of a list is a page read away (`listDashboardPage`), the properties' own figures too
 * (`listPropertyStats`).
 */
export async function getPortfolioDashboard(deps: ReservationsDeps, actor: Actor): Promise<PortfolioDashboard> {
  const { generatedAt, month, propertiesCount, occupancyThisMonth, revenueThisMonth, checkInsToday, checkOutsToday, inHouse, upcoming, turnovers, alerts } = await readPortfolio(deps, actor);
  const first = <T>(rows: T[]) => rows.slice(0, DASHBOARD_LIST_ROWS);
  return {
    generatedAt,
    month,
    propertiesCount,
    occupancyThisMonth,
    revenueThisMonth,
    checkInsToday: first(checkInsToday),
    checkOutsToday: first(checkOutsToday),
    inHouse: first(inHouse),
    upcoming: first(upcoming),
    turnovers: first(turnovers),
    alerts: first(alerts),
    totals: { checkInsToday: checkInsToday.length, checkOutsToday: checkOutsToday.length, inHouse: inHouse.length, upcoming: upcoming.length, turnovers: turnovers.length, alerts: alerts.length },
  };
}

/**
 * Every list in full, in the order the dashboard shows them. "Today" is each property's own
 * today (its time zone); the month's figures are for the calendar month of now in UTC.
 * Occupancy counts each booked night once per property (a double booking does not make it
 * 200%); revenue prorates each stay's payout over its nights. Reads only what it shows: the
 * stays of the coming week (and the first arrival after it), the month's figures as the
 * database counts them, the alerts' rows; the time-zone work is done once per zone and day.
 */
export async function readPortfolio(deps: ReservationsDeps, actor: Actor): Promise<PortfolioReading> {
  assertCanReadReservations(actor, 'portfolio.read');
  const now = deps.clock.now();
  const month = now.toISOString().slice(0, 7);
  const monthStart = `${month}-01`;
  const monthEnd = `${addDays(monthStart, 31).slice(0, 7)}-01`;
  const daysInMonth = daysBetween(monthStart, monthEnd);
  const properties = await deps.ports.listPropertyFacts(actor.workspaceId);
  const todays = new Map(properties.map((property) => [property.id, rememberedLocalToday(now, property.timezone)]));
  const sortedTodays = [...new Set(todays.values())].sort();
  const earliestToday = sortedTodays[0] ?? monthStart;
  const weekEnd = addDays(sortedTodays.at(-1) ?? monthStart, UPCOMING_DAYS);
  const [stays, following, missing, figures, feeds, doubleBookings] = properties.length
    ? await Promise.all([
        listStayViews(deps.db, actor.workspaceId, { from: earliestToday, to: weekEnd }),
        // A turnover's next arrival may come after the week.
        listFirstArrivals(deps.db, actor.workspaceId, weekEnd, addDays(weekEnd, NEXT_ARRIVAL_DAYS)),
        listMissingStays(deps.db, actor.workspaceId, earliestToday),
        monthFigures(deps.db, actor.workspaceId, { start: monthStart, end: monthEnd }),
        listWorkspaceFeeds(deps.db, actor.workspaceId),
        findDoubleBookings(deps.db, actor.workspaceId, properties, earliestToday),
      ])
    : [[], [], [], { nights: [], payouts: [] }, [], []];
  const byProperty = groupBy(stays, (stay) => stay.propertyId);
  const nextAfterWeek = new Map(following.map((stay) => [stay.propertyId, stay]));
  const missingByProperty = groupBy(missing, (stay) => stay.propertyId);
  const feedsByProperty = groupBy(feeds, (feed) => feed.propertyId);
  const nightsByProperty = new Map(figures.nights.map((row) => [row.propertyId, row.nights]));
  const propertiesById = new Map(properties.map((property) => [property.id, property]));

  const dashboard: PortfolioReading = {
    generatedAt: now.toISOString(),
    month,
    propertiesCount: properties.length,
    checkInsToday: [],
    checkOutsToday: [],
    inHouse: [],
    upcoming: [],
    turnovers: [],
    occupancyThisMonth: 0,
    revenueThisMonth: [],
    alerts: [],
    properties: [],
  };
  const revenue = new Map<string, number>();
  const propertyRevenue = new Map<string, number>();
  for (const row of figures.payouts) {
    const property = propertiesById.get(row.propertyId);
    if (!property) continue;
    const currency = row.currency ?? property.currency;
    revenue.set(currency, (revenue.get(currency) ?? 0) + row.cents);
    if (currency === property.currency) propertyRevenue.set(property.id, (propertyRevenue.get(property.id) ?? 0) + row.cents);
  }
  let bookedNights = 0;

  const nowIso = now.toISOString();
  for (const property of properties) {
    const today = todays.get(property.id)!;
    const propertyWeekEnd = addDays(today, UPCOMING_DAYS);
    const list = byProperty.get(property.id) ?? [];
    const after = nextAfterWeek.get(property.id);
    let isOccupied = false;
    let nextCheckInDate: string | null = null;
    for (const stay of list) {
      if (stay.checkInDate <= propertyWeekEnd && stay.checkOutDate >= today) {
        const entry = toStay(stay, property);
        if (stay.checkInDate === today) dashboard.checkInsToday.push(entry);
        if (stay.checkOutDate === today) dashboard.checkOutsToday.push(entry);
        if (stay.kind !== 'maintenance' && entry.checkInAt <= nowIso && nowIso < entry.checkOutAt) {
          dashboard.inHouse.push(entry);
          isOccupied = true;
        }
        if (stay.checkInDate > today) dashboard.upcoming.push(entry);
        if (stay.checkOutDate <= propertyWeekEnd) dashboard.turnovers.push(turnover(stay, list, after, property));
      }
      if (stay.checkInDate >= today && (nextCheckInDate === null || stay.checkInDate < nextCheckInDate)) nextCheckInDate = stay.checkInDate;
    }
    if (nextCheckInDate === null && after) nextCheckInDate = after.checkInDate;
    const nights = nightsByProperty.get(property.id) ?? 0;
    bookedNights += nights;
    const propertyFeeds = feedsByProperty.get(property.id) ?? [];
    let feedProblems = 0;
    for (const feed of propertyFeeds) {
      // A sync running now does not hide the last one's error from the alerts.
      const { health } = feedHealth({ ...feed, syncStartedAt: null }, now);
      const name = feed.label || (feed.source in SOURCE_LABELS ? sourceCalendarName(feed.source as keyof typeof SOURCE_LABELS) : 'Calendar');
      if (health === 'stale') {
        feedProblems++;
        const since = feed.lastSuccessAt ? `since ${feed.lastSuccessAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'since it was added';
        dashboard.alerts.push(alert('feed-stale', 'critical', property, `${name} has not synced ${since}${feed.lastError ? `: ${feed.lastError}` : '.'}`, feed.id, []));
      } else if (health === 'error') {
        feedProblems++;
        dashboard.alerts.push(alert('feed-error', 'warning', property, `${name} failed its last sync: ${feed.lastError ?? 'unknown error'}`, feed.id, []));
      }
    }
    for (const stay of missingByProperty.get(property.id) ?? []) {
      if (stay.checkOutDate >= today) {
        dashboard.alerts.push(
          alert('candidate-cancellation', 'warning', property, `${stayLabel(stay)} (${stay.checkInDate} → ${stay.checkOutDate}) vanished from its calendar feed; it will be cancelled if the next sync still misses it.`, stay.feedId, [stay.id]),
        );
      }
    }
    dashboard.properties.push({
      propertyId: property.id,
      name: property.name,
      status: property.status,
      occupancyThisMonth: nights / daysInMonth,
      revenueThisMonth: { cents: propertyRevenue.get(property.id) ?? 0, currency: property.currency },
      isOccupied,
      nextCheckInDate,
      feeds: propertyFeeds.length,
      feedProblems,
    } satisfies PropertyStats);
  }
  for (const booking of doubleBookings) {
    const property = propertiesById.get(booking.propertyId)!;
    const labels = booking.items.map((item) => `${item.label} (${SOURCE_LABELS[item.source]})`).join(' and ');
    dashboard.alerts.unshift(alert('double-booking', 'critical', property, `Double booking ${booking.startDate} → ${booking.endDate}: ${labels}.`, null, booking.items.filter((item) => item.type === 'reservation').map((item) => item.id)));
  }
  dashboard.alerts.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
  // Ties broken by property and stay, so that a page read later takes up where the last one ended.
  const byTime = (key: 'checkInAt' | 'checkOutAt') => (a: DashboardStay, b: DashboardStay) => a[key].localeCompare(b[key]) || a.propertyName.localeCompare(b.propertyName) || a.reservationId.localeCompare(b.reservationId);
  dashboard.checkInsToday.sort(byTime('checkInAt'));
  dashboard.checkOutsToday.sort(byTime('checkOutAt'));
  dashboard.inHouse.sort(byTime('checkOutAt'));
  dashboard.upcoming.sort(byTime('checkInAt'));
  dashboard.turnovers.sort((a, b) => a.checkOutAt.localeCompare(b.checkOutAt) || a.propertyName.localeCompare(b.propertyName) || a.propertyId.localeCompare(b.propertyId));
  dashboard.occupancyThisMonth = properties.length ? bookedNights / (properties.length * daysInMonth) : 0;
  dashboard.revenueThisMonth = [...revenue].map(([currency, cents]): Money => ({ currency, cents })).sort((a, b) => b.cents - a.cents);
  if (dashboard.revenueThisMonth.length === 0 && properties[0]) dashboard.revenueThisMonth = [{ currency: properties[0].currency, cents: 0 }];
  return dashboard;
}

function toStay(stay: StayView, property: PropertyFacts): DashboardStay {
  const { checkInAt, checkOutAt } = rememberedStayInstants(stay, property);
  return {
    reservationId: stay.id,
    propertyId: property.id,
    propertyName: property.name,
    timezone: property.timezone,
    kind: stay.kind,
    source: stay.source,
    guestName: stayLabel(stay),
    guests: stay.guests,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    checkInAt: checkInAt.toISOString(),
    checkOutAt: checkOutAt.toISOString(),
  };
}

/** The turnover after a stay: the next arrival is in the week's stays (ordered by check-in) or the first after the week. */
function turnover(stay: StayView, list: StayView[], after: StayView | undefined, property: PropertyFacts): Turnover {
  const next = list.find((other) => other.id !== stay.id && other.checkInDate >= stay.checkOutDate) ?? after;
  const { checkOutAt } = rememberedStayInstants(stay, property);
  const nextCheckInAt = next ? rememberedStayInstants(next, property).checkInAt : null;
  return {
    propertyId: property.id,
    propertyName: property.name,
    timezone: property.timezone,
    date: stay.checkOutDate,
    checkOutAt: checkOutAt.toISOString(),
    outgoingGuest: stayLabel(stay),
    nextCheckInAt: nextCheckInAt?.toISOString() ?? null,
    nextGuest: next ? stayLabel(next) : null,
    isSameDay: next?.checkInDate === stay.checkOutDate,
    windowHours: nextCheckInAt ? Math.round(((nextCheckInAt.getTime() - checkOutAt.getTime()) / 3_600_000) * 10) / 10 : null,
  };
}

function alert(kind: DashboardAlert['kind'], severity: DashboardAlert['severity'], property: PropertyFacts, message: string, feedId: string | null, reservationIds: string[]): DashboardAlert {
  return { kind, severity, propertyId: property.id, propertyName: property.name, message, feedId, reservationIds };
}
