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
