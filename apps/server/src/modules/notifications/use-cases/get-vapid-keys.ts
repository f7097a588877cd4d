import { SealedBox } from '../../../platform/crypto/sealed-box';
import type { NotificationsDeps } from '../notifications.deps';
import { findVapidKeys, insertVapidKeysOnce } from '../notifications.repo';
import { generateVapidKeys, type VapidKeys } from '../providers/web-push-sender';

const SEAL_PURPOSE = 'notifications.vapid-private-key';
const cache = new WeakMap<NotificationsDeps['push'], Promise<VapidKeys>>();

/**
 * The installation's VAPID keys: from the environment when set, else the pair kept in the
 * database (made on first use, the private key sealed with the installation secret), the same
 * for every instance. Read once per process.
 */
export function getVapidKeys(deps: Pick<NotificationsDeps, 'db' | 'clock' | 'push'>): Promise<VapidKeys> {
  let keys = cache.get(deps.push);
  if (!keys) {
    keys = loadVapidKeys(deps);
    cache.set(deps.push, keys);
    keys.catch(() => cache.delete(deps.push));
  }
  return keys;
}

async function loadVapidKeys(deps: Pick<NotificationsDeps, 'db' | 'clock' | 'push'>): Promise<VapidKeys> {
  const { push } = deps;
  if (push.vapidKeys) return { ...push.vapidKeys, subject: push.subject };
  const box = new SealedBox(push.secret, SEAL_PURPOSE);
  let row = await findVapidKeys(deps.db);
  if (!row) {
    const made = await generateVapidKeys();
    await insertVapidKeysOnce(deps.db, { publicKey: made.publicKey, privateKeySealed: box.seal(made.privateKey), createdAt: deps.clock.now() });
    row = await findVapidKeys(deps.db);
  }
  return { publicKey: row!.publicKey, privateKey: box.open(row!.privateKeySealed), subject: push.subject };
}
