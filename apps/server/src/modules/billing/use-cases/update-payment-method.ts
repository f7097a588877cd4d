import type { PaymentSession } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { assertCanManageBilling } from '../domain/billing-actor';
import { assertBillingOn } from '../domain/billing-switch';
import { ensureCustomer } from './ensure-customer';

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** Replace the card: Stripe's portal does it best; the built-in provider opens a card-only checkout. */
export async function updatePaymentMethod(deps: BillingDeps, actor: Actor): Promise<PaymentSession> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const customerId = await ensureCustomer(deps, actor);
  try {
    if (deps.provider.name === 'stripe') return await deps.provider.createPortal({ customerId, returnUrl: `${deps.publicUrl}/billing` });
    const session = await deps.provider.createCheckout({
      mode: 'setup',
      purpose: { kind: 'payment-method', workspaceId: actor.workspaceId, userId: actor.userId },
      customerId,
      customerEmail: null,
      description: 'Card for your Cohost subscription',
      successUrl: `${deps.publicUrl}/billing?card=updated`,
      cancelUrl: `${deps.publicUrl}/billing`,
      expiresAt: new Date(deps.clock.now().getTime() + CHECKOUT_LIFETIME_MS),
    });
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error, workspaceId: actor.workspaceId }, 'card update could not be started');
    throw billingErrors.portalFailed();
  }
}
