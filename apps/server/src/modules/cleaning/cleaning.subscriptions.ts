import { on, type Subscription } from '../../platform/events/event-bus';
import { reservationCancelled, reservationChanged, reservationCreated } from '../reservations/reservations.events';
import type { CleaningDeps } from './cleaning.deps';
import { planStayTurnovers } from './use-cases/plan-turnovers';

/** What cleaning does when other modules' events arrive. */
export function cleaningSubscriptions(deps: CleaningDeps): Subscription[] {
  // A stay booked, moved, shortened or cancelled: its turnover (and its neighbours') follow it.
  const plan = async ({ payload }: { payload: Parameters<typeof planStayTurnovers>[1] }) => planStayTurnovers(deps, payload);
  return [
    on(reservationCreated, 'cleaning.plan-turnovers', plan),
    on(reservationChanged, 'cleaning.plan-turnovers', plan),
    on(reservationCancelled, 'cleaning.plan-turnovers', plan),
  ];
}
