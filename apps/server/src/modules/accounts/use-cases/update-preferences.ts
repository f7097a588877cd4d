import type { Me, Preferences } from '@cohost/shared';
import type { AccountsDeps } from '../accounts.deps';
import { findProfile, upsertProfile } from '../accounts.repo';
import type { Actor } from '../domain/actor';
import { getMe } from './get-me';

/** Saves notification and privacy choices (delivery channels read them as they arrive). */
export async function updatePreferences(deps: Pick<AccountsDeps, 'db' | 'clock'>, actor: Actor, preferences: Preferences): Promise<Me> {
  const current = await getMe(deps, actor);
  const existing = await findProfile(deps.db, actor.userId);
  // Consent to marketing is kept with its time: given when the switch turns on, withdrawn when off.
  const consentedBefore = existing?.marketingConsentAt ?? null;
  const marketingConsentAt = preferences.email.marketingUpdates ? (consentedBefore ?? deps.clock.now()) : null;
  await upsertProfile(deps.db, actor.userId, {
    ...(existing ? {} : current.profile),
    preferences,
    marketingConsentAt,
    updatedAt: deps.clock.now(),
  });
  return getMe(deps, actor);
}
