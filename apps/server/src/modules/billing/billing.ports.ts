import type { Actor } from '../accounts';

/** What billing needs from the rest of the application, wired in the composition root. */
export interface BillingPorts {
  /** The signed-in actor, or a 401 (`accounts.sign-in-required`). */
  resolveActor(headers: Headers): Promise<Actor>;
  /** Who to address receipts and notices to. */
  findContact(userId: string): Promise<{ email: string | null; name: string | null } | null>;
  /** The workspace owner's contact, for notices about the workspace's plan. */
  findWorkspaceOwner(workspaceId: string): Promise<{ userId: string; email: string | null; name: string | null } | null>;
  countMembers(workspaceId: string): Promise<number>;
  /** Properties the workspace has (usage against the plan). */
  countProperties(workspaceId: string): Promise<number>;
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string }): Promise<void>;
}
