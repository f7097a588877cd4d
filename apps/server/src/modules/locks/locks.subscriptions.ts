import { on, type Subscription } from '../../platform/events/event-bus';
import { reservationCancelled, reservationChanged, reservationCreated } from '../reservations/reservations.events';
import type { LocksDeps } from './locks.deps';
import { planStayCodes } from './use-cases/plan-stay-codes';

/** What locks does when other modules' events arrive. */
export function locksSubscriptions(deps: LocksDeps): Subscription[] {
  // A stay booked, moved or cancelled: its door codes follow it (read as it is now).
  const plan = async ({ payload }: { payload: { workspaceId: string; reservationId: string } }) => planStayCodes(deps, payload.workspaceId, payload.reservationId);
  return [
    on(reservationCreated, 'locks.plan-stay-codes', plan),
    on(reservationChanged, 'locks.plan-stay-codes', plan),
    on(reservationCancelled, 'locks.plan-stay-codes', plan),
  ];
}
