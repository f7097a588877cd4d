import type { AddSeamLockInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findProviderAccount, type LockRow } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { installLock } from './install-lock';
import { recordSeamRefusal } from './record-seam-refusal';

/**
 * Adds a lock of the workspace's Seam account on one of its properties ("Add a lock from Seam"),
 * as Seam reports it now (capabilities, code lengths and constraints), then gives every stay
 * booked there from today a code for it. A lock Seam cannot put access codes on is refused.
 */
export async function addSeamLock(deps: LocksDeps, actor: Actor, input: AddSeamLockInput): Promise<LockRow> {
  assertCanManageLocks(actor);
  const property = isUuid(input.propertyId) ? await deps.ports.findProperty(actor.workspaceId, input.propertyId) : null;
  if (!property || property.archivedAt) throw locksErrors.propertyNotFound();
  const account = await findProviderAccount(deps.db, actor.workspaceId, 'seam');
  if (!account) throw locksErrors.providerNotConnected();
  let device;
  try {
    device = await (await deps.connect(actor.workspaceId, 'seam')).getDevice(input.deviceId);
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    throw await recordSeamRefusal(deps, account, error);
  }
  if (!device) throw locksErrors.deviceNotFound();
  if (!device.canProgramCodes) throw locksErrors.deviceCannotProgramCodes(undefined, `Seam cannot put access codes on ${device.name} over the internet, so Cohost cannot give guests codes for it.`);
  return installLock(deps, actor.workspaceId, { propertyId: property.id, provider: 'seam', name: input.name ?? device.name.slice(0, 60) }, device);
}
