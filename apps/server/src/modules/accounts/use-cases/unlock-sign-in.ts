import type { AccountsDeps } from '../accounts.deps';
import { consumeUnlockLink, deleteSignInAttempts } from '../accounts.repo';

/** Follows the unlock link of a paused account: its attempts are forgotten. False when the link is spent or expired. */
export async function unlockSignIn(deps: Pick<AccountsDeps, 'db'>, token: string): Promise<boolean> {
  const userId = await consumeUnlockLink(deps.db, token, new Date());
  if (!userId) return false;
  await deleteSignInAttempts(deps.db, userId);
  return true;
}
