import type { SeamConnectWebviewStatus } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanReadLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { findProviderAccount } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { seamConnectionStatus } from '../providers/seam-lock-provider';
import { recordSeamRefusal } from './record-seam-refusal';

/** Where the Connect Webview the host last opened stands, as Seam says: `authorized` once they signed in to their lock brand. */
export async function getSeamConnectWebview(deps: LocksDeps, actor: Actor): Promise<SeamConnectWebviewStatus> {
  assertCanReadLocks(actor);
  const account = await findProviderAccount(deps.db, actor.workspaceId, 'seam');
  if (!account?.connectWebviewId) return { status: 'none' };
  try {
    const { status } = await seamConnectionStatus(deps.secrets.open(account.apiKeySealed), account.connectWebviewId, deps.seamEndpoint ?? undefined);
    return { status };
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    throw await recordSeamRefusal(deps, account, error);
  }
}
