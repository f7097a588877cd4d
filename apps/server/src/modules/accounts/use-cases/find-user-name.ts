import type { Database } from '../../../platform/db/database';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import { findUserById } from '../accounts.repo';

/** How a person is named in logs their workspace reads: their name, else their email. */
export async function findUserName(db: Database, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return user.name || (user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? user.phoneNumber : user.email) || null;
}
