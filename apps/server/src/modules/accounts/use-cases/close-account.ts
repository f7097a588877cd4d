import { DEFAULT_PREFERENCES } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { AccountsDeps } from '../accounts.deps';
import { ACCOUNT_PURGE_DELAY_MS } from '../accounts.constants';
import { findProfile, upsertProfile } from '../accounts.repo';
import { sessions } from '../accounts.tables';
import { purgeClosedAccountJob } from '../accounts.jobs';
import type { Actor } from '../domain/actor';

/**
 * Closes the account at once (every session ends, no sign-in works any more) and schedules its
 * purge 30 days later, as the privacy page promises. Idempotent.
 */
export async function closeAccount(deps: Pick<AccountsDeps, 'db' | 'clock'> & { jobs: JobQueue }, actor: Actor): Promise<{ purgeAfter: string }> {
  const now = deps.clock.now();
  const existing = await findProfile(deps.db, actor.userId);
  const closedAt = existing?.closedAt ?? now;
  const purgeAfter = new Date(closedAt.getTime() + ACCOUNT_PURGE_DELAY_MS);
  await deps.db.transaction(async (tx) => {
    await upsertProfile(tx, actor.userId, { preferences: existing?.preferences ?? DEFAULT_PREFERENCES, closedAt, updatedAt: now });
    await tx.delete(sessions).where(eq(sessions.userId, actor.userId));
  });
  await deps.jobs.enqueue(purgeClosedAccountJob, { userId: actor.userId }, { startAfter: purgeAfter, idempotencyKey: `purge:${actor.userId}` });
  return { purgeAfter: purgeAfter.toISOString() };
}
