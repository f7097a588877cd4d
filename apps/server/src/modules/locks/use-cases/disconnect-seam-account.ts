import type { SeamAccount } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import { toSeamAccount } from '../domain/seam-account-view';
import type { LocksDeps } from '../locks.deps';
import { deleteProviderAccount } from '../locks.repo';

/**
 * Forgets the workspace's Seam API key and webhook secret (its webhook address stops answering).
 * Locks added from Seam stay listed, but Cohost cannot reach them (codes wait, unsent and
 * unremoved) until an account is connected again. Nothing changes in Seam itself.
 */
export async function disconnectSeamAccount(deps: LocksDeps, actor: Actor): Promise<SeamAccount> {
  assertCanManageLocks(actor);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteProviderAccount(tx, actor.workspaceId, 'seam');
    if (!removed) return;
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: 'A host' },
      kind: 'locks.seam-disconnected',
      summary: `Seam account disconnected (API key ending ${removed.apiKeyLast4})`,
      reason: null,
      result: 'done',
    });
  });
  deps.log.info({ workspaceId: actor.workspaceId }, 'seam account disconnected');
  return toSeamAccount(null, deps.publicUrl);
}
