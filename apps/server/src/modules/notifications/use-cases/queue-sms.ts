import type { z } from 'zod';
import { parseMessageInput, SmsInputSchema } from '../domain/message-input';
import type { NotificationsDeps } from '../notifications.deps';
import { notificationsErrors } from '../notifications.errors';
import { queueNotification } from './queue-notification';

export type QueueSmsInput = z.input<typeof SmsInputSchema>;

/**
 * Queues a text message to an E.164 number for delivery; returns its outbox id. The same
 * idempotency key always yields the same id and at most one delivery.
 */
export async function queueSms(deps: Pick<NotificationsDeps, 'db' | 'jobs' | 'clock'>, input: QueueSmsInput): Promise<string> {
  const sms = parseMessageInput(SmsInputSchema, input, () => notificationsErrors.invalidPhoneNumber());
  return queueNotification(deps, {
    channel: 'sms',
    recipient: sms.to,
    subject: null,
    textBody: sms.body,
    htmlBody: null,
    template: sms.template,
    idempotencyKey: sms.idempotencyKey,
    workspaceId: sms.workspaceId ?? null,
  });
}
