import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findProviderAccount } from '../locks.repo';
import type { LockConnection } from '../providers/lock-provider';
import { connectSeam } from '../providers/seam-lock-provider';

/**
 * The connection to the service behind a workspace's locks (`deps.connect`): the built-in virtual
 * locks, or Seam with the API key the workspace saved on /smart-locks. Without a saved key, a
 * Seam lock cannot be reached: `locks.provider-not-connected`.
 */
export async function openLockConnection(
  deps: Pick<LocksDeps, 'db' | 'virtualLocks' | 'secrets' | 'seamEndpoint'>,
  workspaceId: string,
  provider: 'virtual' | 'seam',
): Promise<LockConnection> {
  if (provider === 'virtual') return deps.virtualLocks.connect(workspaceId);
  const account = await findProviderAccount(deps.db, workspaceId, 'seam');
  if (!account) throw locksErrors.providerNotConnected();
  return connectSeam({ apiKey: deps.secrets.open(account.apiKeySealed), ...(deps.seamEndpoint ? { endpoint: deps.seamEndpoint } : {}) });
}
