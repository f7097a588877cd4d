import { can } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import type { AccountsDeps } from '../accounts.deps';
import { members, organizations, sessions } from '../accounts.tables';
import type { Actor } from '../domain/actor';
import { getMe } from './get-me';

/**
 * Everything Cohost holds about the person and, for hosts, their workspace, as one JSON
 * document (the privacy page's promise). Secrets (password hashes, tokens, TOTP secrets) are
 * never included.
 */
export async function exportAccountData(deps: Pick<AccountsDeps, 'db' | 'clock'>, actor: Actor) {
  const me = await getMe(deps, actor);
  const mySessions = await deps.db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, actor.userId));
  const memberships = await deps.db
    .select({ workspaceId: members.organizationId, workspaceName: organizations.name, role: members.role, joinedAt: members.createdAt })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, actor.userId));
  const team = can(actor.role, 'team.read')
    ? await deps.db.select({ userId: members.userId, role: members.role, joinedAt: members.createdAt }).from(members).where(eq(members.organizationId, actor.workspaceId))
    : [];
  return {
    format: 'cohost-export/1',
    exportedAt: deps.clock.now().toISOString(),
    account: me,
    sessions: mySessions,
    memberships,
    workspace: can(actor.role, 'team.read') ? { id: me.workspace.id, name: me.workspace.name, members: team } : null,
  };
}
