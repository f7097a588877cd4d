import type { PushStatus } from '@cohost/shared';
import type { NotificationsDeps } from '../notifications.deps';
import { listPushSubscriptions, type PushSubscriptionRow } from '../notifications.repo';
import { getVapidKeys } from './get-vapid-keys';

function toPushDevice(row: PushSubscriptionRow) {
  return { id: row.id, device: row.device, endpoint: row.endpoint, createdAt: row.createdAt.toISOString(), lastSentAt: row.lastSentAt?.toISOString() ?? null };
}

/** The key a browser subscribes with and the devices this person has subscribed in this workspace. */
export async function getPushStatus(deps: Pick<NotificationsDeps, 'db' | 'clock' | 'push'>, actor: { userId: string; workspaceId: string }): Promise<PushStatus> {
  const [keys, rows] = await Promise.all([getVapidKeys(deps), listPushSubscriptions(deps.db, actor.workspaceId, actor.userId)]);
  return { publicKey: keys.publicKey, devices: rows.map(toPushDevice) };
}
