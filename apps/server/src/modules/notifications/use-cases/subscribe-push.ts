import type { PushStatus, PushSubscribeInput } from '@cohost/shared';
import { PUSH_DEVICES_PER_USER } from '../notifications.constants';
import type { NotificationsDeps } from '../notifications.deps';
import { pushErrors } from '../notifications.errors';
import { deletePushSubscription, listPushSubscriptions, upsertPushSubscription } from '../notifications.repo';
import { deviceLabel, refusedEndpoint } from '../domain/push-message';
import { getPushStatus } from './get-push-status';

/**
 * Keeps this browser's push subscription for the person (one row per endpoint). An endpoint
 * that is not an https push service is refused (400 naming `endpoint`); past the device limit
 * the oldest device is dropped.
 */
export async function subscribePush(
  deps: Pick<NotificationsDeps, 'db' | 'clock' | 'push'>,
  actor: { userId: string; workspaceId: string },
  input: PushSubscribeInput,
  userAgent: string | undefined,
): Promise<PushStatus> {
  const refused = refusedEndpoint(input.endpoint, deps.push.allowLoopbackHttp);
  if (refused) throw pushErrors.invalidSubscription([{ path: 'endpoint', message: `Endpoint ${refused}` }]);
  await upsertPushSubscription(deps.db, {
    workspaceId: actor.workspaceId,
    userId: actor.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device: deviceLabel(userAgent),
    createdAt: deps.clock.now(),
  });
  const devices = await listPushSubscriptions(deps.db, actor.workspaceId, actor.userId);
  for (const extra of devices.slice(PUSH_DEVICES_PER_USER)) await deletePushSubscription(deps.db, extra.id);
  return getPushStatus(deps, actor);
}
