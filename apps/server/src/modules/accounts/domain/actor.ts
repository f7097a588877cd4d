import type { WorkspaceRole } from '@cohost/shared';

/** Who is acting, and in which workspace: every use case authorizes against this. */
export interface Actor {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

export const HOST_ROLES: readonly WorkspaceRole[] = ['owner', 'manager'];

export function isHost(actor: Actor): boolean {
  return HOST_ROLES.includes(actor.role);
}
