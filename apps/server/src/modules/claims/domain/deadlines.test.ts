import { describe, expect, it } from 'vitest';
import type { ClaimStep } from '@cohost/shared';
import { computeDeadlines, isOverdue, localDaysAfter, nextDeadline, type DeadlineFacts } from './deadlines';
import { platformOf } from './platform-of';
import { provenanceMarks, type ProvenanceFacts } from './provenance';
import { stepPermissions } from './step-rules';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

function facts(overrides: Partial<DeadlineFacts> = {}): DeadlineFacts {
  return {
    kind: 'damage',
    platform: 'airbnb',
    checkOutAt: at('2026-06-10T17:00:00Z'),
    timeZone: 'America/Denver',
    reportedAt: at('2026-06-10T20:00:00Z'),
    guestAskedAt: null,
    nextCheckInAt: null,
    insurer: 'none',
    insurerName: '',
    taken: new Set<ClaimStep>(),
    now: at('2026-06-11T12:00:00Z'),
    ...overrides,
  };
}
const find = (list: ReturnType<typeof computeDeadlines>, key: string) => list.find((deadline) => deadline.key === key);

describe('"N days after checkout" is the same local wall time N calendar days later, across DST', () => {
  it.each([
    // Denver: MDT (UTC−6) to MST (UTC−7) on 1 Nov 2026: 11:00 stays 11:00, an hour later in UTC.
    ['America/Denver', '2026-10-30T17:00:00Z', 14, '2026-11-13T18:00:00.000Z'],
    // Denver, spring forward on 8 Mar 2026.
    ['America/Denver', '2026-03-01T18:00:00Z', 14, '2026-03-15T17:00:00.000Z'],
    // Paris: CEST (UTC+2) to CET (UTC+1) on 25 Oct 2026.
    ['Europe/Paris', '2026-10-20T08:00:00Z', 14, '2026-11-03T09:00:00.000Z'],
    // Paris, spring forward on 29 Mar 2026, 30 days (the insurer).
    ['Europe/Paris', '2026-03-20T09:00:00Z', 30, '2026-04-19T08:00:00.000Z'],
    // Auckland: NZST (UTC+12) to NZDT (UTC+13) on 27 Sep 2026; the local day is ahead of UTC.
    ['Pacific/Auckland', '2026-09-19T22:00:00Z', 14, '2026-10-03T21:00:00.000Z'],
    // Auckland, back to NZST on 5 Apr 2026.
    ['Pacific/Auckland', '2026-03-30T22:00:00Z', 14, '2026-04-13T23:00:00.000Z'],
    // Kolkata: no DST, half-hour offset.
    ['Asia/Kolkata', '2026-03-01T05:30:00Z', 14, '2026-03-15T05:30:00.000Z'],
    ['Asia/Kolkata', '2026-03-01T05:30:00Z', 30, '2026-03-31T05:30:00.000Z'],
  ])('%s: %s + %i days = %s', (zone, checkout, days, due) => {
    expect(localDaysAfter(at(checkout), days, zone).toISOString()).toBe(due);
  });

  it('the Airbnb, Vrbo and insurer clocks use it in the property zone', () => {
    const airbnb = computeDeadlines(facts({ checkOutAt: at('2026-10-30T17:00:00Z'), now: at('2026-10-31T00:00:00Z'), insurer: 'truvi' }));
    expect(find(airbnb, 'airbnb')!.dueAt.toISOString()).toBe('2026-11-13T18:00:00.000Z');
    expect(find(airbnb, 'insurer')!.dueAt.toISOString()).toBe('2026-11-29T18:00:00.000Z');
    const vrbo = computeDeadlines(facts({ platform: 'vrbo', timeZone: 'Europe/Paris', checkOutAt: at('2026-10-20T08:00:00Z'), now: at('2026-10-21T00:00:00Z') }));
    expect(find(vrbo, 'vrbo')!.dueAt.toISOString()).toBe('2026-11-03T09:00:00.000Z');
    const auckland = computeDeadlines(facts({ timeZone: 'Pacific/Auckland', checkOutAt: at('2026-09-19T22:00:00Z'), now: at('2026-09-20T00:00:00Z') }));
    expect(find(auckland, 'airbnb')!.dueAt.toISOString()).toBe('2026-10-03T21:00:00.000Z');
    const kolkata = computeDeadlines(facts({ timeZone: 'Asia/Kolkata', checkOutAt: at('2026-03-01T05:30:00Z'), now: at('2026-03-02T00:00:00Z'), insurer: 'other', insurerName: 'Acme' }));
    expect(find(kolkata, 'insurer')).toMatchObject({ label: 'File with Acme' });
    expect(find(kolkata, 'insurer')!.dueAt.toISOString()).toBe('2026-03-31T05:30:00.000Z');
  });
});

describe('Airbnb: 14 days after checkout, never before the guest had their 24 hours', () => {
  it('before the guest is asked, Airbnb waits with the note to ask first, and nothing else runs', () => {
    const deadlines = computeDeadlines(facts());
    expect(deadlines.map((deadline) => deadline.key)).toEqual(['airbnb']);
    expect(deadlines[0]).toMatchObject({ state: 'waiting', opensAt: null });
    expect(deadlines[0]!.note).toMatch(/^Ask the guest first: Airbnb can be involved only after their 24 hours/);
  });

  it("asked, the guest's 24 hours run exactly 24 hours (across a DST change too), and Airbnb opens when they end", () => {
    const askedAt = at('2026-10-31T18:00:00Z');
    const during = computeDeadlines(facts({ checkOutAt: at('2026-10-30T17:00:00Z'), guestAskedAt: askedAt, now: at('2026-11-01T12:00:00Z') }));
    expect(find(during, 'guest-response')).toMatchObject({ state: 'urgent' });
    expect(find(during, 'guest-response')!.dueAt.getTime() - askedAt.getTime()).toBe(24 * HOUR);
    expect(find(during, 'airbnb')).toMatchObject({ state: 'waiting' });
    expect(find(during, 'airbnb')!.opensAt!.toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(find(during, 'airbnb-support')).toBeUndefined();

    const after = computeDeadlines(facts({ checkOutAt: at('2026-10-30T17:00:00Z'), guestAskedAt: askedAt, reportedAt: at('2026-10-30T20:00:00Z'), now: at('2026-11-01T18:00:01Z') }));
    expect(find(after, 'guest-response')).toMatchObject({ state: 'met' });
    expect(find(after, 'airbnb')).toMatchObject({ state: 'open' });
    // Airbnb Support: 30 days after the damage (its report), local time.
    expect(find(after, 'airbnb-support')!.dueAt.toISOString()).toBe('2026-11-29T21:00:00.000Z');
  });

  it('the next check-in, when earlier, is named in the note (one source says whichever comes first)', () => {
    const deadlines = computeDeadlines(facts({ nextCheckInAt: at('2026-06-12T21:00:00Z') }));
    expect(find(deadlines, 'airbnb')!.note).toContain('before the next guest checks in (Fri 12 Jun, 15:00)');
    expect(find(computeDeadlines(facts({ nextCheckInAt: at('2026-07-12T21:00:00Z') })), 'airbnb')!.note).not.toContain('next guest');
  });

  it('states: open beyond 72 h, due soon inside 72 h, urgent inside 24 h, passed after, met once filed', () => {
    const asked = { guestAskedAt: at('2026-06-11T12:00:00Z') };
    const due = at('2026-06-24T17:00:00Z').getTime();
    const stateAt = (hoursLeft: number, taken: ClaimStep[] = []) =>
      find(computeDeadlines(facts({ ...asked, taken: new Set(taken), now: new Date(due - hoursLeft * HOUR) })), 'airbnb')!.state;
    expect(stateAt(73)).toBe('open');
    expect(stateAt(72)).toBe('due-soon');
    expect(stateAt(24)).toBe('urgent');
    expect(stateAt(0)).toBe('urgent');
    expect(stateAt(-0.001)).toBe('passed');
    expect(stateAt(-10, ['platform'])).toBe('met');
  });

  it('passed, the note says what can still be done: the insurer until its date, else absorb or close', () => {
    const now = at('2026-06-25T12:00:00Z');
    const withTruvi = computeDeadlines(facts({ now, insurer: 'truvi' }));
    expect(find(withTruvi, 'airbnb')).toMatchObject({ state: 'passed', note: 'Airbnb closes requests after 14 days: ask the guest directly, or file with Truvi until Fri 10 Jul, 11:00.' });
    expect(isOverdue(withTruvi)).toBe(true);
    expect(nextDeadline(withTruvi)!.key).toBe('insurer');
    const alone = computeDeadlines(facts({ now }));
    expect(find(alone, 'airbnb')!.note).toBe('Airbnb closes requests after 14 days: ask the guest directly, or absorb it or close the case.');
    expect(nextDeadline(alone)).toBeNull();
  });
});

describe('other platforms and kinds', () => {
  it('Vrbo: 14 days, open at once (no guest step first)', () => {
    const [vrbo] = computeDeadlines(facts({ platform: 'vrbo' }));
    expect(vrbo).toMatchObject({ key: 'vrbo', state: 'open', opensAt: null });
    expect(vrbo!.dueAt.toISOString()).toBe('2026-06-24T17:00:00.000Z');
  });

  it('Booking.com and direct stays run no platform clock: only the insurer, when one is set', () => {
    expect(computeDeadlines(facts({ platform: 'booking' }))).toEqual([]);
    expect(computeDeadlines(facts({ platform: 'direct', insurer: 'truvi' })).map((deadline) => deadline.key)).toEqual(['insurer']);
  });

  it('complaints, and damage without a stay, run no clocks', () => {
    expect(computeDeadlines(facts({ kind: 'complaint' }))).toEqual([]);
    expect(computeDeadlines(facts({ checkOutAt: null, platform: null }))).toEqual([]);
  });

  it('platform of a stay from its source', () => {
    expect(['airbnb', 'Airbnb', 'vrbo', 'HomeAway', 'booking', 'Booking.com', 'manual', 'direct', 'other', 'expedia'].map(platformOf)).toEqual([
      'airbnb', 'airbnb', 'vrbo', 'vrbo', 'booking', 'booking', 'direct', 'direct', 'other', 'other',
    ]);
  });
});

describe('steps allowed', () => {
  const permissions = (overrides: Partial<DeadlineFacts> & { waiting?: ClaimStep[]; closed?: boolean } = {}) => {
    const input = facts(overrides);
    return stepPermissions({
      kind: input.kind,
      closed: overrides.closed ?? false,
      hasStay: input.checkOutAt !== null,
      platform: input.platform,
      insurer: input.insurer,
      deadlines: computeDeadlines(input),
      waiting: new Set(overrides.waiting ?? []),
      timeZone: input.timeZone,
      now: input.now,
    });
  };
  const step = (list: ReturnType<typeof permissions>, name: ClaimStep) => list.find((entry) => entry.step === name)!;

  it('Airbnb is refused before the guest is asked and during their 24 hours, allowed after', () => {
    expect(step(permissions(), 'platform')).toMatchObject({ allowed: false, reason: 'Ask the guest first: Airbnb can be involved only after their 24 hours to pay.' });
    expect(step(permissions({ guestAskedAt: at('2026-06-11T10:00:00Z') }), 'platform')).toMatchObject({ allowed: false, reason: 'The guest has until Fri 12 Jun, 04:00 to pay: Airbnb can be involved only after their 24 hours.' });
    const open = step(permissions({ guestAskedAt: at('2026-06-10T11:59:00Z') }), 'platform');
    expect(open.allowed).toBe(true);
    expect(open.exclusions).toContain('Pets or livestock');
  });

  it('asking the guest is allowed on an open damage case with a stay; a draft waiting is sent from the case, not a second one', () => {
    expect(step(permissions(), 'ask-guest').allowed).toBe(true);
    expect(step(permissions({ waiting: ['ask-guest'] }), 'ask-guest')).toMatchObject({ allowed: true, reason: expect.stringMatching(/^Cohost drafted it: check the amount and the words, then send it\./) });
    expect(step(permissions({ closed: true }), 'ask-guest').reason).toBe('The case is closed: reopen it first.');
    expect(step(permissions({ checkOutAt: null, platform: null }), 'ask-guest').allowed).toBe(false);
    expect(step(permissions({ kind: 'complaint' }), 'ask-guest').allowed).toBe(false);
  });

  it("Vrbo at once; Booking.com never; the insurer once set and until its clock passes, with Truvi's exclusions", () => {
    expect(step(permissions({ platform: 'vrbo' }), 'platform').allowed).toBe(true);
    expect(step(permissions({ platform: 'booking' }), 'platform').allowed).toBe(false);
    expect(step(permissions(), 'insurer')).toMatchObject({ allowed: false, reason: 'No insurer is set in the claims settings.' });
    expect(step(permissions({ insurer: 'truvi' }), 'insurer')).toMatchObject({ allowed: true, exclusions: ['Wear and tear', 'Cosmetic damage', 'Loss of income', 'Acts of nature'] });
    expect(step(permissions({ insurer: 'truvi', now: at('2026-07-11T00:00:00Z') }), 'insurer').allowed).toBe(false);
  });
});

describe('provenance marks', () => {
  const photo = (overrides: Partial<ProvenanceFacts> = {}): ProvenanceFacts => ({
    id: 'p1',
    taskId: 't1',
    phase: 'after',
    itemKey: 'living-room/lamp',
    takenAt: at('2026-06-10T18:00:00Z'),
    uploadedAt: at('2026-06-10T18:05:00Z'),
    removedAt: null,
    firstUploadedAt: at('2026-06-10T18:05:00Z'),
    firstPhotoId: 'p1',
    ...overrides,
  });

  it('a clean photo has none', () => {
    expect(provenanceMarks(photo(), [photo()])).toEqual([]);
  });

  it('no capture time; a capture time after the upload (beyond a minute of clock drift)', () => {
    expect(provenanceMarks(photo({ takenAt: null }), [])).toEqual(['No capture time from the device']);
    expect(provenanceMarks(photo({ takenAt: at('2026-06-10T18:05:30Z') }), [])).toEqual([]);
    expect(provenanceMarks(photo({ takenAt: at('2026-06-10T18:07:00Z') }), [])).toEqual(['Capture time is after the upload']);
  });

  it('replaced: removed, or a later photo of the same item and phase', () => {
    expect(provenanceMarks(photo({ removedAt: at('2026-06-10T18:10:00Z') }), [])).toEqual(['Replaced by a later upload']);
    const later = photo({ id: 'p2', uploadedAt: at('2026-06-10T18:09:00Z'), firstPhotoId: 'p2' });
    expect(provenanceMarks(photo(), [photo(), later])).toEqual(['Replaced by a later upload']);
    expect(provenanceMarks(later, [photo(), later])).toEqual([]);
  });

  it('a re-uploaded copy: the same file was uploaded before in the workspace', () => {
    expect(provenanceMarks(photo({ id: 'p3', firstPhotoId: 'p0', firstUploadedAt: at('2026-05-01T00:00:00Z') }), [])).toEqual(['Re-uploaded copy']);
  });
});
