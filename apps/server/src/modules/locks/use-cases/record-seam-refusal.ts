import type { AppError } from '../../../platform/errors/app-error';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { updateProviderAccount, type LockProviderAccountRow } from '../locks.repo';
import type { LockProviderError } from '../providers/lock-provider';

/**
 * What to answer when Seam fails a call made with the workspace's saved key: a key Seam no longer
 * takes (revoked, its workspace deleted) is marked on the account, so the screen asks for a new
 * one; anything else is Seam not answering now.
 */
export async function recordSeamRefusal(deps: Pick<LocksDeps, 'db' | 'clock'>, account: LockProviderAccountRow, error: LockProviderError): Promise<AppError> {
  if (error.retryable) return locksErrors.providerFailed(undefined, `Seam did not answer: try again in a moment. (${error.message})`);
  if (error.code === 'unauthorized' || error.code === 'invalid_api_key') {
    await updateProviderAccount(deps.db, account.id, { status: 'key-refused', lastError: error.message, updatedAt: deps.clock.now() });
    return locksErrors.providerFailed(undefined, 'Seam refused the saved API key: save a new key from console.seam.co.');
  }
  return locksErrors.providerFailed(undefined, `Seam refused the request: ${error.message}`);
}
