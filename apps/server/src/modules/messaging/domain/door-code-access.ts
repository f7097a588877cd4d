import { HOURS_BEFORE_CHECK_IN } from '@cohost/shared';
import type { DoorCodeAccess } from './engine-types';
import { mayRevealDoorCode } from './guardrails';

const HOUR = 3_600_000;

export interface DoorCodeFacts {
  stay: { id: string; status: 'confirmed' | 'cancelled'; kind: 'guest' | 'owner' | 'maintenance'; checkInAt: Date; checkOutAt: Date } | null;
  /** The stay's code, and whether its lock confirmed it is set. */
  code: { code: string; lockConfirmed: boolean } | null;
  /** The reservation the asker is proven to be the guest of (guest page token, the conversation's own thread). */
  askerReservationId: string | null;
  /** Codes work until checkout plus the cleaning buffer. */
  bufferHours: number;
  now: Date;
}

/** What a reply or the guest page may say about the door code (guardrails decide; this only words the state). */
export function doorCodeAccess(facts: DoorCodeFacts): DoorCodeAccess {
  const { stay } = facts;
  if (!stay) return { state: 'refused' };
  const releaseAt = new Date(stay.checkInAt.getTime() - HOURS_BEFORE_CHECK_IN * HOUR);
  const verdict = mayRevealDoorCode({
    askerReservationId: facts.askerReservationId,
    reservation: stay,
    releaseAt,
    validUntil: new Date(stay.checkOutAt.getTime() + facts.bufferHours * HOUR),
    lockConfirmed: facts.code?.lockConfirmed ?? false,
    now: facts.now,
  });
  if (verdict.reveal && facts.code) return { state: 'available', code: facts.code.code };
  if (!verdict.reveal && verdict.reason === 'too-early') return { state: 'not-yet', releaseAt };
  if (!verdict.reveal && verdict.reason === 'not-confirmed-by-lock') return { state: 'waiting-for-lock' };
  return { state: 'refused' };
}
