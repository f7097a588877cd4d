import { DEFAULT_PREFERENCES, type Me, type Profile } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import type { AccountsDeps } from '../accounts.deps';
import { findProfile, upsertProfile } from '../accounts.repo';
import { users } from '../accounts.tables';
import type { Actor } from '../domain/actor';
import { getMe } from './get-me';

/** Saves profile fields; the display name follows first and last name. */
export async function updateProfile(deps: Pick<AccountsDeps, 'db' | 'clock'>, actor: Actor, profile: Profile): Promise<Me> {
  const now = deps.clock.now();
  const existing = await findProfile(deps.db, actor.userId);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  await deps.db.transaction(async (tx) => {
    await upsertProfile(tx, actor.userId, { ...profile, preferences: existing?.preferences ?? DEFAULT_PREFERENCES, updatedAt: now });
    if (name) await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, actor.userId));
  });
  return getMe(deps, actor);
}
