import type { Database } from '../../../platform/db/database';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import { findUserById } from '../accounts.repo';

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

