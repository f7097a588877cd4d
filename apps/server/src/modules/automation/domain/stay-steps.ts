import { STEP_TIMES, type StepDefinition, type StepRunContext } from './step-registry';

/** Where the moments are announced (the realtime hub): domain/ names only what it needs of it. */
interface MomentAnnouncer {
  publish(tx: StepRunContext['tx'], workspaceId: string, event: { type: string; data: { reservationId: string; step: string } }): Promise<void>;
}

const HOUR = 60 * 60_000;

/**
 * The stay's own moments, which every open dashboard follows: the day before check-in (when
 * check-in instructions and door codes go out), check-in, and check-out. Modules add their
 * own steps (a cleaning after checkout + buffer) through the same registry.
 */
export function stayMomentSteps(realtime: MomentAnnouncer): StepDefinition[] {
  const announce = (step: string): StepDefinition['run'] => async ({ tx, stay }) => {
    await realtime.publish(tx, stay.workspaceId, { type: 'reservations.changed', data: { reservationId: stay.id, step } });
  };
  return [
    {
      name: 'reservations.checking-in',
      ...STEP_TIMES.dayBeforeCheckIn,
      appliesTo: (stay) => stay.kind === 'guest',
      maxLatenessMs: 24 * HOUR,
      run: announce('reservations.checking-in'),
    },
    {
      name: 'reservations.checked-in',
      ...STEP_TIMES.atCheckIn,
      appliesTo: () => true,
      maxLatenessMs: 12 * HOUR,
      run: announce('reservations.checked-in'),
    },
    {
      name: 'reservations.checked-out',
      ...STEP_TIMES.atCheckOut,
      appliesTo: () => true,
      maxLatenessMs: 12 * HOUR,
      run: announce('reservations.checked-out'),
    },
  ];
}
