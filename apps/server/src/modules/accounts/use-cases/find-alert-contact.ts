import { DEFAULT_PREFERENCES, PreferencesSchema, PROFILE_TIME_ZONES } from '@cohost/shared';
import type { Database } from '../../../platform/db/database';
import { findProfile, findUserById } from '../accounts.repo';
import { findWorkspaceOwner } from './find-workspace-owner';

/** The owner's ways to be reached for urgent alerts, and what they chose (account preferences). */
export async function findAlertContact(db: Database, workspaceId: string) {
  const owner = await findWorkspaceOwner(db, workspaceId);
  if (!owner) return null;
  const [user, profile] = await Promise.all([findUserById(db, owner.userId), findProfile(db, owner.userId)]);
  const parsed = PreferencesSchema.safeParse(profile?.preferences);
  const preferences = parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  return {
    userId: owner.userId,
    name: owner.name,
    email: owner.email,
    phoneNumber: user?.phoneNumber ?? null,
    textAlerts: preferences.push.urgentAlerts,
    emailSummaries: preferences.email.aiActionSummaries,
    newGuestMessages: preferences.email.newGuestMessages,
    urgentAlerts: preferences.push.urgentAlerts,
    bookingConfirmations: preferences.email.bookingConfirmations,
    bookingUpdates: preferences.push.bookingUpdates,
    aiRecommendations: preferences.push.aiRecommendations,
    timeZone: PROFILE_TIME_ZONES[profile?.timezone ?? 'est'],
  };
}
