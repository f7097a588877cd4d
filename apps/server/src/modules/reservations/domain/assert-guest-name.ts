import { GUEST_NAME_REQUIRED, type ReservationValues } from '@cohost/shared';
import { platformErrors } from '../../../platform/errors/app-error';

/** A guest stay typed in by a host names its guest (feeds may not: Airbnb's carries no names). */
export function assertGuestNamed(values: ReservationValues, source: string): void {
  if (source === 'manual' && values.kind === 'guest' && values.guestName === '') {
    throw platformErrors.invalidInput([{ path: 'guestName', message: GUEST_NAME_REQUIRED }]);
  }
}
