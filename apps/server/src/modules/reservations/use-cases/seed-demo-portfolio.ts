import { FeedInputSchema, ReservationInputSchema, type ReservationInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PropertyFacts } from '../../properties';
import { demoFeedPath } from '../domain/demo-feeds';
import { addDays, daysBetween, localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { listPropertyFeeds, listPropertyReservations } from '../reservations.repo';
import { addFeed } from './add-feed';
import { syncFeed } from './sync-feed';
import { createReservation } from './create-reservation';
import { updateReservation } from './update-reservation';

const FEEDS_BY_PROPERTY: Record<string, { name: string; label: string }[]> = {
  'Ocean View Cottage': [
    { name: 'ocean-view-airbnb', label: 'Airbnb' },
    { name: 'ocean-view-vrbo', label: 'Vrbo' },
  ],
  'Downtown Loft': [
    { name: 'downtown-loft-airbnb', label: 'Airbnb' },
    { name: 'downtown-loft-booking', label: 'Booking.com' },
  ],
  'Blue Ridge Cabin': [{ name: 'blue-ridge-vrbo', label: 'Vrbo' }],
};

/** Stays a host typed in for the studio, as offsets from the seeding day. */
const MANUAL_STAYS: Record<string, (ReservationInput & { from: number; nights: number })[]> = {
  'Harbor Studio': [
    { from: 0, nights: 2, kind: 'maintenance', notes: 'Repainting and a new mattress.', checkInDate: '', checkOutDate: '' },
    { from: 3, nights: 3, kind: 'owner', notes: 'The owners in town for a wedding.', checkInDate: '', checkOutDate: '' },
    { from: 9, nights: 3, kind: 'guest', guestName: 'Priya Shah', guestEmail: 'priya.shah@example.com', guests: 2, payoutCents: 39000, notes: 'Direct booking, paid by bank transfer.', checkInDate: '', checkOutDate: '' },
  ],
};

/** The demo's past year of direct bookings: nights and the free nights after, in turn (short free runs make gap nights). */
const PAST_STAYS = [
  { nights: 3, gap: 1 },
  { nights: 5, gap: 4 },
  { nights: 2, gap: 0 },
  { nights: 4, gap: 2 },
  { nights: 7, gap: 6 },
  { nights: 3, gap: 1 },
  { nights: 2, gap: 3 },
  { nights: 6, gap: 9 },
  { nights: 4, gap: 2 },
  { nights: 3, gap: 5 },
];
const PAST_GUESTS = ['Emma Wilson', 'Lucas Meyer', 'Aisha Khan', 'Noah Garcia', 'Hana Sato', 'Oliver Brown', 'Mateo Rossi', 'Grace Lee', 'Ines Dubois', 'Samuel Okoye', 'Freya Larsen', 'Diego Alvarez'];
/** The past year runs from 430 days before the seeding to 50 days before (the other modules' demo stays are within the last 50). */
const PAST_FROM_DAYS = -430;
const PAST_TO_DAYS = -50;
/** How the nightly rate moves with the season (month 1–12), as hosts price it. */
const SEASON: Record<number, number> = { 1: 0.85, 2: 0.85, 3: 0.95, 4: 1, 5: 1.05, 6: 1.25, 7: 1.3, 8: 1.25, 9: 1.05, 10: 1, 11: 0.95, 12: 1.15 };
/** How full the season keeps the calendar: more free nights after a stay in the quiet months, fewer in summer. */
const QUIET_EXTRA_NIGHTS: Record<number, number> = { 1: 6, 2: 5, 11: 2 };
const BUSY_MONTHS = new Set([6, 7, 8]);

/**
 * The demo workspace's calendars, through the same use cases a host uses: the sample feeds
 * connected and synced, payouts typed in for the imported guest stays (feeds carry none), and
 * a few stays typed in by hand, and a past year of direct bookings. A property that has feeds or
 * stays already is left alone.
 */
export async function seedDemoPortfolio(deps: ReservationsDeps, actor: Actor): Promise<void> {
  for (const [position, property] of (await deps.ports.listPropertyFacts(actor.workspaceId)).entries()) {
    const feeds = FEEDS_BY_PROPERTY[property.name];
    const manual = MANUAL_STAYS[property.name];
    if (!feeds && !manual) continue;
    const today = localToday(deps.clock.now(), property.timezone);
    const held = await listPropertyReservations(deps.db, actor.workspaceId, property.id, { from: '0001-01-01', to: '9999-12-31' }, true);
    if (held.length > 0 || (await listPropertyFeeds(deps.db, actor.workspaceId, property.id)).length > 0) continue;
    for (const feed of feeds ?? []) {
      const url = `${deps.publicUrl.replace(/\/$/, '')}${demoFeedPath(feed.name, today)}`;
      const added = await addFeed(deps, actor, property.id, FeedInputSchema.parse({ url, label: feed.label }));
      // The sample feeds are small and answered in-process: synced here, so the payouts below find their stays.
      await syncFeed(deps, added.feed.id);
    }
    for (const { from, nights, ...stay } of manual ?? []) {
      await createReservation(deps, actor, property.id, ReservationInputSchema.parse({ ...stay, checkInDate: addDays(today, from), checkOutDate: addDays(today, from + nights) }));
    }
    await addPayouts(deps, actor, property);
    // Each property starts at another point of the pattern: their months differ.
    await addPastYear(deps, actor, property, today, position * 3);
  }
}

/**
 * A year of past direct bookings with their payouts, typed in as a host would, so the optimizer
 * has months to compare (and the same months a year earlier). Past stays plan no codes, cleanings
 * or messages: those look forward.
 */
async function addPastYear(deps: ReservationsDeps, actor: Actor, property: PropertyFacts, today: string, offset: number): Promise<void> {
  if (!property.baseNightlyPriceCents) return;
  let day = addDays(today, PAST_FROM_DAYS + offset);
  for (let index = offset; ; index++) {
    const { nights, gap } = PAST_STAYS[index % PAST_STAYS.length]!;
    const checkOutDate = addDays(day, nights);
    if (checkOutDate > addDays(today, PAST_TO_DAYS)) return;
    const season = SEASON[Number(day.slice(5, 7))]!;
    await createReservation(deps, actor, property.id, ReservationInputSchema.parse({
      checkInDate: day,
      checkOutDate,
      guestName: PAST_GUESTS[index % PAST_GUESTS.length]!,
      guests: 2,
      payoutCents: Math.round(property.baseNightlyPriceCents * season * nights * 0.9),
      currency: property.currency,
      notes: 'Direct booking.',
    }));
    const month = Number(checkOutDate.slice(5, 7));
    day = addDays(checkOutDate, BUSY_MONTHS.has(month) ? Math.floor(gap / 3) : gap + (QUIET_EXTRA_NIGHTS[month] ?? 0));
  }
}

/** What the platforms paid out: the base price per night less a 10% fee, as a host would type it. */
async function addPayouts(deps: ReservationsDeps, actor: Actor, property: PropertyFacts): Promise<void> {
  if (!property.baseNightlyPriceCents) return;
  const stays = await listPropertyReservations(deps.db, actor.workspaceId, property.id, { from: '0001-01-01', to: '9999-12-31' }, false);
  for (const stay of stays) {
    if (stay.kind !== 'guest' || stay.payoutCents !== null) continue;
    const nights = daysBetween(stay.checkInDate, stay.checkOutDate);
    await updateReservation(deps, actor, stay.id, ReservationInputSchema.parse({
      kind: stay.kind,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      guestName: stay.guestName,
      guests: 2,
      payoutCents: Math.round(property.baseNightlyPriceCents * nights * 0.9),
      currency: property.currency,
    }));
  }
}
