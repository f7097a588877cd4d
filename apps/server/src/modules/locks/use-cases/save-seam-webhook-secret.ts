import type { SeamAccount } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import { toSeamAccount } from '../domain/seam-account-view';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findProviderAccount, updateProviderAccount } from '../locks.repo';

/**
 * Saves (or replaces) the signing secret of the webhook endpoint the host added in Seam's console,
 * sealed at rest: from then on deliveries to the account's webhook address are checked against it.
 */
export async function saveSeamWebhookSecret(deps: LocksDeps, actor: Actor, webhookSecret: string): Promise<SeamAccount> {
  assertCanManageLocks(actor);
  const account = await findProviderAccount(deps.db, actor.workspaceId, 'seam');
  if (!account) throw locksErrors.providerNotConnected(undefined, 'Save your Seam API key first: the webhook belongs to the account.');
  const saved = await updateProviderAccount(deps.db, account.id, { webhookSecretSealed: deps.secrets.seal(webhookSecret), updatedAt: deps.clock.now() });
  if (!saved) throw locksErrors.providerNotConnected();
  return toSeamAccount(saved, deps.publicUrl);
}
