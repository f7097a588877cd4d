/**
 * What support needs from the outside world: emails go through the notifications outbox
 * (retried, never sent twice). The signed-in person, if any, comes with the request (its route
 * declares `anyoneIdentified` callers).
 */
export interface SupportMessages {
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
}

/** The faces of the modules support uses (the composition root passes them whole). */
export interface SupportUses {
  notifications: SupportMessages;
}
