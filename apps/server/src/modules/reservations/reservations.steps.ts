import { notifyRealtime } from '../../platform/realtime/realtime-hub';
import { STEP_TIMES, type StepDefinition } from '../automation';
import type { ReservationsDeps } from './reservations.deps';
import { stayCheckedIn, stayCheckedOut, stayCheckingIn } from './reservations.events';

const HOUR = 60 * 60_000;

/**
 * The stay's own moments, run by automation's scheduler: the day before check-in (when
 * check-in instructions and door codes go out), check-in, and check-out. Each publishes its
 * event (`reservations.checking-in`, `.checked-in`, `.checked-out`) for the modules that act
 * then, and tells open dashboards.
 */
export function stayMomentSteps(deps: Pick<ReservationsDeps, 'events'>): StepDefinition[] {
  const moment = (event: typeof stayCheckingIn): StepDefinition['run'] => async ({ tx, stay, dueAt }) => {
    await deps.events.publish(tx, event({ workspaceId: stay.workspaceId, reservationId: stay.id, propertyId: stay.propertyId, kind: stay.kind, at: dueAt.toISOString() }));
    await notifyRealtime(tx, stay.workspaceId, { type: 'reservations.changed', data: { reservationId: stay.id, step: event.name } });
  };
  return [
    { name: stayCheckingIn.name, ...STEP_TIMES.dayBeforeCheckIn, appliesTo: (stay) => stay.kind === 'guest', maxLatenessMs: 24 * HOUR, run: moment(stayCheckingIn) },
    { name: stayCheckedIn.name, ...STEP_TIMES.atCheckIn, appliesTo: () => true, maxLatenessMs: 12 * HOUR, run: moment(stayCheckedIn) },
    { name: stayCheckedOut.name, ...STEP_TIMES.atCheckOut, appliesTo: () => true, maxLatenessMs: 12 * HOUR, run: moment(stayCheckedOut) },
  ];
}
