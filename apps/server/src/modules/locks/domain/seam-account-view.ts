import type { SeamAccount } from '@cohost/shared';
import type { lockProviderAccounts } from '../locks.tables';

type LockProviderAccountRow = typeof lockProviderAccounts.$inferSelect;

/** The webhook address Seam's console is given for an account: its path carries the account's random token. */
export function seamWebhookUrl(publicUrl: string, webhookToken: string): string {
  return `${publicUrl}/api/webhooks/seam/${webhookToken}`;
}

/** What the screen may know of the workspace's Seam account: never the key or the secret, the key's last four at most. */
export function toSeamAccount(account: LockProviderAccountRow | null, publicUrl: string): SeamAccount {
  if (!account) {
    return { connected: false, connectedAt: null, apiKeyLast4: null, status: null, lastError: null, hasWebhookSecret: false, webhookUrl: null, lastWebhookAt: null };
  }
  return {
    connected: true,
    connectedAt: account.connectedAt.toISOString(),
    apiKeyLast4: account.apiKeyLast4,
    status: account.status,
    lastError: account.lastError,
    hasWebhookSecret: account.webhookSecretSealed !== null,
    webhookUrl: seamWebhookUrl(publicUrl, account.webhookToken),
    lastWebhookAt: account.lastWebhookAt?.toISOString() ?? null,
  };
}
