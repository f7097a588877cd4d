import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import { DEFAULT_PREFERENCES, PreferencesSchema } from '@cohost/shared';
import { findProfile, findUserById } from '../accounts.repo';
import { members } from '../accounts.tables';

export interface Contact {
  email: string | null;
  name: string | null;
}

/** Where to write to someone: their real email (phone-only accounts have none) and name. */
export async function findContact(db: Database, userId: string): Promise<Contact | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return { email: user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? null : user.email, name: user.name || null };
}

/** The workspace's owner, who hears about its plan. */
export async function findWorkspaceOwner(db: Database, workspaceId: string): Promise<(Contact & { userId: string }) | null> {
  const [owner] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'owner')))
    .orderBy(members.createdAt)
    .limit(1);
  if (!owner) return null;
  const contact = await findContact(db, owner.userId);
  return contact ? { ...contact, userId: owner.userId } : null;
}

export async function countMembers(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(members).where(eq(members.organizationId, workspaceId));
  return row?.value ?? 0;
}

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
  };
}

/** How a person is named in logs their workspace reads: their name, else their email. */
export async function findUserName(db: Database, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return user.name || (user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? user.phoneNumber : user.email) || null;
}
