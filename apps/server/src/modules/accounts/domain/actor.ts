import type { WorkspaceRole } from '@cohost/shared';

/** Who is acting, and in which workspace: every use case authorizes against this. */
export interface Actor {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}
