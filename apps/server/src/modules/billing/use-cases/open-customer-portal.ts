import type { PaymentSession } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { assertCanManageBilling } from '../domain/billing-actor';
import { assertBillingOn } from '../domain/billing-switch';
import { ensureCustomer } from './ensure-customer';

/** customer-portal: Stripe's Billing portal, or our own /billing page with the built-in provider. */
export async function openCustomerPortal(deps: BillingDeps, actor: Actor): Promise<PaymentSession> {
  assertCanManageBilling(actor);
  assertBillingOn(deps.billing);
  const customerId = await ensureCustomer(deps, actor);
  try {
    return await deps.provider.createPortal({ customerId, returnUrl: `${deps.publicUrl}/billing` });
  } catch (error) {
    deps.log.error({ err: error, workspaceId: actor.workspaceId }, 'billing portal could not be opened');
    throw billingErrors.portalFailed();
  }
}
