import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';

/**
 * better-auth's own access control for its workspace endpoints. Cohost's permission matrix
 * (packages/shared permissions.ts) is checked before it, in workspace-endpoints.ts.
 */
export const workspaceAccess = createAccessControl(defaultStatements);

export const workspaceRoles = {
  owner: workspaceAccess.newRole(ownerAc.statements),
  manager: workspaceAccess.newRole(adminAc.statements),
  cleaner: workspaceAccess.newRole(memberAc.statements),
};
