import { SOURCE_LABELS, type DashboardAlert, type DashboardStay, type Money, type PortfolioDashboard, type PropertyStats, type Turnover } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PropertyFacts } from '../../properties';
import { feedHealth } from '../domain/feed-health';
import { stayLabel } from '../domain/reservation-mapping';
import { addDays, daysBetween, localToday, nightsWithin, stayInstants } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { listStayViews, listWorkspaceFeeds, type StayView } from '../reservations.repo';
import { findDoubleBookings } from './find-double-bookings';
import { assertCanReadReservations } from '../domain/reservation-access';

const UPCOMING_DAYS = 7;
/** How far past the week a turnover's next arrival is looked for. */
const NEXT_ARRIVAL_DAYS = 60;

/**
 * The whole portfolio at a glance. "Today" is each property's own today (its time zone); the
 * month's figures are for the calendar month of now in UTC. Occupancy counts each booked night
 * once per property (a double booking does not make it 200%); revenue prorates each stay's
 * payout over its nights.
 */
export async function getPortfolioDashboard(deps: ReservationsDeps, actor: Actor): Promise<PortfolioDashboard> {
  assertCanReadReservations(actor, 'portfolio.read');
  const now = deps.clock.now();
  const month = now.toISOString().slice(0, 7);
  const monthStart = `${month}-01`;
  const monthEnd = `${addDays(monthStart, 31).slice(0, 7)}-01`;
  const daysInMonth = daysBetween(monthStart, monthEnd);
  const properties = await deps.ports.listPropertyFacts(actor.workspaceId);
  const todays = new Map(properties.map((property) => [property.id, localToday(now, property.timezone)]));
  const earliestToday = [...todays.values()].sort()[0] ?? monthStart;
  const latestToday = [...todays.values()].sort().at(-1) ?? monthStart;
  const range = { from: earliestToday < monthStart ? addDays(earliestToday, -1) : monthStart, to: maxDate(monthEnd, addDays(latestToday, UPCOMING_DAYS + 1)) };
  // Turnovers need the next arrival after a checkout up to 8 days out, wherever it lies.
  const [stays, feeds, doubleBookings] = await Promise.all([
    properties.length ? listStayViews(deps.db, actor.workspaceId, { from: range.from, to: addDays(range.to, NEXT_ARRIVAL_DAYS) }) : Promise.resolve([]),
    listWorkspaceFeeds(deps.db, actor.workspaceId),
    findDoubleBookings(deps.db, actor.workspaceId, properties, earliestToday),
  ]);
  const byProperty = new Map<string, StayView[]>(properties.map((property) => [property.id, []]));
  for (const stay of stays) byProperty.get(stay.propertyId)?.push(stay);

  const dashboard: PortfolioDashboard = {
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
  let bookedNights = 0;

  const nowIso = now.toISOString();
  for (const property of properties) {
    const today = todays.get(property.id)!;
    const weekEnd = addDays(today, UPCOMING_DAYS);
    const list = byProperty.get(property.id)!;
    let propertyRevenue = 0;
    let isOccupied = false;
    let nextCheckInDate: string | null = null;
    const monthNights: [string, string][] = [];
    for (const stay of list) {
      // Instants only for stays that may show in a list: the rest are counted, not shown.
      const mayShow = stay.checkInDate <= weekEnd && stay.checkOutDate >= today;
      if (mayShow) {
        const entry = toStay(stay, property);
        if (stay.checkInDate === today) dashboard.checkInsToday.push(entry);
        if (stay.checkOutDate === today) dashboard.checkOutsToday.push(entry);
        if (stay.kind !== 'maintenance' && entry.checkInAt <= nowIso && nowIso < entry.checkOutAt) {
          dashboard.inHouse.push(entry);
          isOccupied = true;
        }
        if (stay.checkInDate > today) dashboard.upcoming.push(entry);
        if (stay.checkOutDate <= weekEnd) dashboard.turnovers.push(turnover(stay, list, property));
      }
      if (stay.checkInDate >= today && (nextCheckInDate === null || stay.checkInDate < nextCheckInDate)) nextCheckInDate = stay.checkInDate;
      if (stay.checkInDate < monthEnd && stay.checkOutDate > monthStart) monthNights.push([maxDate(stay.checkInDate, monthStart), minDate(stay.checkOutDate, monthEnd)]);
      if (stay.kind === 'guest' && stay.payoutCents !== null) {
        const inMonth = nightsWithin(stay.checkInDate, stay.checkOutDate, monthStart, monthEnd);
        if (inMonth > 0) {
          const share = Math.round((stay.payoutCents * inMonth) / daysBetween(stay.checkInDate, stay.checkOutDate));
          const currency = stay.currency ?? property.currency;
          revenue.set(currency, (revenue.get(currency) ?? 0) + share);
          if (currency === property.currency) propertyRevenue += share;
        }
      }
    }
    const nights = { size: bookedNightsOf(monthNights) };
    bookedNights += nights.size;
    const propertyFeeds = feeds.filter((feed) => feed.propertyId === property.id);
    let feedProblems = 0;
    for (const feed of propertyFeeds) {
      // A sync running now does not hide the last one's error from the alerts.
      const { health } = feedHealth({ ...feed, syncStartedAt: null }, now);
      const name = feed.label || `${SOURCE_LABELS[feed.source as keyof typeof SOURCE_LABELS] ?? 'Calendar'} calendar`;
      if (health === 'stale') {
        feedProblems++;
        const since = feed.lastSuccessAt ? `since ${feed.lastSuccessAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'since it was added';
        dashboard.alerts.push(alert('feed-stale', 'critical', property, `${name} has not synced ${since}${feed.lastError ? `: ${feed.lastError}` : '.'}`, feed.id, []));
      } else if (health === 'error') {
        feedProblems++;
        dashboard.alerts.push(alert('feed-error', 'warning', property, `${name} failed its last sync: ${feed.lastError ?? 'unknown error'}`, feed.id, []));
      }
    }
    for (const stay of list) {
      if (stay.missingSince && stay.checkOutDate >= today) {
        dashboard.alerts.push(
          alert('candidate-cancellation', 'warning', property, `${stayLabel(stay)} (${stay.checkInDate} → ${stay.checkOutDate}) vanished from its calendar feed; it will be cancelled if the next sync still misses it.`, stay.feedId, [stay.id]),
        );
      }
    }
    dashboard.properties.push({
      propertyId: property.id,
      name: property.name,
      status: property.status,
      occupancyThisMonth: nights.size / daysInMonth,
      revenueThisMonth: { cents: propertyRevenue, currency: property.currency },
      isOccupied,
      nextCheckInDate,
      feeds: propertyFeeds.length,
      feedProblems,
    } satisfies PropertyStats);
  }
  for (const booking of doubleBookings) {
    const property = properties.find((candidate) => candidate.id === booking.propertyId)!;
    const labels = booking.items.map((item) => `${item.label} (${SOURCE_LABELS[item.source]})`).join(' and ');
    dashboard.alerts.unshift(alert('double-booking', 'critical', property, `Double booking ${booking.startDate} → ${booking.endDate}: ${labels}.`, null, booking.items.filter((item) => item.type === 'reservation').map((item) => item.id)));
  }
  dashboard.alerts.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
  const byTime = (key: 'checkInAt' | 'checkOutAt') => (a: DashboardStay, b: DashboardStay) => a[key].localeCompare(b[key]);
  dashboard.checkInsToday.sort(byTime('checkInAt'));
  dashboard.checkOutsToday.sort(byTime('checkOutAt'));
  dashboard.inHouse.sort(byTime('checkOutAt'));
  dashboard.upcoming.sort(byTime('checkInAt'));
  dashboard.turnovers.sort((a, b) => a.checkOutAt.localeCompare(b.checkOutAt));
  dashboard.occupancyThisMonth = properties.length ? bookedNights / (properties.length * daysInMonth) : 0;
  dashboard.revenueThisMonth = [...revenue].map(([currency, cents]): Money => ({ currency, cents })).sort((a, b) => b.cents - a.cents);
  if (dashboard.revenueThisMonth.length === 0 && properties[0]) dashboard.revenueThisMonth = [{ currency: properties[0].currency, cents: 0 }];
  return dashboard;
}

function toStay(stay: StayView, property: PropertyFacts): DashboardStay {
  const { checkInAt, checkOutAt } = stayInstants(stay, property);
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

function turnover(stay: StayView, list: StayView[], property: PropertyFacts): Turnover {
  const next = list
    .filter((other) => other.id !== stay.id && other.checkInDate >= stay.checkOutDate)
    .sort((a, b) => a.checkInDate.localeCompare(b.checkInDate))[0];
  const { checkOutAt } = stayInstants(stay, property);
  const nextCheckInAt = next ? stayInstants(next, property).checkInAt : null;
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

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** Nights covered by some [start, end) ranges, each night once (a double booking is not 200%). */
function bookedNightsOf(ranges: [string, string][]): number {
  ranges.sort((a, b) => a[0].localeCompare(b[0]));
  let nights = 0;
  let coveredTo = '';
  for (const [start, end] of ranges) {
    const from = start > coveredTo ? start : coveredTo;
    if (end > from) {
      nights += daysBetween(from, end);
      coveredTo = end;
    }
  }
  return nights;
}
