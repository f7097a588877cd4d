import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { claimWebhookDelivery, findProviderAccountByWebhookToken, pruneWebhookDeliveries, releaseWebhookDelivery, updateProviderAccount } from '../locks.repo';
import { LockProviderError, type LockProviderEvent } from '../providers/lock-provider';
import { parseSeamWebhook } from '../providers/seam-lock-provider';
import { applyLockProviderEvent } from './apply-lock-provider-event';

/** A webhook address's token: 32 random bytes, base64url. */
const WEBHOOK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Deliveries are remembered this long, past Svix's last retry (about a day and a half). */
const DELIVERY_MEMORY_MS = 7 * 86_400_000;

/**
 * A Seam webhook delivery to `/api/webhooks/seam/{token}`: the token names the workspace's
 * account, the delivery is verified with the signing secret saved for it (Svix signature and
 * timestamp; a delivery that fails changes nothing), then applied once: its `svix-id` is recorded
 * first, so the same delivery again is answered as a duplicate and changes nothing, and released
 * if applying it failed so Seam's retry applies it.
 */
export async function receiveSeamWebhook(deps: LocksDeps, token: string, rawBody: string, headers: Record<string, string>): Promise<{ duplicate: boolean }> {
  const account = WEBHOOK_TOKEN.test(token) ? await findProviderAccountByWebhookToken(deps.db, token) : null;
  if (!account) throw locksErrors.webhookNotFound();
  if (!account.webhookSecretSealed) {
    throw locksErrors.webhookRefused(undefined, 'No signing secret is saved in Cohost for this webhook, so its deliveries cannot be verified: nothing was changed.');
  }
  let event: LockProviderEvent;
  try {
    event = parseSeamWebhook(deps.secrets.open(account.webhookSecretSealed), rawBody, headers);
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    throw error.code === 'invalid-signature' ? locksErrors.webhookRefused() : locksErrors.webhookUnreadable();
  }
  // Present: the signature covers it.
  const deliveryId = headers['svix-id']!;
  const now = deps.clock.now();
  if (!(await claimWebhookDelivery(deps.db, { accountId: account.id, deliveryId, kind: event.kind, receivedAt: now }))) return { duplicate: true };
  try {
    await applyLockProviderEvent(deps, account.workspaceId, account.provider, event);
  } catch (error) {
    await releaseWebhookDelivery(deps.db, account.id, deliveryId);
    throw error;
  }
  await updateProviderAccount(deps.db, account.id, { lastWebhookAt: now });
  await pruneWebhookDeliveries(deps.db, new Date(now.getTime() - DELIVERY_MEMORY_MS));
  return { duplicate: false };
}
