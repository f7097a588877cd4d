import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { findSubscription, updateSubscription } from '../billing.repo';
import { startTrial } from './start-trial';

/** The workspace's customer at the payment provider, created once and kept on its subscription row. */
export async function ensureCustomer(deps: BillingDeps, actor: Actor): Promise<string> {
  let record = await findSubscription(deps.db, actor.workspaceId);
  if (!record) {
    await startTrial(deps, actor.workspaceId);
    record = await findSubscription(deps.db, actor.workspaceId);
  }
  if (record?.customerId && record.provider === deps.provider.name) return record.customerId;
  const contact = await deps.ports.findContact(actor.userId);
  const { customerId } = await deps.provider.createCustomer({ workspaceId: actor.workspaceId, email: contact?.email ?? null, name: contact?.name ?? null });
  await updateSubscription(deps.db, actor.workspaceId, { customerId, provider: deps.provider.name, updatedAt: deps.clock.now() });
  return customerId;
}
