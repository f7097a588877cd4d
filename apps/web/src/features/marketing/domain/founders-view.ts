import { FOUNDERS_HOLD_MINUTES, FOUNDERS_LOW_SPOTS_THRESHOLD } from '@cohost/shared';

/** The Founders Circle figures as the server reports them (get-founders-count). */
export interface FoundersFigures {
  spotsLeft: number;
  /** Spots held by checkouts in progress; absent in a figure remembered from before the count said so. */
  heldSpots?: number;
  total: number;
  endsAt: string;
  isOpen: boolean;
}

/**
 * What the founders counter and badge may say. Honest only (DESIGN §1): a live figure, the
 * last figure this browser saw when a refresh fails, or no figure at all — never an invented one.
 */
export type FoundersView =
  | { kind: 'loading' }
  | ({ kind: 'known'; isStale: boolean; isLow: boolean; isFull: boolean } & FoundersFigures)
  | { kind: 'unknown' };

interface FoundersQueryState {
  data: FoundersFigures | undefined;
  isPending: boolean;
  isError: boolean;
}

export function describeFounders({ data, isPending, isError }: FoundersQueryState, lastKnown: () => FoundersFigures | null): FoundersView {
  // TanStack Query keeps the previous figure when a refresh fails: it is still the last known one.
  const figures = data ?? (isError ? lastKnown() : null);
  if (!figures) return isPending && !isError ? { kind: 'loading' } : { kind: 'unknown' };
  return {
    kind: 'known',
    ...figures,
    isStale: isError,
    isLow: figures.spotsLeft <= FOUNDERS_LOW_SPOTS_THRESHOLD,
    isFull: figures.spotsLeft === 0,
  };
}

/** The progress bar (brief §2): 100 while loading, otherwise the share of spots taken. */
export function foundersProgress(view: FoundersView): number | null {
  if (view.kind === 'loading') return 100;
  if (view.kind === 'unknown') return null;
  return view.total > 0 ? Math.min(100, Math.max(0, ((view.total - view.spotsLeft) / view.total) * 100)) : 100;
}

/** 'Only N Founders Circle Spots Available', or what is true instead; `now` is null before the clock is read. */
export function foundersHeadline(view: FoundersView, now: number | null): string {
  if (view.kind === 'loading') return 'Checking how many Founders Circle spots are left…';
  if (view.kind === 'unknown') return 'Limited spots';
  if (view.isFull) return 'All Founders Circle spots are taken';
  if (now !== null && now >= Date.parse(view.endsAt)) return 'The Founders Circle offer has ended';
  return `Only ${view.spotsLeft} Founders Circle ${view.spotsLeft === 1 ? 'Spot' : 'Spots'} Available`;
}

/** How many of the spots taken are only held by checkouts in progress (they come back if unpaid); null when none. */
export function foundersHeldLine(view: FoundersView): string | null {
  if (view.kind !== 'known' || !view.heldSpots) return null;
  if (view.heldSpots === 1) return `1 spot is held by a checkout in progress; if unpaid, it comes back after ${FOUNDERS_HOLD_MINUTES} minutes.`;
  return `${view.heldSpots} spots are held by checkouts in progress; unpaid ones come back after ${FOUNDERS_HOLD_MINUTES} minutes.`;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Time left until `endsAt`, never below zero. */
export function countdownTo(endsAt: string, now: number): Countdown {
  const left = Math.max(0, Date.parse(endsAt) - now);
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    isOver: left === 0,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** "6d 04h 12m 09s" */
export function formatCountdown({ days, hours, minutes, seconds }: Countdown): string {
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}
