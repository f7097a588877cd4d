import type { SeamAccount } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanReadLocks } from '../domain/lock-access';
import { toSeamAccount } from '../domain/seam-account-view';
import type { LocksDeps } from '../locks.deps';
import { findProviderAccount } from '../locks.repo';

/** Whether the workspace has a Seam account connected, since when, and its webhook's address (never the key). */
export async function getSeamAccount(deps: LocksDeps, actor: Actor): Promise<SeamAccount> {
  assertCanReadLocks(actor);
  return toSeamAccount(await findProviderAccount(deps.db, actor.workspaceId, 'seam'), deps.publicUrl);
}
