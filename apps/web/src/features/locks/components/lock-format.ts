import { BATTERY_GOOD_ABOVE, BATTERY_LOW_ABOVE, type LockCard } from '@cohost/shared';

/** Battery colour on the cards (the brief): green above 50, yellow above 20, red otherwise. */
export function batteryColor(percent: number | null): 'green' | 'yellow' | 'red' | 'gray' {
  if (percent === null) return 'gray';
  if (percent > BATTERY_GOOD_ABOVE) return 'green';
  if (percent > BATTERY_LOW_ABOVE) return 'yellow';
  return 'red';
}

/** A moment in the viewer's own time: "Fri 12 Dec, 16:00". */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

const CODE_STATE_WORDS: Record<NonNullable<LockCard['nextArrival']>['codeState'], string> = {
  planned: 'code goes to the lock 24 hours before',
  programming: 'code being set',
  retrying: 'code not set yet: retrying',
  set: 'code set',
  failed: 'code not set: your answer is needed in Approvals',
  backup: 'backup code set',
  stranded: 'no working code: needs you',
  removing: 'code being removed',
  removed: 'code removed',
  cancelled: 'code cancelled',
};

export function describeCodeState(state: NonNullable<LockCard['nextArrival']>['codeState']): string {
  return CODE_STATE_WORDS[state];
}
