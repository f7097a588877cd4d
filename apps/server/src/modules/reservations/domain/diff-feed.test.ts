import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDates, diffFeed, type DiffInput, type FeedDiff, type HeldBlock, type HeldStay } from './diff-feed';
import { parseCalendarFeed, type FeedEvent } from './parse-calendar-feed';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

const TODAY = '2026-12-01';
// The first miss was recorded by the fetch that started at 09:00; this one starts at 09:15.
const FIRST_MISS = new Date('2026-12-01T09:00:00.000Z');
const FETCH = new Date('2026-12-01T09:15:00.000Z');

const NOTHING: FeedDiff = {
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

function held(id: string, uid: string, checkInDate: string, checkOutDate: string, extra: Partial<HeldStay> = {}): HeldStay {
  return {
    id,
    externalUid: uid,
    checkInDate,
    checkOutDate,
    guestName: '',
    phoneLast4: null,
    reservationUrl: null,
    status: 'confirmed',
    cancelledBy: null,
    missingSince: null,
    ...extra,
  };
}

function listed(uid: string, start: string, end: string, extra: Partial<FeedEvent> = {}): FeedEvent {
  return { uid, start, end, summary: extra.guestName ? `Reserved - ${extra.guestName}` : 'Reserved', ...extra };
}

function heldBlock(id: string, uid: string, startDate: string, endDate: string, extra: Partial<HeldBlock> = {}): HeldBlock {
  return { id, externalUid: uid, startDate, endDate, summary: 'Blocked', missingSince: null, ...extra };
}

function blockEvent(uid: string, start: string, end: string, summary = 'Blocked'): FeedEvent {
  return { uid, start, end, summary };
}

function run(input: Partial<Omit<DiffInput, 'feed'>> & { reservations?: FeedEvent[]; blocks?: FeedEvent[] }): FeedDiff {
  return diffFeed({
    held: input.held ?? [],
    heldBlocks: input.heldBlocks ?? [],
    feed: { reservations: input.reservations ?? [], blocks: input.blocks ?? [] },
    today: input.today ?? TODAY,
    fetchStartedAt: input.fetchStartedAt ?? FETCH,
  });
}

// An Airbnb stay as we hold it after importing it, and the same stay as the feed lists it.
const AIRBNB_URL = 'https://www.airbnb.com/hosting/reservations/details/HMQ4X2ZK9T';
const airbnbHeld = (extra: Partial<HeldStay> = {}) =>
  held('r-air', 'a1@airbnb.com', '2026-12-12', '2026-12-15', { phoneLast4: '4821', reservationUrl: AIRBNB_URL, ...extra });
const airbnbListed = (extra: Partial<FeedEvent> = {}) => listed('a1@airbnb.com', '2026-12-12', '2026-12-15', { phoneLast4: '4821', reservationUrl: AIRBNB_URL, ...extra });

describe('describeDates', () => {
  it('writes day, short month and year, with an arrow', () => {
    expect(describeDates('2026-12-12', '2026-12-15')).toBe('12 Dec 2026 → 15 Dec 2026');
    expect(describeDates('2026-12-29', '2027-01-02')).toBe('29 Dec 2026 → 2 Jan 2027');
    expect(describeDates('2028-02-29', '2028-03-01')).toBe('29 Feb 2028 → 1 Mar 2028');
    expect(describeDates('2027-05-05', '2027-11-09')).toBe('5 May 2027 → 9 Nov 2027');
  });
});

describe('diffFeed: stays', () => {
  it('adds the stays it has not seen, with a change line each', () => {
    const sofia = listed('v1', '2026-12-12', '2026-12-15', { guestName: 'Sofia Martinez' });
    const anonymous = listed('v2', '2026-12-20', '2026-12-22');
    expect(run({ reservations: [sofia, anonymous] })).toEqual({
      ...NOTHING,
      added: [sofia, anonymous],
      changes: ['New stay 12 Dec 2026 → 15 Dec 2026 (Sofia Martinez).', 'New stay 20 Dec 2026 → 22 Dec 2026.'],
    });
  });

  it('finds nothing to do in an unchanged feed', () => {
    const vrbo = held('r-v', 'v1', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' });
    expect(
      run({
        held: [airbnbHeld(), vrbo],
        reservations: [airbnbListed(), listed('v1', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' })],
        heldBlocks: [heldBlock('b1', 'blk1', '2026-12-24', '2026-12-27')],
        blocks: [blockEvent('blk1', '2026-12-24', '2026-12-27')],
      }),
    ).toEqual(NOTHING);
  });

  it('changes the dates of a stay listed under the same UID', () => {
    const moved = airbnbListed({ start: '2026-12-13', end: '2026-12-16' });
    expect(run({ held: [airbnbHeld()], reservations: [moved] })).toEqual({
      ...NOTHING,
      updated: [
        {
          id: 'r-air',
          event: moved,
          isUidRotation: false,
          datesChanged: true,
          isReinstated: false,
          previous: { checkInDate: '2026-12-12', checkOutDate: '2026-12-15' },
        },
      ],
      changes: ['Dates changed: stay moved from 12 Dec 2026 → 15 Dec 2026 to 13 Dec 2026 → 16 Dec 2026.'],
    });
  });

  it('names the guest in a date change when the feed does', () => {
    const diff = run({
      held: [held('r-v', 'v1', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' })],
      reservations: [listed('v1', '2026-12-20', '2026-12-24', { guestName: 'Tom Baker' })],
    });
    expect(diff.changes).toEqual(['Dates changed: stay (Tom Baker) moved from 20 Dec 2026 → 23 Dec 2026 to 20 Dec 2026 → 24 Dec 2026.']);
    expect(diff.updated[0]).toMatchObject({ id: 'r-v', datesChanged: true, isUidRotation: false, isReinstated: false });
  });

  it('marks a stay missing for the first time as a candidate, without cancelling it', () => {
    const jane = held('r-j', 'v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane' });
    expect(run({ held: [jane] })).toEqual({
      ...NOTHING,
      newCandidates: ['r-j'],
      changes: ['Missing from the feed: stay 12 Dec 2026 → 15 Dec 2026 (Jane). It will be cancelled if the next sync still misses it.'],
    });
  });

  it('cancels a candidate that a fetch started after its first miss still misses', () => {
    const jane = held('r-j', 'v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane', missingSince: FIRST_MISS });
    expect(run({ held: [jane], fetchStartedAt: FETCH })).toEqual({
      ...NOTHING,
      cancelled: ['r-j'],
      changes: ['Cancelled: stay 12 Dec 2026 → 15 Dec 2026 (Jane) is still missing from the feed.'],
    });
    // One millisecond later is later.
    expect(run({ held: [jane], fetchStartedAt: new Date(FIRST_MISS.getTime() + 1) }).cancelled).toEqual(['r-j']);
  });

  it('does not cancel on a fetch that did not start after the first miss, nor count it as a new candidate', () => {
    const jane = held('r-j', 'v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane', missingSince: FIRST_MISS });
    // The very fetch that recorded the miss (same start), and one that started before it (a slow, overlapping run).
    expect(run({ held: [jane], fetchStartedAt: new Date(FIRST_MISS.getTime()) })).toEqual(NOTHING);
    expect(run({ held: [jane], fetchStartedAt: new Date(FIRST_MISS.getTime() - 60_000) })).toEqual(NOTHING);
  });

  it('clears a candidate listed again, unchanged', () => {
    const candidate = airbnbHeld({ missingSince: FIRST_MISS });
    expect(run({ held: [candidate], reservations: [airbnbListed()] })).toEqual({
      ...NOTHING,
      reappeared: ['r-air'],
      changes: ['Listed again: stay 12 Dec 2026 → 15 Dec 2026 (no longer a candidate cancellation).'],
    });
  });

  it('updates, rather than merely clears, a candidate listed again with other dates', () => {
    const candidate = airbnbHeld({ missingSince: FIRST_MISS });
    const moved = airbnbListed({ end: '2026-12-16' });
    const diff = run({ held: [candidate], reservations: [moved] });
    expect(diff).toEqual({
      ...NOTHING,
      updated: [{ id: 'r-air', event: moved, isUidRotation: false, datesChanged: true, isReinstated: false, previous: { checkInDate: '2026-12-12', checkOutDate: '2026-12-15' } }],
      changes: ['Dates changed: stay moved from 12 Dec 2026 → 15 Dec 2026 to 12 Dec 2026 → 16 Dec 2026.'],
    });
  });

  it('lets a stay that ended leave the feed silently (Airbnb lists no past stays)', () => {
    const ended = held('r-old', 'a-old@airbnb.com', '2026-11-26', '2026-11-30');
    expect(run({ held: [ended] })).toEqual(NOTHING);
    // Even one that was already a candidate is not cancelled once it has ended.
    expect(run({ held: [{ ...ended, missingSince: FIRST_MISS }] })).toEqual(NOTHING);
  });

  it('treats a stay checking out today that vanished as a candidate cancellation', () => {
    const leaving = held('r-today', 'a-today@airbnb.com', '2026-11-28', TODAY);
    expect(run({ held: [leaving] })).toEqual({
      ...NOTHING,
      newCandidates: ['r-today'],
      changes: ['Missing from the feed: stay 28 Nov 2026 → 1 Dec 2026. It will be cancelled if the next sync still misses it.'],
    });
  });

  it('reinstates a stay the sync cancelled when it is listed again', () => {
    const cancelled = held('r-j', 'v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane', status: 'cancelled', cancelledBy: 'sync', missingSince: FIRST_MISS });
    const back = listed('v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane' });
    expect(run({ held: [cancelled], reservations: [back] })).toEqual({
      ...NOTHING,
      updated: [{ id: 'r-j', event: back, isUidRotation: false, datesChanged: false, isReinstated: true, previous: { checkInDate: '2026-12-12', checkOutDate: '2026-12-15' } }],
      changes: ['Listed again after its cancellation: stay (Jane) 12 Dec 2026 → 15 Dec 2026; reinstated.'],
    });
  });

  it('reinstates with the new dates when a sync-cancelled stay comes back moved', () => {
    const cancelled = airbnbHeld({ status: 'cancelled', cancelledBy: 'sync', missingSince: FIRST_MISS });
    const back = airbnbListed({ start: '2026-12-14', end: '2026-12-18' });
    const diff = run({ held: [cancelled], reservations: [back] });
    expect(diff.updated).toEqual([
      { id: 'r-air', event: back, isUidRotation: false, datesChanged: true, isReinstated: true, previous: { checkInDate: '2026-12-12', checkOutDate: '2026-12-15' } },
    ]);
    expect(diff.changes).toEqual(['Listed again after its cancellation: stay 14 Dec 2026 → 18 Dec 2026; reinstated.']);
    expect(diff.added).toEqual([]);
  });

  it('leaves a stay the host cancelled alone, listed or not, whatever its dates', () => {
    const hostCancelled = airbnbHeld({ status: 'cancelled', cancelledBy: 'host' });
    expect(run({ held: [hostCancelled], reservations: [airbnbListed()] })).toEqual(NOTHING);
    expect(run({ held: [hostCancelled], reservations: [airbnbListed({ start: '2026-12-13', phoneLast4: '0000' })] })).toEqual(NOTHING);
    expect(run({ held: [hostCancelled] })).toEqual(NOTHING);
    // A sync-cancelled stay that is still missing is left alone too.
    expect(run({ held: [airbnbHeld({ status: 'cancelled', cancelledBy: 'sync', missingSince: FIRST_MISS })] })).toEqual(NOTHING);
  });

  it('updates details (phone digits, reservation link, guest name) without a date change', () => {
    const phone = airbnbListed({ phoneLast4: '9034' });
    expect(run({ held: [airbnbHeld()], reservations: [phone] })).toEqual({
      ...NOTHING,
      updated: [{ id: 'r-air', event: phone, isUidRotation: false, datesChanged: false, isReinstated: false, previous: { checkInDate: '2026-12-12', checkOutDate: '2026-12-15' } }],
      changes: ['Details changed: stay 12 Dec 2026 → 15 Dec 2026.'],
    });

    const link = airbnbListed({ reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMZZZZZZZZ' });
    expect(run({ held: [airbnbHeld()], reservations: [link] }).updated).toMatchObject([{ id: 'r-air', datesChanged: false }]);

    // The feed dropped the phone digits: a change too (we keep what the feed says).
    const noPhone = listed('a1@airbnb.com', '2026-12-12', '2026-12-15', { reservationUrl: AIRBNB_URL });
    expect(run({ held: [airbnbHeld()], reservations: [noPhone] }).updated).toMatchObject([{ id: 'r-air', datesChanged: false }]);

    const renamed = listed('v1', '2026-12-20', '2026-12-23', { guestName: 'Thomas Baker' });
    expect(run({ held: [held('r-v', 'v1', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' })], reservations: [renamed] }).changes).toEqual([
      'Details changed: stay (Thomas Baker) 20 Dec 2026 → 23 Dec 2026.',
    ]);
  });

  it('does not count a name the feed does not give as a change (Airbnb gives none)', () => {
    const named = held('r-n', 'a2@airbnb.com', '2026-12-20', '2026-12-23', { guestName: 'Typed In By Host' });
    expect(run({ held: [named], reservations: [listed('a2@airbnb.com', '2026-12-20', '2026-12-23')] })).toEqual(NOTHING);
  });

  it('does not mutate its input', () => {
    const input: DiffInput = {
      held: [airbnbHeld(), held('r-j', 'v-jane', '2026-12-12', '2026-12-15', { guestName: 'Jane', missingSince: FIRST_MISS })],
      heldBlocks: [heldBlock('b1', 'blk1', '2026-12-24', '2026-12-27')],
      feed: { reservations: [airbnbListed({ end: '2026-12-16' }), listed('new', '2027-01-02', '2027-01-04')], blocks: [] },
      today: TODAY,
      fetchStartedAt: FETCH,
    };
    const copy = structuredClone(input);
    diffFeed(input);
    expect(input).toEqual(copy);
  });
});

describe('diffFeed: Vrbo re-creates a changed booking under a new UID', () => {
  const sofia = held('r-sofia', 'vrbo-sofia-1', '2026-12-10', '2026-12-14', { guestName: 'Sofia Martinez' });
  const tom = held('r-tom', 'vrbo-tom', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' });
  const tomListed = listed('vrbo-tom', '2026-12-20', '2026-12-23', { guestName: 'Tom Baker' });

  it('pairs a vanished stay with a new one of the same guest name: one update, no add, no candidate', () => {
    const recreated = listed('vrbo-sofia-2', '2026-12-11', '2026-12-15', { guestName: 'Sofia Martinez' });
    expect(run({ held: [sofia, tom], reservations: [tomListed, recreated] })).toEqual({
      ...NOTHING,
      updated: [
        {
          id: 'r-sofia',
          event: recreated,
          isUidRotation: true,
          datesChanged: true,
          isReinstated: false,
          previous: { checkInDate: '2026-12-10', checkOutDate: '2026-12-14' },
        },
      ],
      changes: ['Re-created under a new UID: stay (Sofia Martinez) moved from 10 Dec 2026 → 14 Dec 2026 to 11 Dec 2026 → 15 Dec 2026.'],
    });
  });

  it('pairs by name whatever the case and spacing, and even when the new dates do not overlap', () => {
    const moved = listed('vrbo-sofia-2', '2027-01-20', '2027-01-24', { guestName: '  sofia MARTINEZ ' });
    const diff = run({ held: [sofia], reservations: [moved] });
    expect(diff.updated).toEqual([
      { id: 'r-sofia', event: moved, isUidRotation: true, datesChanged: true, isReinstated: false, previous: { checkInDate: '2026-12-10', checkOutDate: '2026-12-14' } },
    ]);
    expect(diff.added).toEqual([]);
    expect(diff.newCandidates).toEqual([]);
  });

  it('says the dates are unchanged when only the UID rotated', () => {
    const same = listed('vrbo-sofia-2', '2026-12-10', '2026-12-14', { guestName: 'Sofia Martinez' });
    expect(run({ held: [sofia], reservations: [same] })).toEqual({
      ...NOTHING,
      updated: [{ id: 'r-sofia', event: same, isUidRotation: true, datesChanged: false, isReinstated: false, previous: { checkInDate: '2026-12-10', checkOutDate: '2026-12-14' } }],
      changes: ['Re-created under a new UID: stay (Sofia Martinez) 10 Dec 2026 → 14 Dec 2026, dates unchanged.'],
    });
  });

  it('pairs a stay that was already a candidate: no cancellation', () => {
    const recreated = listed('vrbo-sofia-2', '2026-12-11', '2026-12-15', { guestName: 'Sofia Martinez' });
    const diff = run({ held: [{ ...sofia, missingSince: FIRST_MISS }], reservations: [recreated] });
    expect(diff.cancelled).toEqual([]);
    expect(diff.updated).toMatchObject([{ id: 'r-sofia', isUidRotation: true, datesChanged: true }]);
  });

  it('pairs the only vanished stay and the only new one without names when their dates overlap', () => {
    const anonymous = held('r-anon', 'vrbo-anon-1', '2026-12-10', '2026-12-14');
    const recreated = listed('vrbo-anon-2', '2026-12-12', '2026-12-16');
    expect(run({ held: [anonymous], reservations: [recreated] })).toEqual({
      ...NOTHING,
      updated: [{ id: 'r-anon', event: recreated, isUidRotation: true, datesChanged: true, isReinstated: false, previous: { checkInDate: '2026-12-10', checkOutDate: '2026-12-14' } }],
      changes: ['Re-created under a new UID: stay moved from 10 Dec 2026 → 14 Dec 2026 to 12 Dec 2026 → 16 Dec 2026.'],
    });
  });

  it('does not pair the only vanished and only new unnamed stays when their dates do not overlap (back to back is no overlap)', () => {
    const anonymous = held('r-anon', 'vrbo-anon-1', '2026-12-10', '2026-12-14');
    const next = listed('vrbo-anon-2', '2026-12-14', '2026-12-16');
    expect(run({ held: [anonymous], reservations: [next] })).toEqual({
      ...NOTHING,
      added: [next],
      newCandidates: ['r-anon'],
      changes: ['New stay 14 Dec 2026 → 16 Dec 2026.', 'Missing from the feed: stay 10 Dec 2026 → 14 Dec 2026. It will be cancelled if the next sync still misses it.'],
    });
  });

  it('does not pair two vanished and two new unnamed stays, even overlapping: adds and candidates', () => {
    const a = held('r-a', 'vrbo-a', '2026-12-10', '2026-12-14');
    const b = held('r-b', 'vrbo-b', '2026-12-20', '2026-12-24');
    const c = listed('vrbo-c', '2026-12-11', '2026-12-14');
    const d = listed('vrbo-d', '2026-12-21', '2026-12-24');
    expect(run({ held: [a, b], reservations: [c, d] })).toEqual({
      ...NOTHING,
      added: [c, d],
      newCandidates: ['r-a', 'r-b'],
      changes: [
        'New stay 11 Dec 2026 → 14 Dec 2026.',
        'New stay 21 Dec 2026 → 24 Dec 2026.',
        'Missing from the feed: stay 10 Dec 2026 → 14 Dec 2026. It will be cancelled if the next sync still misses it.',
        'Missing from the feed: stay 20 Dec 2026 → 24 Dec 2026. It will be cancelled if the next sync still misses it.',
      ],
    });
  });

  it('does not pair one vanished unnamed stay with one of two new ones', () => {
    const a = held('r-a', 'vrbo-a', '2026-12-10', '2026-12-14');
    const diff = run({ held: [a], reservations: [listed('vrbo-c', '2026-12-11', '2026-12-14'), listed('vrbo-d', '2027-01-02', '2027-01-04')] });
    expect(diff.updated).toEqual([]);
    expect(diff.added.map((event) => event.uid)).toEqual(['vrbo-c', 'vrbo-d']);
    expect(diff.newCandidates).toEqual(['r-a']);
  });

  it('does not pair stays of two different guests, even overlapping', () => {
    const bob = listed('vrbo-bob', '2026-12-11', '2026-12-15', { guestName: 'Bob Lee' });
    expect(run({ held: [sofia], reservations: [bob] })).toEqual({
      ...NOTHING,
      added: [bob],
      newCandidates: ['r-sofia'],
      changes: ['New stay 11 Dec 2026 → 15 Dec 2026 (Bob Lee).', 'Missing from the feed: stay 10 Dec 2026 → 14 Dec 2026 (Sofia Martinez). It will be cancelled if the next sync still misses it.'],
    });
  });

  it('does not pair by name when two new stays carry that name', () => {
    const first = listed('vrbo-s2', '2026-12-11', '2026-12-15', { guestName: 'Sofia Martinez' });
    const second = listed('vrbo-s3', '2027-02-01', '2027-02-03', { guestName: 'Sofia Martinez' });
    const diff = run({ held: [sofia], reservations: [first, second] });
    expect(diff.updated).toEqual([]);
    expect(diff.added).toEqual([first, second]);
    expect(diff.newCandidates).toEqual(['r-sofia']);
  });

  it('pairs by name and the remaining unnamed pair by overlap in one fetch', () => {
    const anonymous = held('r-anon', 'vrbo-anon-1', '2027-01-05', '2027-01-08');
    const recreatedSofia = listed('vrbo-sofia-2', '2026-12-11', '2026-12-15', { guestName: 'Sofia Martinez' });
    const recreatedAnon = listed('vrbo-anon-2', '2027-01-06', '2027-01-09');
    const diff = run({ held: [sofia, anonymous], reservations: [recreatedAnon, recreatedSofia] });
    expect(diff.updated).toEqual([
      { id: 'r-sofia', event: recreatedSofia, isUidRotation: true, datesChanged: true, isReinstated: false, previous: { checkInDate: '2026-12-10', checkOutDate: '2026-12-14' } },
      { id: 'r-anon', event: recreatedAnon, isUidRotation: true, datesChanged: true, isReinstated: false, previous: { checkInDate: '2027-01-05', checkOutDate: '2027-01-08' } },
    ]);
    expect(diff.added).toEqual([]);
    expect(diff.newCandidates).toEqual([]);
    expect(diff.cancelled).toEqual([]);
  });

  it('pairs neither a stay that ended nor one the host cancelled', () => {
    const ended = held('r-old', 'vrbo-old', '2026-11-20', '2026-11-25', { guestName: 'Sofia Martinez' });
    const hostCancelled = held('r-hc', 'vrbo-hc', '2026-12-10', '2026-12-14', { guestName: 'Sofia Martinez', status: 'cancelled', cancelledBy: 'host' });
    const fresh = listed('vrbo-sofia-2', '2026-12-11', '2026-12-15', { guestName: 'Sofia Martinez' });
    expect(run({ held: [ended, hostCancelled], reservations: [fresh] })).toEqual({
      ...NOTHING,
      added: [fresh],
      changes: ['New stay 11 Dec 2026 → 15 Dec 2026 (Sofia Martinez).'],
    });
  });

  it('reads the two versions of the Vrbo fixture as one moved stay', () => {
    const before = parseCalendarFeed(fixture('vrbo-rotation-before.ics'));
    const after = parseCalendarFeed(fixture('vrbo-rotation-after.ics'));
    const heldStays = before.reservations.map((event, index) => held(`r${index + 1}`, event.uid, event.start, event.end, { guestName: event.guestName ?? '' }));
    const heldBlocks = before.blocks.map((event, index) => heldBlock(`b${index + 1}`, event.uid, event.start, event.end, { summary: event.summary }));
    const today = '2027-03-02';
    // The first version against itself: nothing.
    expect(diffFeed({ held: heldStays, heldBlocks, feed: before, today, fetchStartedAt: FETCH })).toEqual(NOTHING);
    expect(diffFeed({ held: heldStays, heldBlocks, feed: after, today, fetchStartedAt: FETCH })).toEqual({
      ...NOTHING,
      updated: [
        {
          id: 'r1',
          event: after.reservations[1],
          isUidRotation: true,
          datesChanged: true,
          isReinstated: false,
          previous: { checkInDate: '2027-03-10', checkOutDate: '2027-03-14' },
        },
      ],
      changes: ['Re-created under a new UID: stay (Sofia Martinez) moved from 10 Mar 2027 → 14 Mar 2027 to 11 Mar 2027 → 16 Mar 2027.'],
    });
  });
});

describe('diffFeed: blocks', () => {
  it('adds new blocks, naming them by their summary', () => {
    const airbnb = blockEvent('blk-a', '2026-12-20', '2026-12-24', 'Airbnb (Not available)');
    const unnamed = blockEvent('blk-b', '2027-01-02', '2027-01-03', '');
    expect(run({ blocks: [airbnb, unnamed] })).toEqual({
      ...NOTHING,
      blocksAdded: [airbnb, unnamed],
      changes: ['New block 20 Dec 2026 → 24 Dec 2026 (Airbnb (Not available)).', 'New block 2 Jan 2027 → 3 Jan 2027 (Not available).'],
    });
  });

  it('moves a block listed with other dates', () => {
    const moved = blockEvent('blk1', '2026-12-21', '2026-12-26');
    expect(run({ heldBlocks: [heldBlock('b1', 'blk1', '2026-12-20', '2026-12-24')], blocks: [moved] })).toEqual({
      ...NOTHING,
      blocksUpdated: [{ id: 'b1', event: moved }],
      changes: ['Block moved from 20 Dec 2026 → 24 Dec 2026 to 21 Dec 2026 → 26 Dec 2026.'],
    });
  });

  it('updates a block whose summary alone changed', () => {
    const renamed = blockEvent('blk1', '2026-12-20', '2026-12-24', 'CLOSED - Not available');
    const diff = run({ heldBlocks: [heldBlock('b1', 'blk1', '2026-12-20', '2026-12-24')], blocks: [renamed] });
    expect(diff.blocksUpdated).toEqual([{ id: 'b1', event: renamed }]);
    expect(diff.changes).toHaveLength(1);
  });

  it('marks a block missing for the first time as a candidate, with no change line', () => {
    expect(run({ heldBlocks: [heldBlock('b1', 'blk1', '2026-12-20', '2026-12-24')] })).toEqual({ ...NOTHING, blocksNewCandidates: ['b1'] });
    // One ending today is still current.
    expect(run({ heldBlocks: [heldBlock('b2', 'blk2', '2026-11-28', TODAY)] })).toEqual({ ...NOTHING, blocksNewCandidates: ['b2'] });
  });

  it('removes a block still missing on a later fetch, and says so', () => {
    const candidate = heldBlock('b1', 'blk1', '2026-12-20', '2026-12-24', { missingSince: FIRST_MISS });
    expect(run({ heldBlocks: [candidate] })).toEqual({ ...NOTHING, blocksRemoved: ['b1'], changes: ['Block 20 Dec 2026 → 24 Dec 2026 removed.'] });
    // Not by the fetch that first missed it.
    expect(run({ heldBlocks: [candidate], fetchStartedAt: FIRST_MISS })).toEqual(NOTHING);
  });

  it('removes a past block silently', () => {
    expect(run({ heldBlocks: [heldBlock('b-old', 'blk-old', '2026-11-20', '2026-11-30')] })).toEqual({ ...NOTHING, blocksRemoved: ['b-old'] });
    expect(run({ heldBlocks: [heldBlock('b-old', 'blk-old', '2026-11-20', '2026-11-30', { missingSince: FIRST_MISS })] })).toEqual({
      ...NOTHING,
      blocksRemoved: ['b-old'],
    });
  });

  it('clears a candidate block listed again unchanged', () => {
    const candidate = heldBlock('b1', 'blk1', '2026-12-20', '2026-12-24', { missingSince: FIRST_MISS });
    expect(run({ heldBlocks: [candidate], blocks: [blockEvent('blk1', '2026-12-20', '2026-12-24')] })).toEqual({ ...NOTHING, blocksReappeared: ['b1'] });
  });

  it('keeps stays and blocks apart: a block UID is never a stay', () => {
    const diff = run({ held: [airbnbHeld()], reservations: [], blocks: [blockEvent('a1@airbnb.com', '2026-12-12', '2026-12-15', 'Airbnb (Not available)')] });
    expect(diff.newCandidates).toEqual(['r-air']);
    expect(diff.blocksAdded.map((event) => event.uid)).toEqual(['a1@airbnb.com']);
  });
});

describe('diffFeed: one fetch, everything at once', () => {
  it('orders the change log: listed stays, re-creations, new stays, vanished stays, then blocks', () => {
    const diff = run({
      held: [
        airbnbHeld(),
        held('r-sofia', 'vrbo-sofia-1', '2026-12-18', '2026-12-20', { guestName: 'Sofia Martinez' }),
        held('r-gone', 'gone', '2026-12-05', '2026-12-07', { missingSince: FIRST_MISS }),
        held('r-miss', 'miss', '2026-12-08', '2026-12-09'),
        held('r-back', 'back', '2026-12-25', '2026-12-28', { missingSince: FIRST_MISS }),
      ],
      reservations: [
        listed('new', '2027-01-02', '2027-01-04'),
        listed('vrbo-sofia-2', '2026-12-18', '2026-12-21', { guestName: 'Sofia Martinez' }),
        airbnbListed({ start: '2026-12-11' }),
        listed('back', '2026-12-25', '2026-12-28'),
      ],
      heldBlocks: [heldBlock('b1', 'blk1', '2026-12-01', '2026-12-03'), heldBlock('b2', 'blk2', '2027-01-10', '2027-01-12', { missingSince: FIRST_MISS })],
      blocks: [blockEvent('blk1', '2026-12-01', '2026-12-04'), blockEvent('blk3', '2027-02-01', '2027-02-05')],
    });
    expect(diff.changes).toEqual([
      'Dates changed: stay moved from 12 Dec 2026 → 15 Dec 2026 to 11 Dec 2026 → 15 Dec 2026.',
      'Listed again: stay 25 Dec 2026 → 28 Dec 2026 (no longer a candidate cancellation).',
      'Re-created under a new UID: stay (Sofia Martinez) moved from 18 Dec 2026 → 20 Dec 2026 to 18 Dec 2026 → 21 Dec 2026.',
      'New stay 2 Jan 2027 → 4 Jan 2027.',
      'Cancelled: stay 5 Dec 2026 → 7 Dec 2026 is still missing from the feed.',
      'Missing from the feed: stay 8 Dec 2026 → 9 Dec 2026. It will be cancelled if the next sync still misses it.',
      'Block moved from 1 Dec 2026 → 3 Dec 2026 to 1 Dec 2026 → 4 Dec 2026.',
      'New block 1 Feb 2027 → 5 Feb 2027 (Blocked).',
      'Block 10 Jan 2027 → 12 Jan 2027 removed.',
    ]);
    expect(diff.updated.map((update) => [update.id, update.isUidRotation])).toEqual([
      ['r-air', false],
      ['r-sofia', true],
    ]);
    expect(diff.added.map((event) => event.uid)).toEqual(['new']);
    expect(diff.reappeared).toEqual(['r-back']);
    expect(diff.cancelled).toEqual(['r-gone']);
    expect(diff.newCandidates).toEqual(['r-miss']);
    expect(diff.blocksUpdated.map((update) => update.id)).toEqual(['b1']);
    expect(diff.blocksAdded.map((event) => event.uid)).toEqual(['blk3']);
    expect(diff.blocksRemoved).toEqual(['b2']);
    expect(diff.blocksNewCandidates).toEqual([]);
  });
});
