/**
 * What accounts needs from the outside world, supplied by the composition root: messages are
 * queued through the notifications outbox (delivered by jobs, retried, never sent twice).
 */
export interface AccountMessages {
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string }): Promise<void>;
  sms(message: { to: string; body: string; template: string; idempotencyKey: string }): Promise<void>;
}

/** The faces of the modules accounts uses (the composition root passes them whole). */
export interface AccountsUses {
  notifications: AccountMessages;
  system: {
    recordInstallationFact(key: string, value: unknown): Promise<void>;
    findInstallationFact<T>(key: string): Promise<T | null>;
  };
}
