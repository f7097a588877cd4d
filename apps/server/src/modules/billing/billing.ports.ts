/** What billing needs from the rest of the application, wired in the composition root. */
export interface BillingPorts {
  /** Who to address receipts and notices to. */
  findContact(userId: string): Promise<{ email: string | null; name: string | null } | null>;
  /** The workspace owner's contact, for notices about the workspace's plan. */
  findWorkspaceOwner(workspaceId: string): Promise<{ userId: string; email: string | null; name: string | null } | null>;
  countMembers(workspaceId: string): Promise<number>;
  /** Properties the workspace has (usage against the plan). */
  countProperties(workspaceId: string): Promise<number>;
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string }): Promise<void>;
}

/** The faces of the modules billing uses (the composition root passes them whole). */
export interface BillingUses {
  accounts: Pick<BillingPorts, 'findContact' | 'findWorkspaceOwner' | 'countMembers'> & {
    onWorkspaceCreated(hook: (workspaceId: string) => Promise<void>): void;
  };
  properties: Pick<BillingPorts, 'countProperties'> & {
    guardNewProperties(guard: (workspaceId: string, activeCount: number) => Promise<void>): void;
  };
  notifications: { email: BillingPorts['email'] };
}

/** The ports, from the faces. */
export function connectBillingPorts({ accounts, properties, notifications }: BillingUses): BillingPorts {
  return {
    findContact: accounts.findContact,
    findWorkspaceOwner: accounts.findWorkspaceOwner,
    countMembers: accounts.countMembers,
    countProperties: properties.countProperties,
    email: notifications.email,
  };
}
