import { deliveryPriority } from '../domain/delivery-priority';
import type { NotificationsDeps } from '../notifications.deps';
import { deliverNotificationJob } from '../notifications.jobs';
import { findOutboxRowByKey, insertOutboxRow, type NewOutboxRow } from '../notifications.repo';

/**
 * Writes the message to the outbox once per idempotency key and hands it to the delivery job
 * (whose own key is the row id), ahead of less urgent ones (`deliveryPriority`). A repeated call returns the first row and never sends twice;
 * it re-enqueues a row still queued, which repairs a crash between the insert and the enqueue.
 */
export async function queueNotification(
  deps: Pick<NotificationsDeps, 'db' | 'jobs' | 'clock'>,
  message: Omit<NewOutboxRow, 'createdAt'>,
): Promise<string> {
  const row =
    (await insertOutboxRow(deps.db, { ...message, createdAt: deps.clock.now() })) ??
    (await findOutboxRowByKey(deps.db, message.idempotencyKey));
  if (!row) throw new Error(`Outbox row for idempotency key "${message.idempotencyKey}" vanished`);
  if (row.status === 'queued') {
    await deps.jobs.enqueue(deliverNotificationJob, { outboxId: row.id }, { idempotencyKey: row.id, priority: deliveryPriority(message.template) });
  }
  return row.id;
}
