import { z } from 'zod';

/** What a form says of an address that is not one (a form may word it its own way). */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/**
 * An email address: trimmed, then checked by zod's email rule. The one definition of an address
 * for the API's inputs, the outbox and the web's forms (`isEmailAddress`): a form lets through
 * nothing the server refuses, and the server takes no address the outbox could not send to.
 */
export function emailSchema(message: string = INVALID_EMAIL_MESSAGE) {
  // Trimmed before the check; the API document still says what the field holds.
  return z.string().trim().pipe(z.email(message)).meta({ format: 'email' });
}

export const EmailSchema = emailSchema();

/** Whether the value, trimmed, is an email address by `EmailSchema`'s rule. */
export function isEmailAddress(value: string): boolean {
  return EmailSchema.safeParse(value).success;
}
