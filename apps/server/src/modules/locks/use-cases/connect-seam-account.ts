import { randomBytes } from 'node:crypto';
import type { ConnectSeamInput, SeamAccount } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageLocks } from '../domain/lock-access';
import { toSeamAccount } from '../domain/seam-account-view';
import type { LocksDeps } from '../locks.deps';
import { locksErrors } from '../locks.errors';
import { upsertProviderAccount } from '../locks.repo';
import { LockProviderError } from '../providers/lock-provider';
import { connectSeam } from '../providers/seam-lock-provider';

/**
 * Saves the workspace's Seam API key (and the webhook's signing secret when given), tested first:
 * Seam is asked for the account's devices with it, and a key Seam refuses is not saved (422 naming
 * `apiKey`). Both are sealed at rest. A new key on a connected workspace replaces the old one and
 * keeps the webhook's address, so the endpoint in Seam's console goes on working.
 */
export async function connectSeamAccount(deps: LocksDeps, actor: Actor, input: ConnectSeamInput): Promise<SeamAccount> {
  assertCanManageLocks(actor);
  await testSeamKey(deps, input.apiKey);
  const now = deps.clock.now();
  const account = await deps.db.transaction(async (tx) => {
    const saved = await upsertProviderAccount(tx, {
      workspaceId: actor.workspaceId,
      provider: 'seam',
      apiKeySealed: deps.secrets.seal(input.apiKey),
      apiKeyLast4: input.apiKey.slice(-4),
      webhookSecretSealed: input.webhookSecret ? deps.secrets.seal(input.webhookSecret) : null,
      webhookToken: randomBytes(32).toString('base64url'),
      status: 'connected',
      connectedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: 'A host' },
      kind: 'locks.seam-connected',
      summary: `Seam account connected (API key ending ${saved.apiKeyLast4})`,
      reason: null,
      result: 'done',
    });
    return saved;
  });
  deps.log.info({ workspaceId: actor.workspaceId }, 'seam account connected');
  return toSeamAccount(account, deps.publicUrl);
}

/** Asks Seam for the key's devices: a refusal is the host's to fix (422), silence is Seam's (502). */
async function testSeamKey(deps: LocksDeps, apiKey: string): Promise<void> {
  try {
    await connectSeam({ apiKey, ...(deps.seamEndpoint ? { endpoint: deps.seamEndpoint } : {}) }).listDevices();
  } catch (error) {
    if (!(error instanceof LockProviderError)) throw error;
    if (error.retryable) throw locksErrors.providerFailed(undefined, `Seam did not answer, so the key could not be tested and nothing was saved: try again in a moment. (${error.message})`);
    const message =
      error.code === 'invalid_api_key'
        ? 'This is not a Seam API key: copy it from your workspace at console.seam.co (it starts with seam_).'
        : `Seam refused this key (${error.message}): check that you copied all of it and that it is not revoked.`;
    throw locksErrors.seamKeyRefused([{ path: 'apiKey', message }], `Seam refused this API key: nothing was saved. ${message}`);
  }
}
