import type { TimeZoneGuess } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageProperties } from '../domain/property-access';
import { timeZoneFromAddress } from '../domain/time-zone-from-address';

/** The zone an address says (the Add property form shows it for the host to keep or correct); offline, nothing stored. */
export function guessTimeZone(actor: Actor, address: { city: string; region: string; country: string }): TimeZoneGuess {
  assertCanManageProperties(actor);
  const found = timeZoneFromAddress(address);
  return { timezone: found?.timezone ?? null, from: found?.from ?? null };
}
