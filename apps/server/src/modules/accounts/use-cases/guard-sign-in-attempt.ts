import { randomBytes } from 'node:crypto';
import type { AccountsDeps } from '../accounts.deps';
import { SIGN_IN_GUARD } from '../accounts.constants';
import { accountsErrors } from '../accounts.errors';
import { insertUnlockLink, lockSignInAttempts, saveSignInAttempts } from '../accounts.repo';
import { signInLockedEmail } from '../auth/auth-messages';
import { judgeSignInAttempt } from '../domain/sign-in-guard';

/**
 * Counts one password attempt on an account, from whatever address, before the password is
 * checked: past a few, each needs a growing wait, and too many lock sign-in for a while and
 * email the owner an unlock link. Throws `signInPaused` or `signInLocked` (429) when refused.
 * Wall time: the rows live in better-auth's `verifications`, which it expires by wall time.
 */
export async function guardSignInAttempt(deps: Pick<AccountsDeps, 'db' | 'messages' | 'publicUrl'>, user: { id: string; name: string; email: string }): Promise<void> {
  const now = Date.now();
  const verdict = await deps.db.transaction(async (tx) => {
    const judged = judgeSignInAttempt(await lockSignInAttempts(tx, user.id), now);
    if (judged.kind === 'allowed' || judged.kind === 'lock-now') {
      await saveSignInAttempts(tx, user.id, judged.next, new Date(now + (SIGN_IN_GUARD.forgetAfterSeconds + SIGN_IN_GUARD.lockSeconds) * 1000));
    }
    return judged;
  });
  if (verdict.kind === 'allowed') return;
  if (verdict.kind === 'delayed') throw accountsErrors.signInPaused({ retryAfterSeconds: verdict.retryAfterSeconds });
  if (verdict.kind === 'lock-now') {
    const token = randomBytes(24).toString('base64url');
    await insertUnlockLink(deps.db, token, user.id, new Date(now + SIGN_IN_GUARD.lockSeconds * 1000));
    const url = `${deps.publicUrl}/api/accounts/unlock-sign-in?token=${token}`;
    await deps.messages.email({ ...signInLockedEmail(user.name, url, SIGN_IN_GUARD.lockSeconds / 60), to: user.email, template: 'accounts.sign-in-locked', idempotencyKey: `sign-in-locked:${token}` });
  }
  throw accountsErrors.signInLocked({ retryAfterSeconds: verdict.retryAfterSeconds });
}
