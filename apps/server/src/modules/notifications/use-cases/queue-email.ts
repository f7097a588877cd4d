import type { z } from 'zod';
import { EmailInputSchema, parseMessageInput } from '../domain/message-input';
import type { NotificationsDeps } from '../notifications.deps';
import { notificationsErrors } from '../notifications.errors';
import { queueNotification } from './queue-notification';

export type QueueEmailInput = z.input<typeof EmailInputSchema>;

/**
 * Queues an email (text and HTML parts) for delivery; returns its outbox id. The same
 * idempotency key always yields the same id and at most one delivery.
 */
export async function queueEmail(deps: Pick<NotificationsDeps, 'db' | 'jobs' | 'clock'>, input: QueueEmailInput): Promise<string> {
  const email = parseMessageInput(EmailInputSchema, input, () => notificationsErrors.invalidEmailAddress());
  return queueNotification(deps, {
    channel: 'email',
    recipient: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    replyTo: email.replyTo ?? null,
    template: email.template,
    idempotencyKey: email.idempotencyKey,
    workspaceId: email.workspaceId ?? null,
  });
}
