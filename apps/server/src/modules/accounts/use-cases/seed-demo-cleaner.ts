import { randomBytes } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import type { Clock } from '../../../platform/runtime/clock';
import { DEMO_CLEANER_EMAIL, DEMO_CLEANER_NAME } from '../accounts.constants';
import { findFirstWorkspaceId, findMembership, findUserByEmail, findWorkspace, insertMember } from '../accounts.repo';
import { users } from '../accounts.tables';
import type { Auth } from '../auth/create-auth';
import type { Actor } from '../domain/actor';

export interface DemoCleanerLogin {
  email: string;
  password: string;
  cleanerCode: string;
}

/**
 * The demo workspace's cleaner: a confirmed account with a random password made for this
 * installation, a cleaner of the demo host's workspace (signs in at /cleaner-login with the
 * workspace's cleaner code). Idempotent: returns null when the demo cleaner exists already.
 */
export async function seedDemoCleaner(deps: { db: Database; clock: Clock }, auth: Auth, host: Actor): Promise<DemoCleanerLogin | null> {
  const context = await auth.$context;
  if (await findUserByEmail(deps.db, DEMO_CLEANER_EMAIL)) return null;
  const workspace = await findWorkspace(deps.db, host.workspaceId);
  if (!workspace?.cleanerCode) return null;
  const password = `clean-${randomBytes(9).toString('base64url')}`;
  // Inserted directly, not through better-auth's createUser: its hook would give them a host workspace of their own.
  const [user] = await deps.db.insert(users).values({ name: DEMO_CLEANER_NAME, email: DEMO_CLEANER_EMAIL, emailVerified: true }).returning({ id: users.id });
  await context.internalAdapter.linkAccount({ userId: user!.id, providerId: 'credential', accountId: user!.id, password: await context.password.hash(password) });
  await insertMember(deps.db, { workspaceId: host.workspaceId, userId: user!.id, role: 'cleaner', createdAt: deps.clock.now() });
  return { email: DEMO_CLEANER_EMAIL, password, cleanerCode: workspace.cleanerCode };
}

/** The demo cleaner acting in the demo workspace, for other modules' demo seeds; null before they exist. */
export async function findDemoCleaner(db: Database): Promise<Actor | null> {
  const user = await findUserByEmail(db, DEMO_CLEANER_EMAIL);
  if (!user) return null;
  const workspaceId = await findFirstWorkspaceId(db, user.id);
  if (!workspaceId) return null;
  const membership = await findMembership(db, user.id, workspaceId);
  return membership?.role === 'cleaner' ? { userId: user.id, workspaceId, role: 'cleaner' } : null;
}
