import { EmailSchema } from '@cohost/shared';
import { z } from 'zod';
import type { AppError } from '../../../platform/errors/app-error';
import { notificationsErrors } from '../notifications.errors';

/** International format (E.164): a +, then 7 to 15 digits, the first not 0. */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{6,14}$/;
/** Twilio's limit for one message (it splits longer bodies into up to 10 segments). */
export const SMS_MAX_LENGTH = 1600;

/** What every queued message carries besides its content. */
const MessageMetaSchema = z.object({
  template: z.string().regex(/^[a-z][a-z0-9]*\.[a-z][a-z0-9-]*$/, 'must look like <module>.<kebab-name>'),
  idempotencyKey: z.string().min(1).max(500),
  workspaceId: z.string().min(1).optional(),
});

export const EmailInputSchema = MessageMetaSchema.extend({
  to: EmailSchema,
  // One header line: a line break here would end the header block.
  subject: z.string().trim().min(1).max(250).regex(/^[^\r\n]*$/, 'must be on one line'),
  text: z.string().min(1),
  html: z.string().min(1),
  /** Where the recipient's reply goes, when not to the sender. */
  replyTo: EmailSchema.optional(),
});

export const SmsInputSchema = MessageMetaSchema.extend({
  to: z.string().regex(PHONE_NUMBER_PATTERN),
  body: z.string().min(1).max(SMS_MAX_LENGTH),
});

/** Parses a message, or throws the address error when `to` is wrong and `invalidMessage` otherwise. */
export function parseMessageInput<T>(schema: z.ZodType<T>, input: unknown, addressError: () => AppError): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (result.error.issues.some((issue) => issue.path[0] === 'to')) throw addressError();
  throw notificationsErrors.invalidMessage(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
