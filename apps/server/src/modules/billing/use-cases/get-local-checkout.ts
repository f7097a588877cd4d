import type { LocalCheckout } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { loadCheckout } from '../billing.repo';
import { checkoutLines } from '../domain/local-checkout';
import { expireCheckoutIfDue } from './expire-checkout-if-due';

export async function getLocalCheckout(deps: BillingDeps, actor: Actor, sessionId: string): Promise<LocalCheckout> {
  const checkout = await expireCheckoutIfDue(deps, await loadCheckout(deps, actor, sessionId));
  const contact = await deps.ports.findContact(actor.userId);
  return {
    id: checkout.id,
    mode: checkout.mode,
    status: checkout.status,
    description: checkout.request.description,
    ...checkoutLines(checkout),
    currency: 'usd',
    customerEmail: checkout.request.customerEmail ?? contact?.email ?? null,
    expiresAt: checkout.expiresAt.toISOString(),
  };
}
