import { PaymentMethodSchema, type BillingOverview } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { findSubscription, listInvoices } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';
import { propertyLimitOf } from '../domain/subscription-state';
import { checkSubscription } from './check-subscription';

/**
 * Everything /billing shows: plan and status, usage against the plan, card, invoices. With
 * billing off: status `billing_off`, no limit, nothing to manage (invoices from before stay readable).
 */
export async function getBillingOverview(deps: BillingDeps, actor: Actor): Promise<BillingOverview> {
  assertCanManageBilling(actor);
  const subscription = await checkSubscription(deps, actor.workspaceId, actor.userId);
  const off = deps.billing === 'off';
  const [record, invoices, properties, members] = await Promise.all([
    findSubscription(deps.db, actor.workspaceId),
    listInvoices(deps.db, actor.workspaceId),
    deps.ports.countProperties(actor.workspaceId),
    deps.ports.countMembers(actor.workspaceId),
  ]);
  const card = PaymentMethodSchema.safeParse(record?.paymentMethod);
  return {
    subscription,
    usage: { properties: { used: properties, limit: off ? null : propertyLimitOf(subscription) }, members },
    paymentMethod: card.success ? card.data : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      description: invoice.description,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      status: invoice.status,
      invoiceUrl: `/api/billing/invoices/${invoice.id}`,
    })),
    provider: deps.provider.name,
    canManage: !off,
  };
}
