import { can, type Permission, type WorkspaceRole } from '@cohost/shared';
import { APIError } from 'better-auth/api';
import type { Database } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { findInvitation, findMembership, findWorkspaceSlug } from '../accounts.repo';

/**
 * What each of better-auth's workspace (organization) endpoints needs: a permission of the
 * matrix (packages/shared permissions.ts) in the caller's active workspace, or `signed-in` for
 * what concerns the caller alone (their workspaces, their own invitations). Every other
 * `/organization/*` endpoint is refused: workspaces are created and deleted by Cohost itself,
 * and it has no custom roles or teams.
 */
export const WORKSPACE_ENDPOINTS: Readonly<Record<string, Permission | 'signed-in'>> = {
  '/organization/list': 'signed-in',
  '/organization/set-active': 'signed-in',
  '/organization/get-active-member': 'signed-in',
  '/organization/get-active-member-role': 'signed-in',
  '/organization/has-permission': 'signed-in',
  '/organization/get-invitation': 'signed-in',
  '/organization/accept-invitation': 'signed-in',
  '/organization/reject-invitation': 'signed-in',
  '/organization/list-user-invitations': 'signed-in',
  '/organization/leave': 'account.own',
  '/organization/list-members': 'team.read',
  '/organization/get-full-organization': 'team.read',
  '/organization/list-invitations': 'team.read',
  '/organization/invite-member': 'team.invite-cleaners',
  '/organization/cancel-invitation': 'team.invite-cleaners',
  '/organization/remove-member': 'team.manage',
  '/organization/update-member-role': 'team.manage',
  '/organization/update': 'workspace.settings',
  '/organization/check-slug': 'workspace.settings',
};

/** The roles a member may give by inviting or changing a role: owners managers and cleaners, managers cleaners. */
export function rolesGivenBy(role: string | undefined): WorkspaceRole[] {
  if (!isRole(role)) return [];
  if (can(role, 'team.manage')) return ['manager', 'cleaner'];
  if (can(role, 'team.invite-cleaners')) return ['cleaner'];
  return [];
}

interface EndpointCall {
  path: string;
  /** The signed-in user and their active workspace; null when signed out. */
  session: { userId: string; activeWorkspaceId: string | null | undefined } | null;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

const WORKSPACE_KEYS = ['organizationId', 'organizationSlug'] as const;
/** What a workspace update may change (better-auth's organization fields). */
const WORKSPACE_FIELDS = ['name', 'slug', 'logo', 'metadata'];

/**
 * Refuses a workspace endpoint the caller's role may not use (403, better-auth's error shape).
 * A call naming a workspace (by id or slug, even empty) is refused unless it names the active
 * one: a member acts in the workspace they switched to, whatever their role elsewhere.
 */
export async function guardWorkspaceEndpoint(db: Database, call: EndpointCall): Promise<void> {
  if (!call.path.startsWith('/organization/')) return;
  const needs = WORKSPACE_ENDPOINTS[call.path];
  if (!needs) throw refused('WORKSPACE_ENDPOINT_CLOSED', 'This workspace operation is not available.');
  // Signed out: better-auth answers its own 401.
  if (!call.session || needs === 'signed-in') return;
  const active = call.session.activeWorkspaceId;
  for (const source of [call.query, call.body]) {
    for (const key of WORKSPACE_KEYS) {
      if (!(key in source)) continue;
      const named = source[key];
      if (key === 'organizationId' && named === active) continue;
      if (key === 'organizationSlug' && typeof named === 'string' && named !== '' && active && (await findWorkspaceSlug(db, active)) === named) continue;
      throw refused('WORKSPACE_NOT_ACTIVE', 'Switch to this workspace first.');
    }
  }
  const membership = active ? await findMembership(db, call.session.userId, active) : null;
  const role = membership?.role;
  if (!isRole(role) || !can(role, needs)) throw refused(roleRefusal(role), refusalMessage(role, needs));
  if (call.path === '/organization/cancel-invitation') {
    // Managers cancel the cleaners' invitations they may send, not a manager's.
    const invitationId = call.body.invitationId;
    const invitation = typeof invitationId === 'string' && isUuid(invitationId) ? await findInvitation(db, invitationId) : null;
    if (invitation && invitation.organizationId === active && !rolesGivenBy(role).includes(invitation.role as WorkspaceRole)) {
      throw refused('OWNER_ONLY', 'Only the workspace owner can cancel a manager’s invitation.');
    }
  }
  if (call.path === '/organization/update') {
    // better-auth answers an update that changes nothing with a 500.
    const data = call.body.data;
    const changes = data && typeof data === 'object' ? Object.keys(data).filter((key) => WORKSPACE_FIELDS.includes(key)) : [];
    if (changes.length === 0) throw new APIError('BAD_REQUEST', { code: 'NOTHING_TO_CHANGE', message: 'data: give the workspace’s new name.' });
  }
  if (call.path === '/organization/update-member-role') {
    const given = call.body.role;
    if (!(typeof given === 'string' && rolesGivenBy(role).includes(given as WorkspaceRole))) {
      throw new APIError('BAD_REQUEST', { code: 'ROLE_NOT_GIVEN', message: 'role: a member can be made a manager or a cleaner.' });
    }
  }
}

function isRole(role: string | undefined): role is WorkspaceRole {
  return role === 'owner' || role === 'manager' || role === 'cleaner';
}

function roleRefusal(role: string | undefined): string {
  if (!isRole(role)) return 'NOT_A_MEMBER';
  return role === 'cleaner' ? 'HOSTS_ONLY' : 'OWNER_ONLY';
}

function refusalMessage(role: string | undefined, needs: Permission): string {
  if (!isRole(role)) return 'You are not a member of this workspace.';
  if (role === 'cleaner') return 'This is for hosts. Cleaners use the cleaner portal.';
  if (needs === 'workspace.settings') return 'Only the workspace owner can change the workspace.';
  return 'Only the workspace owner can change the team’s managers and roles.';
}

function refused(code: string, message: string): APIError {
  return new APIError('FORBIDDEN', { code, message });
}
