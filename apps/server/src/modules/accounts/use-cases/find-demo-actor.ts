import type { Database } from '../../../platform/db/database';
import { DEMO_HOST_EMAIL } from '../accounts.constants';
import { findFirstWorkspaceId, findMembership, findUserByEmail } from '../accounts.repo';
import type { Actor } from '../domain/actor';

/** The demo host acting in the demo workspace, for other modules' demo seeds; null before it exists. */
export async function findDemoActor(db: Database): Promise<Actor | null> {
  const user = await findUserByEmail(db, DEMO_HOST_EMAIL);
  if (!user) return null;
  const workspaceId = await findFirstWorkspaceId(db, user.id);
  if (!workspaceId) return null;
  const membership = await findMembership(db, user.id, workspaceId);
  return membership ? { userId: user.id, workspaceId, role: membership.role as Actor['role'] } : null;
}
