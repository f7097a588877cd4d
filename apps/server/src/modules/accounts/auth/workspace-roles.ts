import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';

/** Who may manage a workspace: owners everything, managers all host powers, cleaners nothing. */
export const workspaceAccess = createAccessControl(defaultStatements);

export const workspaceRoles = {
  owner: workspaceAccess.newRole(ownerAc.statements),
  manager: workspaceAccess.newRole(adminAc.statements),
  cleaner: workspaceAccess.newRole(memberAc.statements),
};
