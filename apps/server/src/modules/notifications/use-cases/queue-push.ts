import type { NotificationsDeps } from '../notifications.deps';
import { deliverPushJob } from '../notifications.job-definitions';
import { listPushSubscriptions } from '../notifications.repo';
import type { PushMessage } from '../domain/push-message';

export interface QueuePushInput extends PushMessage {
  userId: string;
  workspaceId: string;
  /** Same key, same push: queueing again with it sends nothing more. */
  idempotencyKey: string;
  /** High for what needs the person now (escalations, urgent alerts): push services wake the phone. */
  urgent?: boolean;
}

/**
 * Queues a push to each device the person subscribed in the workspace: one delivery job per
 * device (retried on its own), keyed by the message's key and the device. Returns how many
 * devices it was queued for (0: push is off on every device, nothing to do).
 */
export async function queuePush(deps: Pick<NotificationsDeps, 'db' | 'jobs'>, input: QueuePushInput): Promise<number> {
  const devices = await listPushSubscriptions(deps.db, input.workspaceId, input.userId);
  for (const device of devices) {
    await deps.jobs.enqueue(
      deliverPushJob,
      { subscriptionId: device.id, title: input.title, body: input.body, url: input.url, tag: input.tag, urgent: input.urgent ?? false },
      { idempotencyKey: `push:${input.idempotencyKey}:${device.id}`.slice(0, 250), priority: input.urgent ? 5 : 0 },
    );
  }
  return devices.length;
}
