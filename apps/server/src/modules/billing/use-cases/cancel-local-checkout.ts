import type { LocalCheckoutResult } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { loadCheckout } from '../billing.repo';
import { withReason } from '../domain/local-checkout';

/** Cancel on the checkout page: nothing is charged, the checkout closes (a founders spot goes back) and the browser returns. */
export async function cancelLocalCheckout(deps: BillingDeps, actor: Actor, sessionId: string): Promise<LocalCheckoutResult> {
  const checkout = await loadCheckout(deps, actor, sessionId);
  if (checkout.status === 'open') await deps.provider.expireCheckout(checkout.id);
  return { outcome: 'cancelled', reason: 'cancelled', redirectUrl: withReason(checkout.request.cancelUrl, 'cancelled') };
}
