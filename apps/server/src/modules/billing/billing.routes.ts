import { z } from '@hono/zod-openapi';
import {
  BillingOverviewSchema,
  ChangePlanInputSchema,
  CreateCheckoutInputSchema,
  FounderMembershipSchema,
  FoundersCountSchema,
  LocalCheckoutPayInputSchema,
  LocalCheckoutResultSchema,
  LocalCheckoutSchema,
  PaymentSessionSchema,
  SubscriptionStateSchema,
} from '@cohost/shared';
import type { AppError } from '../../platform/errors/app-error';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { BillingDeps } from './billing.deps';
import { billingErrors } from './billing.errors';
import { assertBillingOn } from './domain/billing-switch';
import { cancelSubscription } from './use-cases/cancel-subscription';
import { changePlan } from './use-cases/change-plan';
import { checkSubscription } from './use-cases/check-subscription';
import { createCheckout } from './use-cases/create-checkout';
import { createFounderPayment } from './use-cases/create-founder-payment';
import { getBillingOverview } from './use-cases/get-billing-overview';
import { getFounderMembership } from './use-cases/get-founder-membership';
import { getFoundersCount } from './use-cases/get-founders-count';
import { getInvoiceDocument } from './use-cases/get-invoice-document';
import { buildInvoiceArchive } from './use-cases/build-invoice-archive';
import { cancelLocalCheckout } from './use-cases/cancel-local-checkout';
import { payLocalCheckout } from './use-cases/pay-local-checkout';
import { getLocalCheckout } from './use-cases/get-local-checkout';
import { openCustomerPortal } from './use-cases/open-customer-portal';
import { processBillingEvent } from './use-cases/process-billing-event';
import { updatePaymentMethod } from './use-cases/update-payment-method';

const routeErrors = errors([400, 401, 403, 404, 409, 502], { 409: 'Not possible in the current state, or billing is off on this installation (`billing.off`)', 502: 'The payment provider did not answer' });
const sessionParams = z.object({ sessionId: param('sessionId', 200) });
// Billing is the hosts' (owner, manager; a cleaner gets billing's own 403); some operations word the 401 their own way.
/** Billing is the owner's: checkout, plans, payment method, invoices, the Founders Circle purchase. */
const ownerOnly = (signedOut?: () => AppError) => allowed('billing.manage', billingErrors.ownerOnly, signedOut ? { signedOut } : {});
/** Whether the workspace is subscribed: hosts' screens adapt to it. */
const statusReaders = allowed('billing.status', billingErrors.hostsOnly);

export const getFoundersCountRoute = defineRoute({
  callers: anyone,
  operationId: 'getFoundersCount', method: 'get', path: '/billing/founders/count', tags: ['billing'],
  summary: 'Founders Circle members so far, spots left and when the offer ends (public)',
  responses: { 200: json(FoundersCountSchema, 'The count') },
});
export const getFounderMembershipRoute = defineRoute({
  callers: statusReaders,
  operationId: 'getFounderMembership', method: 'get', path: '/billing/founders/me', tags: ['billing'],
  summary: "The signed-in person's Founders Circle membership",
  responses: { 200: json(FounderMembershipSchema, 'Membership'), ...routeErrors },
});
export const createFounderPaymentRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredForFounders),
  operationId: 'createFounderPayment', method: 'post', path: '/billing/founders/checkout', tags: ['billing'],
  summary: 'Hold a Founders Circle spot for 30 minutes and open the $1 checkout',
  responses: { 200: json(PaymentSessionSchema, 'Where to pay'), ...routeErrors },
});
export const checkSubscriptionRoute = defineRoute({
  callers: statusReaders,
  operationId: 'checkSubscription', method: 'get', path: '/billing/subscription', tags: ['billing'],
  summary: "The workspace's plan and subscription state",
  responses: { 200: json(SubscriptionStateSchema, 'Subscription state'), ...routeErrors },
});
export const createCheckoutRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToSubscribe),
  operationId: 'createCheckout', method: 'post', path: '/billing/checkout', tags: ['billing'],
  summary: 'Open a subscription checkout for a plan (the free trial carries over)',
  request: body(CreateCheckoutInputSchema),
  responses: { 200: json(PaymentSessionSchema, 'Where to pay'), ...routeErrors },
});
export const openCustomerPortalRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToManage),
  operationId: 'openCustomerPortal', method: 'post', path: '/billing/portal', tags: ['billing'],
  summary: 'Where to manage the subscription (Stripe Billing portal or /billing)',
  responses: { 200: json(PaymentSessionSchema, 'Where to go'), ...routeErrors },
});
export const getBillingOverviewRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'getBillingOverview', method: 'get', path: '/billing/overview', tags: ['billing'],
  summary: 'Plan, usage, payment method and billing history',
  responses: { 200: json(BillingOverviewSchema, 'Overview'), ...routeErrors },
});
export const changePlanRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToManage),
  operationId: 'changePlan', method: 'post', path: '/billing/subscription/plan', tags: ['billing'],
  summary: 'Switch a paid subscription to another plan or billing period',
  request: body(ChangePlanInputSchema),
  responses: { 200: json(SubscriptionStateSchema, 'Updated'), ...routeErrors },
});
export const cancelSubscriptionRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToManage),
  operationId: 'cancelSubscription', method: 'post', path: '/billing/subscription/cancel', tags: ['billing'],
  summary: 'Cancel at the end of the paid period',
  responses: { 200: json(SubscriptionStateSchema, 'Updated'), ...routeErrors },
});
export const resumeSubscriptionRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToManage),
  operationId: 'resumeSubscription', method: 'post', path: '/billing/subscription/resume', tags: ['billing'],
  summary: 'Undo a cancellation while the period is still running',
  responses: { 200: json(SubscriptionStateSchema, 'Updated'), ...routeErrors },
});
export const updatePaymentMethodRoute = defineRoute({
  callers: ownerOnly(billingErrors.signInRequiredToManage),
  operationId: 'updatePaymentMethod', method: 'post', path: '/billing/payment-method', tags: ['billing'],
  summary: 'Where to replace the card',
  responses: { 200: json(PaymentSessionSchema, 'Where to go'), ...routeErrors },
});
export const downloadInvoiceArchiveRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'downloadInvoiceArchive', method: 'get', path: '/billing/invoices/archive', tags: ['billing'],
  summary: 'Every invoice of the workspace in one zip (Download All)',
  responses: { 200: { description: 'A zip archive', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } }, ...routeErrors },
});
export const getInvoiceDocumentRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'getInvoiceDocument', method: 'get', path: '/billing/invoices/{invoiceId}', tags: ['billing'],
  summary: 'One invoice as a printable page',
  request: { params: z.object({ invoiceId: param('invoiceId') }) },
  responses: { 200: { description: 'The invoice', content: { 'text/html': { schema: z.string() } } }, ...routeErrors },
});
export const getLocalCheckoutRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'getLocalCheckout', method: 'get', path: '/billing/local-checkout/{sessionId}', tags: ['billing'],
  summary: 'A checkout of the built-in payment provider',
  request: { params: sessionParams },
  responses: { 200: json(LocalCheckoutSchema, 'The checkout'), ...routeErrors },
});
export const payLocalCheckoutRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'payLocalCheckout', method: 'post', path: '/billing/local-checkout/{sessionId}/pay', tags: ['billing'],
  summary: 'Pay a checkout of the built-in provider with a card (test numbers as in Stripe test mode)',
  request: { params: sessionParams, ...body(LocalCheckoutPayInputSchema) },
  responses: { 200: json(LocalCheckoutResultSchema, 'Paid or refused, and where to go next'), ...routeErrors },
});
export const cancelLocalCheckoutRoute = defineRoute({
  callers: ownerOnly(),
  operationId: 'cancelLocalCheckout', method: 'post', path: '/billing/local-checkout/{sessionId}/cancel', tags: ['billing'],
  summary: 'Leave a checkout of the built-in provider without paying',
  request: { params: sessionParams },
  responses: { 200: json(LocalCheckoutResultSchema, 'Where to go next'), ...routeErrors },
});
export const receiveStripeWebhookRoute = defineRoute({
  callers: anyone,
  operationId: 'receiveStripeWebhook', method: 'post', path: '/billing/webhooks/stripe', tags: ['billing'],
  summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET; each event applied once)',
  responses: { 200: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Accepted'), ...errors([400, 404, 409], { 400: 'Bad signature', 404: 'Stripe is off', 409: 'Billing is off on this installation (`billing.off`)' }) },
});

/** Where this module's paths take cross-site writes (signed webhooks); the same-origin guard skips them. */
export const BILLING_WEBHOOK_PATHS = ['/api/billing/webhooks/'];

export function billingRoutes(deps: BillingDeps) {
  return createRouter()
    .openapi(getFoundersCountRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getFoundersCount(deps), 200);
    })
    .openapi(getFounderMembershipRoute, async (c) => c.json(await getFounderMembership(deps, c.get('actor')), 200))
    .openapi(createFounderPaymentRoute, async (c) =>
      c.json(await createFounderPayment(deps, c.get('actor')), 200),
    )
    .openapi(checkSubscriptionRoute, async (c) => {
      const who = c.get('actor');
      return c.json(await checkSubscription(deps, who.workspaceId, who.userId), 200);
    })
    .openapi(createCheckoutRoute, async (c) => {
      const input = c.req.valid('json');
      return c.json(await createCheckout(deps, c.get('actor'), { plan: input.plan, interval: input.interval ?? 'month' }), 200);
    })
    .openapi(openCustomerPortalRoute, async (c) =>
      c.json(await openCustomerPortal(deps, c.get('actor')), 200),
    )
    .openapi(getBillingOverviewRoute, async (c) => c.json(await getBillingOverview(deps, c.get('actor')), 200))
    .openapi(changePlanRoute, async (c) =>
      c.json(await changePlan(deps, c.get('actor'), c.req.valid('json')), 200),
    )
    .openapi(cancelSubscriptionRoute, async (c) =>
      c.json(await cancelSubscription(deps, c.get('actor')), 200),
    )
    .openapi(resumeSubscriptionRoute, async (c) =>
      c.json(await cancelSubscription(deps, c.get('actor'), { resume: true }), 200),
    )
    .openapi(updatePaymentMethodRoute, async (c) =>
      c.json(await updatePaymentMethod(deps, c.get('actor')), 200),
    )
    .openapi(downloadInvoiceArchiveRoute, async (c) => {
      const archive = await buildInvoiceArchive(deps, c.get('actor'));
      const date = deps.clock.now().toISOString().slice(0, 10);
      return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="cohost-invoices-${date}.zip"`,
      }) as never;
    })
    .openapi(getInvoiceDocumentRoute, async (c) => {
      const html = await getInvoiceDocument(deps, c.get('actor'), c.req.valid('param').invoiceId);
      return c.html(html, 200) as never;
    })
    .openapi(getLocalCheckoutRoute, async (c) => c.json(await getLocalCheckout(deps, c.get('actor'), c.req.valid('param').sessionId), 200))
    .openapi(payLocalCheckoutRoute, async (c) =>
      c.json(await payLocalCheckout(deps, c.get('actor'), c.req.valid('param').sessionId, c.req.valid('json')), 200),
    )
    .openapi(cancelLocalCheckoutRoute, async (c) =>
      c.json(await cancelLocalCheckout(deps, c.get('actor'), c.req.valid('param').sessionId), 200),
    )
    .openapi(receiveStripeWebhookRoute, async (c) => {
      assertBillingOn(deps.billing);
      if (!deps.provider.parseWebhook) throw billingErrors.stripeOff();
      const event = await deps.provider.parseWebhook(await c.req.text(), c.req.header('stripe-signature') ?? null);
      const outcome = event ? await processBillingEvent(deps, event) : 'processed';
      return c.json({ received: true as const, duplicate: outcome === 'duplicate' }, 200);
    });
}
