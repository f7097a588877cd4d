import type { SeamDevice } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanReadLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findProviderAccount, listLocks, updateProviderAccount } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { recordSeamRefusal } from './record-seam-refusal';

/**
 * The locks in the workspace's Seam account that are not yet added to Cohost ("Add a lock from
 * Seam"), each with whether Seam can put access codes on it. A key Seam refuses is marked on the
 * account; one it takes again clears the mark.
 */
export async function listSeamDevices(deps: LocksDeps, actor: Actor): Promise<SeamDevice[]> {
  assertCanReadLocks(actor);
  const account = await findProviderAccount(deps.db, actor.workspaceId, 'seam');
  if (!account) throw locksErrors.providerNotConnected();
  let devices;
  try {
    devices = await (await deps.connect(actor.workspaceId, 'seam')).listDevices();
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    throw await recordSeamRefusal(deps, account, error);
  }
  if (account.status !== 'connected') await updateProviderAccount(deps.db, account.id, { status: 'connected', lastError: null, updatedAt: deps.clock.now() });
  const added = new Set((await listLocks(deps.db, actor.workspaceId)).filter((lock) => lock.provider === 'seam').map((lock) => lock.deviceId));
  return devices
    .filter((device) => !added.has(device.deviceId))
    .map((device) => ({
      deviceId: device.deviceId,
      name: device.name,
      manufacturer: device.manufacturer,
      model: device.model,
      online: device.online,
      batteryPercent: device.batteryPercent,
      canProgramCodes: device.canProgramCodes,
    }));
}
