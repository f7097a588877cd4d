import type { DoorCodeView } from '@cohost/shared';
import type { doorCodes } from '../locks.tables';
import { CONFIRMED, FINISHED } from './code-life';

type DoorCodeRow = typeof doorCodes.$inferSelect;

/** What a host may do with a code now, by its state. */
export function hostChoices(code: Pick<DoorCodeRow, 'status' | 'purpose' | 'endsAt'>, now: Date): Pick<DoorCodeView, 'canReplace' | 'canRetry' | 'canRemove'> {
  const open = !FINISHED.has(code.status) && code.status !== 'removing';
  return {
    // A forced new code: for any code still to come or in use (not one the host is being asked about).
    canReplace: open && code.status !== 'failed' && code.endsAt > now,
    canRetry: code.status === 'stranded' && code.endsAt > now,
    // A guest's code follows its stay (cancel the stay, or force a new code); once the stay is over
    // the host may take it off (with "Auto-expire codes after checkout" off, only they do).
    canRemove: open && (code.purpose !== 'stay' || code.endsAt <= now),
  };
}

/** A code as its hosts see it; `digits` only once the lock confirmed them. */
export function toDoorCodeView(code: DoorCodeRow, digits: string | null, now: Date): DoorCodeView {
  return {
    id: code.id,
    lockId: code.lockId,
    purpose: code.purpose,
    holderName: code.holderName,
    reservationId: code.reservationId,
    status: code.status,
    startsAt: code.startsAt.toISOString(),
    endsAt: code.endsAt.toISOString(),
    sendAt: code.sendAt.toISOString(),
    code: CONFIRMED.has(code.status) ? digits : null,
    isBackup: code.isBackup,
    attempts: code.attempts,
    problem: code.lastProblem?.message ?? null,
    replaceReason: code.replaceReason,
    ...hostChoices(code, now),
  };
}
