/**
 * What support needs from the outside world, supplied by the composition root: emails go
 * through the notifications outbox (retried, never sent twice), and the signed-in person (if
 * any) comes from accounts.
 */
export interface SupportMessages {
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
}

/** The signed-in person behind a request, or null for a visitor. */
export type IdentifySender = (headers: Headers) => Promise<{ userId: string; workspaceId: string } | null>;

/** The faces of the modules support uses (the composition root passes them whole). */
export interface SupportUses {
  accounts: { resolveActor(headers: Headers): Promise<{ userId: string; workspaceId: string }> };
  notifications: SupportMessages;
}

/** The signed-in person, if any: a visitor is not an error here (the request is simply not linked to an account). */
export function identifyThrough(accounts: SupportUses['accounts']): IdentifySender {
  return (headers) => accounts.resolveActor(headers).then(({ userId, workspaceId }) => ({ userId, workspaceId }), () => null);
}
