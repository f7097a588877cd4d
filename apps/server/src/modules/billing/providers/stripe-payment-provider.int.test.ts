import { FOUNDERS_FEE_CENTS, FREE_TRIAL_DAYS, PLAN_KEYS, type BillingInterval, type PlanKey } from '@cohost/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  signStripeWebhook,
  startStripeStandIn,
  stripeEvent,
  STRIPE_STAND_IN_DEFAULTS,
  type StripeEventObject,
  type StripeStandIn,
} from '../../../../test/support/stripe-stand-in';
import { testEnv } from '../../../../test/support/test-env';
import { AppError } from '../../../platform/errors/app-error';
import type { BillingEvent, CheckoutRequest, PaymentProvider } from './payment-provider';
import { createStripePaymentProvider, stripeConfigFromEnv } from './stripe-payment-provider';

// Contract tests: the real adapter and the official SDK over real HTTP against a local Stripe stand-in.

const MINUTE_MS = 60_000;
const PRICES = STRIPE_STAND_IN_DEFAULTS.prices;

describe('Stripe payment provider', () => {
  let stripe: StripeStandIn;
  let provider: PaymentProvider;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    provider = createStripePaymentProvider(stripe.providerConfig());
  });
  afterAll(async () => {
    await stripe.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.events.length = 0;
  });

  const parse = (event: StripeEventObject): Promise<BillingEvent | null> => {
    const delivery = stripe.sign(event);
    return provider.parseWebhook!(delivery.body, delivery.signature);
  };
  const only = (method: string, path: string | RegExp) => {
    const found = stripe.requestsTo(method, path);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const founderCheckout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    mode: 'payment',
    purpose: { kind: 'founders', founderPaymentId: 'fp-1', userId: 'user-1' },
    customerId: null,
    customerEmail: 'host@example.com',
    description: 'Cohost Founders Circle',
    amountCents: FOUNDERS_FEE_CENTS,
    successUrl: 'http://127.0.0.1:1/founders-thank-you?success=true&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://127.0.0.1:1/payment-failed?reason=cancelled',
    expiresAt: new Date(Date.now() + 32 * MINUTE_MS),
    ...overrides,
  });
  const planCheckout = (customerId: string, plan: PlanKey, interval: BillingInterval, founderDiscount = false): CheckoutRequest => ({
    mode: 'subscription',
    purpose: { kind: 'plan', workspaceId: 'ws-1', userId: 'user-1', plan, interval },
    customerId,
    customerEmail: 'host@example.com',
    description: `Cohost ${plan}`,
    successUrl: 'http://127.0.0.1:1/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://127.0.0.1:1/pricing?checkout=cancelled',
    expiresAt: new Date(Date.now() + 60 * MINUTE_MS),
    plan,
    interval,
    trialDays: FREE_TRIAL_DAYS,
    founderDiscount,
  });
  const newCustomer = async (workspaceId = 'ws-1') =>
    (await provider.createCustomer({ workspaceId, email: 'host@example.com', name: 'Hana Host' })).customerId;
  /** A paid plan subscription, as after a completed checkout; returns its ids and the events Stripe sent. */
  const subscribe = async (plan: PlanKey = 'growth', interval: BillingInterval = 'month', founderDiscount = false) => {
    const customerId = await newCustomer();
    const { sessionId } = await provider.createCheckout(planCheckout(customerId, plan, interval, founderDiscount));
    const events = stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.objects.get(sessionId)?.subscription);
    return { customerId, sessionId, subscriptionId, events };
  };
  const eventOf = (events: StripeEventObject[], type: string) => {
    const found = events.find((event) => event.type === type);
    if (!found) throw new Error(`No ${type} among ${events.map((event) => event.type).join(', ')}`);
    return found;
  };

  it('is configured from the env (STRIPE_API_URL points the SDK at the stand-in)', () => {
    const { timeoutMs: _timeout, ...expected } = stripe.providerConfig();
    expect(stripeConfigFromEnv(testEnv(stripe.env()))).toEqual(expected);
  });

  describe('API calls', () => {
    it('creates a customer tagged with its workspace, authenticated and on the SDK’s API version', async () => {
      const customerId = await newCustomer('ws-42');

      expect(customerId).toMatch(/^cus_/);
      const request = only('POST', '/v1/customers');
      expect(request.params).toEqual({ email: 'host@example.com', name: 'Hana Host', metadata: { workspace_id: 'ws-42' } });
      expect(request.stripeVersion).toBe(Stripe.API_VERSION);
    });

    it('opens the founders checkout in payment mode: $1, expiring with the hold, the purpose in metadata', async () => {
      const expiresAt = new Date(Date.now() + 32 * MINUTE_MS);
      const session = await provider.createCheckout(founderCheckout({ expiresAt }));

      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session.url).toBe(`${stripe.url}/c/pay/${session.sessionId}`);
      const { params } = only('POST', '/v1/checkout/sessions');
      const metadata = { kind: 'founders', founder_payment_id: 'fp-1', user_id: 'user-1' };
      expect(params).toMatchObject({
        mode: 'payment',
        expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
        customer_email: 'host@example.com',
        success_url: 'http://127.0.0.1:1/founders-thank-you?success=true&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://127.0.0.1:1/payment-failed?reason=cancelled',
        client_reference_id: 'fp-1',
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '100', product_data: { name: 'Cohost Founders Circle' } } }],
        metadata,
        payment_intent_data: { metadata },
      });
      expect(params).not.toHaveProperty('customer');
      expect(params).not.toHaveProperty('subscription_data');
    });

    it('charges an existing customer when there is one instead of an email', async () => {
      const customerId = await newCustomer();
      await provider.createCheckout(founderCheckout({ customerId }));

      const { params } = only('POST', '/v1/checkout/sessions');
      expect(params.customer).toBe(customerId);
      expect(params).not.toHaveProperty('customer_email');
    });

    it.each(PLAN_KEYS.flatMap((plan) => (['month', 'year'] as const).map((interval) => [plan, interval] as const)))(
      'opens a %s / %s plan checkout in subscription mode with its price and the free trial',
      async (plan, interval) => {
        const customerId = await newCustomer();
        await provider.createCheckout(planCheckout(customerId, plan, interval));

        const { params } = only('POST', '/v1/checkout/sessions');
        expect(params).toMatchObject({
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: PRICES[plan][interval], quantity: '1' }],
          metadata: { kind: 'plan', workspace_id: 'ws-1', user_id: 'user-1', plan, interval },
          subscription_data: {
            trial_period_days: String(FREE_TRIAL_DAYS),
            metadata: { kind: 'plan', workspace_id: 'ws-1', user_id: 'user-1', plan, interval, founder_discount: 'false' },
          },
        });
        expect(params).not.toHaveProperty('discounts');
        expect(params).not.toHaveProperty('customer_email');
      },
    );

    it('applies the founder coupon, and leaves the trial out when there is none to give', async () => {
      const customerId = await newCustomer();
      await provider.createCheckout({ ...planCheckout(customerId, 'starter', 'year', true), trialDays: 0 });

      const { params } = only('POST', '/v1/checkout/sessions');
      expect(params.discounts).toEqual([{ coupon: STRIPE_STAND_IN_DEFAULTS.founderCouponId }]);
      expect(params.subscription_data).toMatchObject({ metadata: { founder_discount: 'true' } });
      expect(params.subscription_data).not.toHaveProperty('trial_period_days');
    });

    it('opens a setup-mode checkout to replace the card', async () => {
      const customerId = await newCustomer();
      await provider.createCheckout({
        mode: 'setup',
        purpose: { kind: 'payment-method', workspaceId: 'ws-1', userId: 'user-1' },
        customerId,
        customerEmail: null,
        description: 'Replace the card for Cohost',
        successUrl: 'http://127.0.0.1:1/billing?payment_method=updated',
        cancelUrl: 'http://127.0.0.1:1/billing',
        expiresAt: new Date(Date.now() + 60 * MINUTE_MS),
      });

      const { params } = only('POST', '/v1/checkout/sessions');
      expect(params).toMatchObject({
        mode: 'setup',
        currency: 'usd',
        customer: customerId,
        metadata: { kind: 'payment-method', workspace_id: 'ws-1', user_id: 'user-1' },
        setup_intent_data: { metadata: { kind: 'payment-method', workspace_id: 'ws-1', user_id: 'user-1' } },
      });
      expect(params).not.toHaveProperty('line_items');
    });

    it('surfaces a Stripe failure to the caller (the use case answers 502)', async () => {
      stripe.failNext(1);
      await expect(provider.createCheckout(founderCheckout())).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
      // Stripe's own validation too: a checkout may not expire sooner than 30 minutes.
      await expect(provider.createCheckout(founderCheckout({ expiresAt: new Date(Date.now() + 5 * MINUTE_MS) }))).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
      });
    });

    it('opens the billing portal for the customer', async () => {
      const customerId = await newCustomer();
      const portal = await provider.createPortal({ customerId, returnUrl: 'http://127.0.0.1:1/billing' });

      expect(portal.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
      expect(only('POST', '/v1/billing_portal/sessions').params).toEqual({ customer: customerId, return_url: 'http://127.0.0.1:1/billing' });
    });

    it('refunds a payment in full under the idempotency key, once', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      stripe.completeCheckout(sessionId);
      const paymentIntentId = String(stripe.objects.get(sessionId)?.payment_intent);

      const first = await provider.refund({ paymentIntentId, reason: 'The circle was full.', idempotencyKey: 'refund:fp-1' });
      const again = await provider.refund({ paymentIntentId, reason: 'The circle was full.', idempotencyKey: 'refund:fp-1' });

      expect(first.refundId).toMatch(/^re_/);
      expect(again.refundId).toBe(first.refundId);
      const refunds = stripe.requestsTo('POST', '/v1/refunds');
      expect(refunds.map((request) => request.idempotencyKey)).toEqual(['refund:fp-1', 'refund:fp-1']);
      expect(refunds[0]!.params).toEqual({ payment_intent: paymentIntentId, metadata: { reason: 'The circle was full.' } });
      expect([...stripe.objects.values()].filter((object) => object.object === 'refund')).toHaveLength(1);
    });

    it('reports the existing refund when the payment was refunded under another key (by hand in the Dashboard)', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      stripe.completeCheckout(sessionId);
      const paymentIntentId = String(stripe.objects.get(sessionId)?.payment_intent);
      const byHand = await provider.refund({ paymentIntentId, reason: 'Dashboard', idempotencyKey: 'dashboard-refund' });

      const ours = await provider.refund({ paymentIntentId, reason: 'The circle was full.', idempotencyKey: 'refund:fp-2' });

      expect(ours.refundId).toBe(byHand.refundId);
    });

    it('expires an open checkout, and leaves completed or expired ones alone', async () => {
      const open = await provider.createCheckout(founderCheckout());
      await provider.expireCheckout(open.sessionId);
      expect(stripe.objects.get(open.sessionId)?.status).toBe('expired');
      expect(only('POST', `/v1/checkout/sessions/${open.sessionId}/expire`)).toBeTruthy();

      await expect(provider.expireCheckout(open.sessionId)).resolves.toBeUndefined();
      const paid = await provider.createCheckout(founderCheckout());
      stripe.completeCheckout(paid.sessionId);
      await expect(provider.expireCheckout(paid.sessionId)).resolves.toBeUndefined();
      expect(stripe.objects.get(paid.sessionId)?.status).toBe('complete');

      await expect(provider.expireCheckout('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404 });
    });

    it('changes the plan by swapping the subscription item’s price, with proration', async () => {
      const { subscriptionId } = await subscribe('growth', 'month');
      const itemId = String(((stripe.objects.get(subscriptionId)?.items as { data: Array<{ id: string }> }).data[0]!).id);
      stripe.requests.length = 0;

      await provider.updateSubscription(subscriptionId, { kind: 'plan', plan: 'enterprise', interval: 'year' });

      expect(only('POST', `/v1/subscriptions/${subscriptionId}`).params).toEqual({
        items: [{ id: itemId, price: PRICES.enterprise.year }],
        proration_behavior: 'create_prorations',
        metadata: { plan: 'enterprise', interval: 'year' },
      });
    });

    it('cancels at period end and takes it back', async () => {
      const { subscriptionId } = await subscribe();
      stripe.requests.length = 0;

      await provider.updateSubscription(subscriptionId, { kind: 'cancel-at-period-end', cancelAtPeriodEnd: true });
      await provider.updateSubscription(subscriptionId, { kind: 'cancel-at-period-end', cancelAtPeriodEnd: false });

      expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).map((request) => request.params)).toEqual([
        { cancel_at_period_end: 'true' },
        { cancel_at_period_end: 'false' },
      ]);
    });
  });

  describe('webhooks', () => {
    it('maps a completed founders checkout, with the card that paid', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      const [completed] = stripe.completeCheckout(sessionId, { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });

      const event = await parse(completed!);

      expect(event).toEqual({
        id: completed!.id,
        occurredAt: new Date(completed!.created * 1000),
        type: 'checkout.completed',
        sessionId,
        mode: 'payment',
        purpose: { kind: 'founders', founderPaymentId: 'fp-1', userId: 'user-1' },
        customerId: null,
        paymentIntentId: String(stripe.objects.get(sessionId)?.payment_intent),
        subscriptionId: null,
        amountCents: 100,
        currency: 'usd',
        paymentMethod: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
      });
    });

    it('maps a plan checkout: the subscription (plan from the price, trial, founder discount), its invoice, the completion', async () => {
      const { customerId, sessionId, subscriptionId, events } = await subscribe('growth', 'year', true);
      const subscription = stripe.objects.get(subscriptionId)!;

      const updated = await parse(eventOf(events, 'customer.subscription.created'));
      expect(updated).toMatchObject({
        type: 'subscription.updated',
        subscriptionId,
        customerId,
        workspaceId: 'ws-1',
        plan: 'growth',
        interval: 'year',
        status: 'trialing',
        trialEnd: new Date(Number(subscription.trial_end) * 1000),
        cancelAtPeriodEnd: false,
        founderDiscount: true,
      });
      // API 2026: the period lives on the item; with a trial it ends with the trial.
      expect(updated).toMatchObject({ currentPeriodEnd: new Date(Number(subscription.trial_end) * 1000) });

      const invoice = await parse(eventOf(events, 'invoice.paid'));
      expect(invoice).toMatchObject({
        type: 'invoice.paid',
        customerId,
        subscriptionId,
        amountCents: 0,
        currency: 'usd',
        number: expect.stringMatching(/^COHOST-/),
        description: 'Trial period for Cohost Growth',
        hostedUrl: expect.stringContaining(stripe.url),
      });

      const completed = await parse(eventOf(events, 'checkout.session.completed'));
      expect(completed).toMatchObject({
        type: 'checkout.completed',
        sessionId,
        mode: 'subscription',
        purpose: { kind: 'plan', workspaceId: 'ws-1', userId: 'user-1', plan: 'growth', interval: 'year' },
        customerId,
        subscriptionId,
        paymentIntentId: null,
        paymentMethod: { brand: 'visa', last4: '4242' },
      });
    });

    it('maps a plan change and a scheduled cancellation as subscription updates', async () => {
      const { subscriptionId } = await subscribe('starter', 'month');
      stripe.events.length = 0;

      await provider.updateSubscription(subscriptionId, { kind: 'plan', plan: 'enterprise', interval: 'year' });
      await provider.updateSubscription(subscriptionId, { kind: 'cancel-at-period-end', cancelAtPeriodEnd: true });

      const [planChanged, cancelled] = stripe.events;
      expect(await parse(planChanged!)).toMatchObject({ type: 'subscription.updated', plan: 'enterprise', interval: 'year', cancelAtPeriodEnd: false });
      expect(await parse(cancelled!)).toMatchObject({ type: 'subscription.updated', plan: 'enterprise', cancelAtPeriodEnd: true });
    });

    it('maps renewals, failed renewals and the end of a subscription', async () => {
      const { customerId, subscriptionId } = await subscribe();

      const [paid, active] = stripe.renewSubscription(subscriptionId);
      expect(await parse(paid!)).toMatchObject({ type: 'invoice.paid', customerId, subscriptionId, amountCents: 14900 });
      expect(await parse(active!)).toMatchObject({ type: 'subscription.updated', status: 'active' });

      const [failed, pastDue] = stripe.renewSubscription(subscriptionId, { fail: true });
      expect(await parse(failed!)).toMatchObject({ type: 'invoice.failed', customerId, subscriptionId, amountCents: 14900 });
      expect(await parse(pastDue!)).toMatchObject({ type: 'subscription.updated', status: 'past_due' });

      expect(await parse(stripe.endSubscription(subscriptionId))).toMatchObject({ type: 'subscription.deleted', subscriptionId, customerId });
    });

    it('maps a replaced card: the setup checkout makes it the default everywhere and reports it', async () => {
      const { customerId, subscriptionId } = await subscribe();
      const { sessionId } = await provider.createCheckout({
        mode: 'setup',
        purpose: { kind: 'payment-method', workspaceId: 'ws-1', userId: 'user-1' },
        customerId,
        customerEmail: null,
        description: 'Replace the card',
        successUrl: 'http://127.0.0.1:1/billing',
        cancelUrl: 'http://127.0.0.1:1/billing',
        expiresAt: new Date(Date.now() + 60 * MINUTE_MS),
      });
      const [completed] = stripe.completeCheckout(sessionId, { brand: 'amex', last4: '0005', expMonth: 9, expYear: 2030 });
      stripe.events.length = 0;

      expect(await parse(completed!)).toMatchObject({
        type: 'checkout.completed',
        mode: 'setup',
        purpose: { kind: 'payment-method', workspaceId: 'ws-1' },
        paymentMethod: { brand: 'amex', last4: '0005', expMonth: 9, expYear: 2030 },
      });
      const newCard = String(stripe.objects.get(String(stripe.objects.get(sessionId)?.setup_intent))?.payment_method);
      expect((stripe.objects.get(customerId)?.invoice_settings as { default_payment_method: string }).default_payment_method).toBe(newCard);
      expect(stripe.objects.get(subscriptionId)?.default_payment_method).toBe(newCard);

      // The customer.updated that follows says the same, as does one from the portal.
      expect(await parse(eventOf(stripe.events, 'customer.updated'))).toMatchObject({
        type: 'payment-method.updated',
        customerId,
        paymentMethod: { brand: 'amex', last4: '0005' },
      });
    });

    it('maps an expired checkout (and a failed delayed payment) to checkout.expired', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      const expired = stripe.expireCheckout(sessionId);

      expect(await parse(expired)).toEqual({
        id: expired.id,
        occurredAt: new Date(expired.created * 1000),
        type: 'checkout.expired',
        sessionId,
        purpose: { kind: 'founders', founderPaymentId: 'fp-1', userId: 'user-1' },
      });
      expect(await parse({ ...expired, id: 'evt_async_failed', type: 'checkout.session.async_payment_failed' })).toMatchObject({
        type: 'checkout.expired',
        sessionId,
      });
    });

    it('waits for a delayed payment: completed-but-unpaid is ignored, async_payment_succeeded completes', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      const [completed] = stripe.completeCheckout(sessionId);
      const session = { ...completed!.data.object, payment_status: 'unpaid' };

      expect(await parse({ ...completed!, data: { object: session } })).toBeNull();
      const succeeded = await parse({ ...completed!, type: 'checkout.session.async_payment_succeeded', data: { object: completed!.data.object } });
      expect(succeeded).toMatchObject({ type: 'checkout.completed', sessionId });
    });

    it('maps a full refund', async () => {
      const { sessionId } = await provider.createCheckout(founderCheckout());
      stripe.completeCheckout(sessionId);
      const paymentIntentId = String(stripe.objects.get(sessionId)?.payment_intent);
      const { refundId } = await provider.refund({ paymentIntentId, reason: 'full', idempotencyKey: 'refund:map' });

      expect(await parse(eventOf(stripe.events, 'charge.refunded'))).toMatchObject({ type: 'refund.succeeded', paymentIntentId, refundId });
    });

    it('maps a card the network updated', async () => {
      const event = stripeEvent('payment_method.automatically_updated', {
        id: 'pm_updated',
        object: 'payment_method',
        type: 'card',
        customer: 'cus_123',
        card: { brand: 'visa', last4: '1881', exp_month: 1, exp_year: 2032 },
      });

      expect(await parse(event)).toMatchObject({
        type: 'payment-method.updated',
        customerId: 'cus_123',
        paymentMethod: { brand: 'visa', last4: '1881', expMonth: 1, expYear: 2032 },
      });
    });

    it('reads older API versions: the period on the subscription, the subscription on the invoice, embedded refunds', async () => {
      const legacySubscription = stripeEvent('customer.subscription.updated', {
        id: 'sub_legacy',
        object: 'subscription',
        customer: 'cus_legacy',
        status: 'active',
        metadata: { workspace_id: 'ws-legacy' },
        cancel_at_period_end: false,
        cancel_at: null,
        current_period_end: 1_800_000_000,
        trial_end: null,
        discount: { id: 'di_1', object: 'discount', coupon: { id: STRIPE_STAND_IN_DEFAULTS.founderCouponId, percent_off: 30 } },
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: PRICES.starter.year } }] },
      });
      expect(await parse(legacySubscription)).toMatchObject({
        type: 'subscription.updated',
        workspaceId: 'ws-legacy',
        plan: 'starter',
        interval: 'year',
        status: 'active',
        currentPeriodEnd: new Date(1_800_000_000 * 1000),
        founderDiscount: true,
      });

      const legacyInvoice = stripeEvent('invoice.payment_failed', {
        id: 'in_legacy',
        object: 'invoice',
        number: null,
        customer: 'cus_legacy',
        subscription: 'sub_legacy',
        amount_due: 3900,
        amount_paid: 0,
        currency: 'usd',
        created: 1_790_000_000,
        description: 'Starter',
        hosted_invoice_url: null,
      });
      expect(await parse(legacyInvoice)).toMatchObject({
        type: 'invoice.failed',
        invoiceId: 'in_legacy',
        number: 'in_legacy',
        subscriptionId: 'sub_legacy',
        amountCents: 3900,
        issuedAt: new Date(1_790_000_000 * 1000),
        hostedUrl: null,
      });

      const legacyRefund = stripeEvent('charge.refunded', {
        id: 'ch_legacy',
        object: 'charge',
        payment_intent: 'pi_legacy',
        refunded: true,
        refunds: { object: 'list', data: [{ id: 're_legacy', object: 'refund' }] },
      });
      expect(await parse(legacyRefund)).toMatchObject({ type: 'refund.succeeded', paymentIntentId: 'pi_legacy', refundId: 're_legacy' });
    });

    it('ignores what Cohost does not act on', async () => {
      const ignored = [
        stripeEvent('invoice.created', { id: 'in_1', object: 'invoice' }),
        stripeEvent('payment_method.attached', { id: 'pm_1', object: 'payment_method', customer: 'cus_1', card: { last4: '4242' } }),
        // A checkout Cohost did not open (a Payment Link, say).
        stripeEvent('checkout.session.completed', { id: 'cs_foreign', object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: {} }),
        // A partial refund made by hand.
        stripeEvent('charge.refunded', { id: 'ch_partial', object: 'charge', payment_intent: 'pi_1', refunded: false }),
        // A customer change that is not the default card.
        stripeEvent('customer.updated', { id: 'cus_1', object: 'customer', email: 'new@example.com' }, { previousAttributes: { email: 'old@example.com' } }),
      ];
      for (const event of ignored) expect(await parse(event), event.type).toBeNull();
    });

    describe('signature', () => {
      let delivery: { body: string; signature: string };
      beforeEach(async () => {
        const { sessionId } = await provider.createCheckout(founderCheckout());
        delivery = stripe.sign(stripe.expireCheckout(sessionId));
      });
      const refused = (body: string, signature: string | null, parser = provider) => {
        const attempt = parser.parseWebhook!(body, signature);
        return expect(attempt).rejects.toSatisfy(
          (error: unknown) => error instanceof AppError && error.code === 'billing.invalid-webhook-signature' && error.status === 400,
        );
      };

      it('accepts the delivery as signed', async () => {
        await expect(provider.parseWebhook!(delivery.body, delivery.signature)).resolves.toMatchObject({ type: 'checkout.expired' });
      });

      it('refuses a tampered body', async () => {
        await refused(delivery.body.replace('fp-1', 'fp-2'), delivery.signature);
      });

      it('refuses a signature made with another secret', async () => {
        const forged = signStripeWebhook(delivery.body, 'whsec_someone_else');
        await refused(forged.body, forged.signature);
        // …and the right signature checked against the wrong secret.
        const misconfigured = createStripePaymentProvider(stripe.providerConfig({ webhookSecret: 'whsec_wrong' }));
        await refused(delivery.body, delivery.signature, misconfigured);
      });

      it('refuses a missing or malformed header', async () => {
        await refused(delivery.body, null);
        await refused(delivery.body, '');
        await refused(delivery.body, 'not-a-signature');
      });

      it('refuses a delivery signed more than 300 seconds ago (a replay), and accepts one just inside', async () => {
        const nowSeconds = Math.floor(Date.now() / 1000);
        const old = stripe.sign(delivery.body, { timestamp: nowSeconds - 301 });
        await refused(old.body, old.signature);

        const recent = stripe.sign(delivery.body, { timestamp: nowSeconds - 280 });
        await expect(provider.parseWebhook!(recent.body, recent.signature)).resolves.toMatchObject({ type: 'checkout.expired' });
      });

      it('checks the age against the configured clock', async () => {
        const later = { now: () => new Date(Date.now() + 10 * MINUTE_MS) };
        const parser = createStripePaymentProvider(stripe.providerConfig({ clock: later }));
        await refused(delivery.body, delivery.signature, parser);
      });
    });
  });
});
