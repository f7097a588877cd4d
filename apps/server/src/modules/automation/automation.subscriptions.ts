import { on, type Subscription } from '../../platform/events/event-bus';
import { reservationCancelled, reservationChanged, reservationCreated } from '../reservations/reservations.events';
import type { AutomationDeps } from './automation.deps';
import { reconcileStaySteps } from './use-cases/scheduled-steps';

/** What automation does when other modules' events arrive. */
export function automationSubscriptions(deps: AutomationDeps): Subscription[] {
  // A stay booked, moved or cancelled: its time-based steps follow it (read as it is now, so a
  // late or repeated delivery does no harm).
  const reschedule = async ({ payload }: { payload: { workspaceId: string; reservationId: string } }) => reconcileStaySteps(deps, payload.workspaceId, payload.reservationId);
  return [
    on(reservationCreated, 'automation.schedule-stay-steps', reschedule),
    on(reservationChanged, 'automation.schedule-stay-steps', reschedule),
    on(reservationCancelled, 'automation.schedule-stay-steps', reschedule),
  ];
}
