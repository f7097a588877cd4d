import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { TOTP_REPLAY_WINDOW_MS } from '../accounts.constants';
import { usedTotpCodes } from '../accounts.own-tables';

/**
 * Claims an authenticator code for a user; false when it was presented before within its
 * validity (a replay). Atomic: of two concurrent claims of the same code, one wins.
 */
export async function claimTotpCode(db: Database, userId: string, code: string, now: Date): Promise<boolean> {
  const codeHash = createHash('sha256').update(`${userId}:${code}`).digest('hex');
  return db.transaction(async (tx) => {
    await tx.delete(usedTotpCodes).where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, new Date(now.getTime() - TOTP_REPLAY_WINDOW_MS))));
    const claimed = await tx.insert(usedTotpCodes).values({ userId, codeHash, usedAt: now }).onConflictDoNothing().returning({ userId: usedTotpCodes.userId });
    return claimed.length === 1;
  });
}
