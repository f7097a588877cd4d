import { WORKSPACE_ROLES, type WorkspaceRole } from '@cohost/shared';
import type { Database } from '../../../platform/db/database';
import { accountsErrors } from '../accounts.errors';
import { findFirstWorkspaceId, findMembership } from '../accounts.repo';
import type { Actor } from '../domain/actor';
import type { Auth } from './create-auth';
import { sessionCookie, type SessionCache } from './session-cache';

/**
 * The actor behind a request: the signed-in user and the workspace their session is in, with
 * their role read from the membership (a removed member loses access at once: the session
 * cache drops them when the change commits). Throws 401 when nobody is signed in.
 */
export function createActorResolver(auth: Auth, db: Database, cache: SessionCache) {
  return async (headers: Headers): Promise<Actor> => {
    const key = sessionCookie(headers);
    const cached = key ? cache.get(key) : null;
    if (cached) return cached;
    const mark = cache.mark();
    const session = await auth.api.getSession({ headers });
    if (!session) throw accountsErrors.signInRequired();
    const userId = session.user.id;
    const workspaceId = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? (await findFirstWorkspaceId(db, userId));
    const membership = workspaceId ? await findMembership(db, userId, workspaceId) : null;
    if (!workspaceId || !membership || !WORKSPACE_ROLES.includes(membership.role as WorkspaceRole)) throw accountsErrors.noWorkspace();
    const actor: Actor = { userId, workspaceId, role: membership.role as WorkspaceRole };
    if (key) cache.set(key, mark, actor, new Date(session.session.expiresAt));
    return actor;
  };
}
