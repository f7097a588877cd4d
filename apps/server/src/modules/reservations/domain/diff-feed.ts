import type { FeedEvent } from './parse-calendar-feed';

/** An imported stay as we hold it. */
export interface HeldStay {
  id: string;
  externalUid: string;
  checkInDate: string;
  checkOutDate: string;
  guestName: string;
  phoneLast4: string | null;
  reservationUrl: string | null;
  status: 'confirmed' | 'cancelled';
  cancelledBy: string | null;
  missingSince: Date | null;
}

export interface HeldBlock {
  id: string;
  externalUid: string;
  startDate: string;
  endDate: string;
  summary: string;
  missingSince: Date | null;
}

export interface StayUpdate {
  id: string;
  event: FeedEvent;
  /** The feed now lists it under another UID (Vrbo re-creates a changed booking). */
  isUidRotation: boolean;
  datesChanged: boolean;
  /** It had been cancelled because it left the feed, and is back. */
  isReinstated: boolean;
  previous: { checkInDate: string; checkOutDate: string };
}

export interface FeedDiff {
  added: FeedEvent[];
  updated: StayUpdate[];
  /** Held stays listed again after a first miss: no longer candidate cancellations. */
  reappeared: string[];
  /** Missing for the first time: marked, cancelled only if a later fetch still misses them. */
  newCandidates: string[];
  /** Missing on a fetch that started after they were first missed: cancelled now. */
  cancelled: string[];
  blocksAdded: FeedEvent[];
  blocksUpdated: { id: string; event: FeedEvent }[];
  blocksReappeared: string[];
  blocksNewCandidates: string[];
  blocksRemoved: string[];
  /** Human-readable lines for the feed's change log. */
  changes: string[];
}

export interface DiffInput {
  held: HeldStay[];
  heldBlocks: HeldBlock[];
  feed: { reservations: FeedEvent[]; blocks: FeedEvent[] };
  /** The property's today: a stay that ended before it simply aged out of the feed (Airbnb lists no past stays). */
  today: string;
  /** When this fetch started: a miss confirms a candidate only if it was first seen before this fetch. */
  fetchStartedAt: Date;
}

/**
 * What a fetched feed changes in what we hold. Pure. Stays are matched by UID; a stay that
 * vanished is a candidate cancellation and is cancelled only when a later fetch still misses it;
 * a vanished stay paired with a new one (same guest name, or the only vanished and the only new
 * one with overlapping dates) is the same booking re-created under a new UID, as Vrbo does when
 * dates change. Callers must refuse a feed they cannot trust before calling this.
 */
export function diffFeed(input: DiffInput): FeedDiff {
  const diff: FeedDiff = {
    added: [],
    updated: [],
    reappeared: [],
    newCandidates: [],
    cancelled: [],
    blocksAdded: [],
    blocksUpdated: [],
    blocksReappeared: [],
    blocksNewCandidates: [],
    blocksRemoved: [],
    changes: [],
  };
  const heldByUid = new Map(input.held.map((stay) => [stay.externalUid, stay]));
  const listedUids = new Set(input.feed.reservations.map((event) => event.uid));
  const fresh: FeedEvent[] = [];

  for (const event of input.feed.reservations) {
    const stay = heldByUid.get(event.uid);
    if (!stay) {
      fresh.push(event);
      continue;
    }
    if (stay.status === 'cancelled' && stay.cancelledBy === 'host') continue;
    const update = compare(stay, event, false);
    if (update) {
      diff.updated.push(update);
      diff.changes.push(describeUpdate(update));
    } else if (stay.missingSince) {
      diff.reappeared.push(stay.id);
      diff.changes.push(`Listed again: ${describeStay(stay)} (no longer a candidate cancellation).`);
    }
  }

  // Stays we hold that the feed no longer lists, other than those that simply ended.
  const vanished = input.held.filter(
    (stay) => stay.status === 'confirmed' && !listedUids.has(stay.externalUid) && stay.checkOutDate >= input.today,
  );
  const rotations = pairRotations(vanished, fresh);
  for (const [stay, event] of rotations) {
    const update = compare(stay, event, true)!;
    diff.updated.push(update);
    diff.changes.push(describeUpdate(update));
  }
  const rotated = new Set([...rotations.keys()].map((stay) => stay.id));
  const rotatedEvents = new Set(rotations.values());
  for (const event of fresh) {
    if (rotatedEvents.has(event)) continue;
    diff.added.push(event);
    diff.changes.push(`New stay ${describeDates(event.start, event.end)}${event.guestName ? ` (${event.guestName})` : ''}.`);
  }
  for (const stay of vanished) {
    if (rotated.has(stay.id)) continue;
    if (stay.missingSince && stay.missingSince < input.fetchStartedAt) {
      diff.cancelled.push(stay.id);
      diff.changes.push(`Cancelled: ${describeStay(stay)} is still missing from the feed.`);
    } else if (!stay.missingSince) {
      diff.newCandidates.push(stay.id);
      diff.changes.push(`Missing from the feed: ${describeStay(stay)}. It will be cancelled if the next sync still misses it.`);
    }
  }

  diffBlocks(input, diff);
  return diff;
}

function compare(stay: HeldStay, event: FeedEvent, isUidRotation: boolean): StayUpdate | null {
  const datesChanged = stay.checkInDate !== event.start || stay.checkOutDate !== event.end;
  const isReinstated = stay.status === 'cancelled';
  const detailsChanged =
    (event.guestName ?? stay.guestName) !== stay.guestName ||
    (event.phoneLast4 ?? null) !== stay.phoneLast4 ||
    (event.reservationUrl ?? null) !== stay.reservationUrl;
  if (!isUidRotation && !datesChanged && !isReinstated && !detailsChanged) return null;
  return { id: stay.id, event, isUidRotation, datesChanged, isReinstated, previous: { checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate } };
}

/** Vrbo deletes a changed booking and lists it again under a new UID: pair them back up. */
function pairRotations(vanished: HeldStay[], fresh: FeedEvent[]): Map<HeldStay, FeedEvent> {
  const pairs = new Map<HeldStay, FeedEvent>();
  const used = new Set<FeedEvent>();
  const name = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  for (const stay of vanished) {
    if (!name(stay.guestName)) continue;
    const matches = fresh.filter((event) => !used.has(event) && name(event.guestName) === name(stay.guestName));
    if (matches.length !== 1) continue;
    pairs.set(stay, matches[0]!);
    used.add(matches[0]!);
  }
  const unnamedStays = vanished.filter((stay) => !pairs.has(stay));
  const unnamedEvents = fresh.filter((event) => !used.has(event));
  if (unnamedStays.length === 1 && unnamedEvents.length === 1) {
    const [stay] = unnamedStays as [HeldStay];
    const [event] = unnamedEvents as [FeedEvent];
    const overlaps = event.start < stay.checkOutDate && stay.checkInDate < event.end;
    const namesAgree = !name(stay.guestName) || !name(event.guestName) || name(stay.guestName) === name(event.guestName);
    if (overlaps && namesAgree) pairs.set(stay, event);
  }
  return pairs;
}

function diffBlocks(input: DiffInput, diff: FeedDiff): void {
  const heldByUid = new Map(input.heldBlocks.map((block) => [block.externalUid, block]));
  const listed = new Set(input.feed.blocks.map((event) => event.uid));
  for (const event of input.feed.blocks) {
    const block = heldByUid.get(event.uid);
    if (!block) {
      diff.blocksAdded.push(event);
      diff.changes.push(`New block ${describeDates(event.start, event.end)} (${event.summary || 'Not available'}).`);
    } else if (block.startDate !== event.start || block.endDate !== event.end || block.summary !== event.summary) {
      diff.blocksUpdated.push({ id: block.id, event });
      diff.changes.push(
        block.startDate !== event.start || block.endDate !== event.end
          ? `Block moved from ${describeDates(block.startDate, block.endDate)} to ${describeDates(event.start, event.end)}.`
          : `Block ${describeDates(event.start, event.end)} now reads "${event.summary}".`,
      );
    } else if (block.missingSince) {
      diff.blocksReappeared.push(block.id);
    }
  }
  for (const block of input.heldBlocks) {
    if (listed.has(block.externalUid)) continue;
    if (block.endDate < input.today) {
      // Past blocks leave the feed as time passes: nothing to tell.
      diff.blocksRemoved.push(block.id);
    } else if (block.missingSince && block.missingSince < input.fetchStartedAt) {
      diff.blocksRemoved.push(block.id);
      diff.changes.push(`Block ${describeDates(block.startDate, block.endDate)} removed.`);
    } else if (!block.missingSince) {
      diff.blocksNewCandidates.push(block.id);
    }
  }
}

function describeUpdate(update: StayUpdate): string {
  const dates = describeDates(update.event.start, update.event.end);
  const before = describeDates(update.previous.checkInDate, update.previous.checkOutDate);
  const guest = update.event.guestName ? ` (${update.event.guestName})` : '';
  if (update.isUidRotation) {
    return update.datesChanged
      ? `Re-created under a new UID: stay${guest} moved from ${before} to ${dates}.`
      : `Re-created under a new UID: stay${guest} ${dates}, dates unchanged.`;
  }
  if (update.isReinstated) return `Listed again after its cancellation: stay${guest} ${dates}; reinstated.`;
  if (update.datesChanged) return `Dates changed: stay${guest} moved from ${before} to ${dates}.`;
  return `Details changed: stay${guest} ${dates}.`;
}

function describeStay(stay: HeldStay): string {
  return `stay ${describeDates(stay.checkInDate, stay.checkOutDate)}${stay.guestName ? ` (${stay.guestName})` : ''}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec 2026 → 15 Dec 2026": unambiguous for hosts in any locale. */
export function describeDates(start: string, end: string): string {
  const format = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  return `${format(start)} → ${format(end)}`;
}
