import { PUSH_TIMEOUT_MS, PUSH_TTL_SECONDS } from '../notifications.constants';
import type { NotificationsDeps } from '../notifications.deps';
import { deletePushSubscription, findPushSubscription, markPushSent } from '../notifications.repo';
import { isAccepted, isGoneSubscription, type PushMessage } from '../domain/push-message';
import { sendWebPush } from '../providers/web-push-sender';
import { getVapidKeys } from './get-vapid-keys';

/**
 * Sends one push to one device. A push service answering 404 or 410 means the subscription is
 * gone: it is deleted and nothing is retried. Any other failure throws, so the job retries.
 */
export async function deliverPush(
  deps: Pick<NotificationsDeps, 'db' | 'clock' | 'log' | 'push'>,
  job: PushMessage & { subscriptionId: string; urgent: boolean },
): Promise<'sent' | 'gone' | 'unknown-subscription'> {
  const subscription = await findPushSubscription(deps.db, job.subscriptionId);
  if (!subscription) return 'unknown-subscription';
  const vapid = await getVapidKeys(deps);
  const payload = JSON.stringify({ title: job.title, body: job.body, url: job.url, tag: job.tag });
  const answer = await sendWebPush({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, vapid, {
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: job.urgent ? 'high' : 'normal',
    timeoutMs: PUSH_TIMEOUT_MS,
  });
  if (isGoneSubscription(answer.status)) {
    await deletePushSubscription(deps.db, subscription.id);
    deps.log.info({ subscriptionId: subscription.id, status: answer.status }, 'A push subscription is gone; it was removed');
    return 'gone';
  }
  if (!isAccepted(answer.status)) throw new Error(`The push service answered ${answer.status}: ${answer.body}`);
  await markPushSent(deps.db, subscription.id, deps.clock.now());
  return 'sent';
}
