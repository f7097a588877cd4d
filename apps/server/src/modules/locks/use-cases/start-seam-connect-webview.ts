import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { findProviderAccount, updateProviderAccount } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { startSeamConnection } from '../providers/seam-lock-provider';
import { recordSeamRefusal } from './record-seam-refusal';

/**
 * Opens a Seam Connect Webview for the workspace's Seam account: Seam's hosted page where the
 * host signs in to their lock brand's account (August, Yale, Schlage…); Seam then sends them back
 * to /smart-locks. The webview is kept on the account so its outcome can be read on return.
 */
export async function startSeamConnectWebview(deps: LocksDeps, actor: Actor): Promise<{ url: string }> {
  assertCanManageLocks(actor);
  const account = await findProviderAccount(deps.db, actor.workspaceId, 'seam');
  if (!account) throw locksErrors.providerNotConnected(undefined, 'Save your Seam API key first.');
  try {
    const started = await startSeamConnection(deps.secrets.open(account.apiKeySealed), {
      ...(deps.seamEndpoint ? { endpoint: deps.seamEndpoint } : {}),
      redirectUrl: `${deps.publicUrl}/smart-locks?seam=connected`,
    });
    await updateProviderAccount(deps.db, account.id, { connectWebviewId: started.webviewId, updatedAt: deps.clock.now() });
    return { url: started.url };
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    throw await recordSeamRefusal(deps, account, error);
  }
}
