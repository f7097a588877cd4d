import type { FeedEvent } from './parse-calendar-feed';
import { describeSyncChange, type SyncChange } from './sync-change';

export { describeDates } from './sync-change';

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

/** What a fetched feed changes in what we hold, with the feed's change log as data. */
export interface FeedChanges {
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
  /** The feed's change log: one entry per change the host is told about. */
  log: SyncChange[];
}

/** The same, with the change log as the host reads it. */
export interface FeedDiff extends Omit<FeedChanges, 'log'> {
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
export function compareFeed(input: DiffInput): FeedChanges {
  const diff: FeedChanges = {
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
    log: [],
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
      diff.log.push(updateEntry(update));
    } else if (stay.missingSince) {
      diff.reappeared.push(stay.id);
      diff.log.push({ kind: 'stay-listed-again', ...stayOf(stay) });
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
    diff.log.push(updateEntry(update));
  }
  const rotated = new Set([...rotations.keys()].map((stay) => stay.id));
  const rotatedEvents = new Set(rotations.values());
  for (const event of fresh) {
    if (rotatedEvents.has(event)) continue;
    diff.added.push(event);
    diff.log.push({ kind: 'stay-added', dates: { start: event.start, end: event.end }, guestName: event.guestName ?? '' });
  }
  for (const stay of vanished) {
    if (rotated.has(stay.id)) continue;
    if (stay.missingSince && stay.missingSince < input.fetchStartedAt) {
      diff.cancelled.push(stay.id);
      diff.log.push({ kind: 'stay-cancelled', ...stayOf(stay) });
    } else if (!stay.missingSince) {
      diff.newCandidates.push(stay.id);
      diff.log.push({ kind: 'stay-missing', ...stayOf(stay) });
    }
  }

  diffBlocks(input, diff);
  return diff;
}

/** `compareFeed` with its change log as the host reads it. */
export function diffFeed(input: DiffInput): FeedDiff {
  const { log, ...diff } = compareFeed(input);
  return { ...diff, changes: log.map(describeSyncChange) };
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

function diffBlocks(input: DiffInput, diff: FeedChanges): void {
  const heldByUid = new Map(input.heldBlocks.map((block) => [block.externalUid, block]));
  const listed = new Set(input.feed.blocks.map((event) => event.uid));
  for (const event of input.feed.blocks) {
    const block = heldByUid.get(event.uid);
    if (!block) {
      diff.blocksAdded.push(event);
      diff.log.push({ kind: 'block-added', dates: { start: event.start, end: event.end }, summary: event.summary });
    } else if (block.startDate !== event.start || block.endDate !== event.end || block.summary !== event.summary) {
      diff.blocksUpdated.push({ id: block.id, event });
      diff.log.push(
        block.startDate !== event.start || block.endDate !== event.end
          ? { kind: 'block-moved', blockId: block.id, dates: { start: event.start, end: event.end }, previous: { start: block.startDate, end: block.endDate } }
          : { kind: 'block-relabelled', blockId: block.id, dates: { start: event.start, end: event.end }, summary: event.summary },
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
      diff.log.push({ kind: 'block-removed', blockId: block.id, dates: { start: block.startDate, end: block.endDate } });
    } else if (!block.missingSince) {
      diff.blocksNewCandidates.push(block.id);
    }
  }
}

function updateEntry(update: StayUpdate): SyncChange {
  return {
    kind: 'stay-updated',
    reservationId: update.id,
    dates: { start: update.event.start, end: update.event.end },
    previous: { start: update.previous.checkInDate, end: update.previous.checkOutDate },
    guestName: update.event.guestName ?? '',
    isUidRotation: update.isUidRotation,
    datesChanged: update.datesChanged,
    isReinstated: update.isReinstated,
  };
}

function stayOf(stay: HeldStay): { reservationId: string; dates: { start: string; end: string }; guestName: string } {
  return { reservationId: stay.id, dates: { start: stay.checkInDate, end: stay.checkOutDate }, guestName: stay.guestName };
}
