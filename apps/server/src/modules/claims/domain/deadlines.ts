import { DateTime } from 'luxon';
import {
  AIRBNB_CLAIM_DAYS,
  AIRBNB_SUPPORT_DAYS,
  GUEST_RESPONSE_HOURS,
  INSURER_CLAIM_DAYS,
  VRBO_CLAIM_DAYS,
  type ClaimCaseKind,
  type ClaimDeadlineKey,
  type ClaimDeadlineState,
  type ClaimInsurer,
  type ClaimPlatform,
  type ClaimStep,
} from '@cohost/shared';

const HOUR_MS = 3_600_000;
/** Inside this a deadline is due soon; inside `URGENT_HOURS`, urgent (the warnings' thresholds). */
export const DUE_SOON_HOURS = 72;
export const URGENT_HOURS = 24;

/** What a case's clocks are computed from. */
export interface DeadlineFacts {
  kind: ClaimCaseKind;
  /** The responsible stay's platform and checkout instant; null without a stay. */
  platform: ClaimPlatform | null;
  checkOutAt: Date | null;
  /** The property's zone: "N days after" is the same local wall time N calendar days later. */
  timeZone: string;
  /** When the damage was reported (Airbnb Support's 30 days). */
  reportedAt: Date;
  /** When the guest was asked to pay (their 24 hours), null until then. */
  guestAskedAt: Date | null;
  /** The next guest's check-in at the property, when known (one source's earlier Airbnb limit). */
  nextCheckInAt: Date | null;
  insurer: ClaimInsurer;
  insurerName: string;
  /** Steps already taken. */
  taken: ReadonlySet<ClaimStep>;
  now: Date;
}

export interface Deadline {
  key: ClaimDeadlineKey;
  label: string;
  opensAt: Date | null;
  dueAt: Date;
  state: ClaimDeadlineState;
  note: string;
}

/** `days` calendar days after `from` at the same local wall time in `zone` (DST-safe). */
export function localDaysAfter(from: Date, days: number, zone: string): Date {
  return DateTime.fromJSDate(from, { zone }).plus({ days }).toJSDate();
}

/** "Sat 12 Dec, 11:00" in the property's zone. */
export function formatLocal(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat('ccc d LLL, HH:mm');
}

function stateOf(dueAt: Date, opensAt: Date | null, met: boolean, now: Date): ClaimDeadlineState {
  if (met) return 'met';
  if (now > dueAt) return 'passed';
  if (opensAt && now < opensAt) return 'waiting';
  return bySoon(dueAt.getTime() - now.getTime());
}

function bySoon(leftMs: number): ClaimDeadlineState {
  if (leftMs <= URGENT_HOURS * HOUR_MS) return 'urgent';
  if (leftMs <= DUE_SOON_HOURS * HOUR_MS) return 'due-soon';
  return 'open';
}

/**
 * A case's clocks (domain notes C1), earliest first. Damage only: complaints run none. Without
 * a responsible stay there is no checkout to start from, so none either.
 */
export function computeDeadlines(facts: DeadlineFacts): Deadline[] {
  if (facts.kind !== 'damage' || facts.checkOutAt === null || facts.platform === null) return [];
  const { checkOutAt, timeZone: zone, now } = facts;
  const at = (date: Date) => formatLocal(date, zone);
  const deadlines: Deadline[] = [];
  const guestEndsAt = facts.guestAskedAt ? new Date(facts.guestAskedAt.getTime() + GUEST_RESPONSE_HOURS * HOUR_MS) : null;
  const insurerDueAt = facts.insurer === 'none' ? null : localDaysAfter(checkOutAt, INSURER_CLAIM_DAYS, zone);
  const insurerLabel = facts.insurer === 'truvi' ? 'Truvi' : facts.insurerName || 'your insurer';
  const insurerStillOpen = insurerDueAt !== null && insurerDueAt > now && !facts.taken.has('insurer');
  const stillPossible = insurerStillOpen ? `file with ${insurerLabel} until ${at(insurerDueAt)}` : 'absorb it or close the case';

  if (facts.guestAskedAt && guestEndsAt) {
    // The guest's wait is no missed deadline: once it ends it is met, and the next step opens.
    const ended = now >= guestEndsAt;
    deadlines.push({
      key: 'guest-response',
      label: "The guest's 24 hours to pay",
      opensAt: null,
      dueAt: guestEndsAt,
      state: ended ? 'met' : bySoon(guestEndsAt.getTime() - now.getTime()),
      note: ended
        ? `The guest's 24 hours ended ${at(guestEndsAt)}: if they have not paid, the next step is open.`
        : `The guest was asked ${at(facts.guestAskedAt)} and has until ${at(guestEndsAt)} to pay; nothing goes to the platform before then.`,
    });
  }

  if (facts.platform === 'airbnb') {
    const dueAt = localDaysAfter(checkOutAt, AIRBNB_CLAIM_DAYS, zone);
    const met = facts.taken.has('platform');
    // Not asked yet, the platform is not reachable at all: waiting, whatever the clock says.
    const state = guestEndsAt === null && !met && now <= dueAt ? 'waiting' : stateOf(dueAt, guestEndsAt, met, now);
    const nextGuest = facts.nextCheckInAt && facts.nextCheckInAt < dueAt ? ` One source says also before the next guest checks in (${at(facts.nextCheckInAt)}), whichever comes first.` : '';
    let note: string;
    if (state === 'met') note = 'Filed with Airbnb.';
    else if (state === 'passed') note = `Airbnb closes requests after ${AIRBNB_CLAIM_DAYS} days: ask the guest directly, or ${stillPossible}.`;
    else if (guestEndsAt === null) note = `Ask the guest first: Airbnb can be involved only after their 24 hours. Request by ${at(dueAt)} (${AIRBNB_CLAIM_DAYS} days after checkout).${nextGuest}`;
    else if (now < guestEndsAt) note = `Airbnb can be involved from ${at(guestEndsAt)}, when the guest's 24 hours end, until ${at(dueAt)}.${nextGuest}`;
    else note = `Request reimbursement in Airbnb's Resolution Center by ${at(dueAt)} (${AIRBNB_CLAIM_DAYS} days after checkout).${nextGuest}`;
    deadlines.push({ key: 'airbnb', label: 'File with Airbnb (AirCover)', opensAt: guestEndsAt, dueAt, state, note });

    if (guestEndsAt && now >= guestEndsAt) {
      const supportDueAt = localDaysAfter(facts.reportedAt, AIRBNB_SUPPORT_DAYS, zone);
      const supportState = stateOf(supportDueAt, guestEndsAt, met, now);
      deadlines.push({
        key: 'airbnb-support',
        label: 'Involve Airbnb Support',
        opensAt: guestEndsAt,
        dueAt: supportDueAt,
        state: supportState,
        note:
          supportState === 'passed'
            ? `Airbnb Support takes damage within ${AIRBNB_SUPPORT_DAYS} days of it: ${stillPossible}.`
            : `The guest declined or did not answer: Airbnb Support can be involved, with the evidence, until ${at(supportDueAt)} (${AIRBNB_SUPPORT_DAYS} days after the damage).`,
      });
    }
  }

  if (facts.platform === 'vrbo') {
    const dueAt = localDaysAfter(checkOutAt, VRBO_CLAIM_DAYS, zone);
    const state = stateOf(dueAt, null, facts.taken.has('platform'), now);
    deadlines.push({
      key: 'vrbo',
      label: "Claim on Vrbo's damage deposit",
      opensAt: null,
      dueAt,
      state,
      note:
        state === 'met'
          ? 'Claimed on the damage deposit.'
          : state === 'passed'
            ? `Vrbo takes deposit claims for ${VRBO_CLAIM_DAYS} days after checkout: ask the guest directly, or ${stillPossible}.`
            : `Claim on the damage deposit by ${at(dueAt)} (${VRBO_CLAIM_DAYS} days after checkout); Vrbo charges the guest's card up to the deposit.`,
    });
  }

  if (insurerDueAt) {
    const state = stateOf(insurerDueAt, null, facts.taken.has('insurer'), now);
    deadlines.push({
      key: 'insurer',
      label: `File with ${insurerLabel}`,
      opensAt: null,
      dueAt: insurerDueAt,
      state,
      note:
        state === 'met'
          ? `Filed with ${insurerLabel}.`
          : state === 'passed'
            ? `${insurerLabel} takes reports for ${INSURER_CLAIM_DAYS} days after checkout: absorb it or close the case.`
            : `Report to ${insurerLabel} by ${at(insurerDueAt)} (${INSURER_CLAIM_DAYS} days after checkout).`,
    });
  }
  return deadlines.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The earliest deadline still running (neither met nor passed), or null. */
export function nextDeadline(deadlines: Deadline[]): Deadline | null {
  return deadlines.find((deadline) => deadline.state !== 'met' && deadline.state !== 'passed') ?? null;
}

/** A deadline passed with its step not taken (the guest's wait never counts). */
export function isOverdue(deadlines: Deadline[]): boolean {
  return deadlines.some((deadline) => deadline.state === 'passed');
}
