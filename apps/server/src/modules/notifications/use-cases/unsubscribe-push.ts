import type { PushStatus } from '@cohost/shared';
import type { NotificationsDeps } from '../notifications.deps';
import { deleteOwnPushSubscription } from '../notifications.repo';
import { getPushStatus } from './get-push-status';

/** Forgets this browser's subscription (only the person's own; an unknown endpoint changes nothing). */
export async function unsubscribePush(
  deps: Pick<NotificationsDeps, 'db' | 'clock' | 'push'>,
  actor: { userId: string; workspaceId: string },
  endpoint: string,
): Promise<PushStatus> {
  await deleteOwnPushSubscription(deps.db, actor.workspaceId, actor.userId, endpoint);
  return getPushStatus(deps, actor);
}
