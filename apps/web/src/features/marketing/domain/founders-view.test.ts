import { describe, expect, it } from 'vitest';
import { countdownTo, describeFounders, formatCountdown, foundersHeadline, foundersHeldLine, foundersProgress } from './founders-view';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const figures = { spotsLeft: 37, total: 100, endsAt: '2026-11-27T16:30:05Z', isOpen: true };
const none = () => null;

describe('describeFounders', () => {
  it('is loading until the first answer, with a full bar (brief §2)', () => {
    const view = describeFounders({ data: undefined, isPending: true, isError: false }, none);
    expect(view.kind).toBe('loading');
    expect(foundersProgress(view)).toBe(100);
  });

  it('shows the live figure: 100 minus spots left on the bar', () => {
    const view = describeFounders({ data: figures, isPending: false, isError: false }, none);
    expect(foundersHeadline(view, NOW)).toBe('Only 37 Founders Circle Spots Available');
    expect(foundersProgress(view)).toBe(63);
    expect(view.kind === 'known' && view.isLow).toBe(false);
  });

  it('is low (red) at 10 spots or fewer', () => {
    const view = describeFounders({ data: { ...figures, spotsLeft: 10 }, isPending: false, isError: false }, none);
    expect(view.kind === 'known' && view.isLow).toBe(true);
  });

  it('falls back to the last figure this browser saw when the count cannot be loaded', () => {
    const view = describeFounders({ data: undefined, isPending: false, isError: true }, () => ({ ...figures, spotsLeft: 12 }));
    expect(view).toMatchObject({ kind: 'known', spotsLeft: 12, isStale: true });
  });

  it("says 'Limited spots' with no figure at all rather than inventing one", () => {
    const view = describeFounders({ data: undefined, isPending: false, isError: true }, none);
    expect(foundersHeadline(view, NOW)).toBe('Limited spots');
    expect(foundersProgress(view)).toBeNull();
  });

  it('tells a full circle and an ended offer apart from a countdown', () => {
    expect(foundersHeadline(describeFounders({ data: { ...figures, spotsLeft: 0, isOpen: false }, isPending: false, isError: false }, none), NOW)).toBe(
      'All Founders Circle spots are taken',
    );
    const ended = describeFounders({ data: { ...figures, endsAt: '2026-11-20T00:00:00Z', isOpen: false }, isPending: false, isError: false }, none);
    expect(foundersHeadline(ended, NOW)).toBe('The Founders Circle offer has ended');
  });
});

describe('countdownTo', () => {
  it('counts down to the stored end, not from the page load', () => {
    const left = countdownTo(figures.endsAt, NOW);
    expect(formatCountdown(left)).toBe('6d 04h 30m 05s');
    expect(left.isOver).toBe(false);
  });

  it('stops at zero', () => {
    expect(countdownTo('2026-11-20T00:00:00Z', NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true });
  });
});

describe('foundersHeldLine', () => {
  it('says how many spots are held by checkouts in progress, only when there are some', () => {
    const known = (heldSpots: number | undefined) => describeFounders({ data: { ...figures, heldSpots }, isPending: false, isError: false }, none);
    expect(foundersHeldLine(known(3))).toBe('3 spots are held by checkouts in progress; unpaid ones come back after 30 minutes.');
    expect(foundersHeldLine(known(1))).toBe('1 spot is held by a checkout in progress; if unpaid, it comes back after 30 minutes.');
    expect(foundersHeldLine(known(0))).toBeNull();
    // A figure remembered from before the count said so.
    expect(foundersHeldLine(known(undefined))).toBeNull();
    expect(foundersHeldLine(describeFounders({ data: undefined, isPending: true, isError: false }, none))).toBeNull();
  });
});
