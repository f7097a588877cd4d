/*
 * Stripe adapter: Checkout Sessions, the Billing portal and signed webhooks, through the official
 * `stripe` SDK. Notes for whoever switches it on:
 *
 * Env (apps/server/src/env.ts; all required with PAYMENTS_PROVIDER=stripe)
 *   STRIPE_SECRET_KEY        sk_live_… / sk_test_…, or a restricted key with write access to
 *                            Checkout Sessions, Customers, Subscriptions, Refunds, Billing portal
 *                            and read access to PaymentIntents, SetupIntents, PaymentMethods.
 *   STRIPE_WEBHOOK_SECRET    whsec_… of the webhook endpoint below (signatures older than 300 s
 *                            are refused, so replayed captures do not pass).
 *   STRIPE_PRICE_{STARTER,GROWTH,ENTERPRISE}_{MONTHLY,ANNUAL}
 *                            Six recurring USD prices matching the plan catalogue
 *                            (packages/shared billing.constants: monthly = monthlyCents every
 *                            month, annual = 12 × annualMonthlyCents every year). The price id is
 *                            how a subscription's plan and interval are read back.
 *   STRIPE_FOUNDER_COUPON_ID The lifetime founder discount: a coupon with percent_off = 30
 *                            (FOUNDER_DISCOUNT_PERCENT), duration "forever", limited to the three
 *                            plan products.
 *   STRIPE_API_URL           Leave at https://api.stripe.com; tests point it at a local stand-in.
 *
 * Webhook endpoint (Dashboard → Developers → Webhooks): the billing module's Stripe webhook
 * route, API version 2026-10-28.endive (the SDK's; older payload shapes are read too), events:
 *   checkout.session.completed, checkout.session.async_payment_succeeded,
 *   checkout.session.async_payment_failed, checkout.session.expired,
 *   customer.subscription.created, customer.subscription.updated, customer.subscription.deleted,
 *   invoice.paid, invoice.payment_failed, charge.refunded,
 *   customer.updated, payment_method.automatically_updated.
 * Anything else is acknowledged and ignored.
 *
 * Billing portal (Settings → Billing → Customer portal): allow updating payment methods, invoice
 * history and cancelling at period end. Plan changes go through our /billing page
 * (`updateSubscription`), so portal plan switching may stay off.
 *
 * Checkout sessions must expire 30 minutes to 24 hours after creation (Stripe's rule); the
 * founders hold asks for just over 30 minutes.
 */
import { BILLING_INTERVALS, PLAN_KEYS, type BillingInterval, type PaymentMethod, type PlanKey } from '@cohost/shared';
import type Stripe from 'stripe';
import type { Env } from '../../../env';
import { systemClock, type Clock } from '../../../platform/runtime/clock';
import { billingErrors } from '../billing.errors';
import type {
  BillingEvent,
  CheckoutPurpose,
  CheckoutRequest,
  PaymentProvider,
  SubscriptionChange,
  SubscriptionProviderStatus,
} from './payment-provider';

export type StripePriceIds = Record<PlanKey, Record<BillingInterval, string>>;

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a stand-in in tests (STRIPE_API_URL). */
  apiUrl: string;
  prices: StripePriceIds;
  founderCouponId: string;
  /** Per request; the SDK retries network failures twice with idempotency keys. */
  timeoutMs?: number;
  /** The time webhook signatures are checked against (their age may be at most 300 s). */
  clock?: Clock;
}

/** Signatures older than this are refused: a captured delivery cannot be replayed later. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
const DEFAULT_TIMEOUT_MS = 20_000;

type StripeEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'STRIPE_PRICE_STARTER_MONTHLY'
  | 'STRIPE_PRICE_STARTER_ANNUAL'
  | 'STRIPE_PRICE_GROWTH_MONTHLY'
  | 'STRIPE_PRICE_GROWTH_ANNUAL'
  | 'STRIPE_PRICE_ENTERPRISE_MONTHLY'
  | 'STRIPE_PRICE_ENTERPRISE_ANNUAL'
  | 'STRIPE_FOUNDER_COUPON_ID'
>;

/** The adapter's settings from the validated env (which already requires them all with PAYMENTS_PROVIDER=stripe). */
export function stripeConfigFromEnv(env: StripeEnv): StripeProviderConfig {
  const need = <K extends keyof StripeEnv>(key: K): string => {
    const value = env[key];
    if (!value) throw new Error(`${key} is required when PAYMENTS_PROVIDER=stripe`);
    return value;
  };
  return {
    secretKey: need('STRIPE_SECRET_KEY'),
    webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
    apiUrl: env.STRIPE_API_URL,
    prices: {
      starter: { month: need('STRIPE_PRICE_STARTER_MONTHLY'), year: need('STRIPE_PRICE_STARTER_ANNUAL') },
      growth: { month: need('STRIPE_PRICE_GROWTH_MONTHLY'), year: need('STRIPE_PRICE_GROWTH_ANNUAL') },
      enterprise: { month: need('STRIPE_PRICE_ENTERPRISE_MONTHLY'), year: need('STRIPE_PRICE_ENTERPRISE_ANNUAL') },
    },
    founderCouponId: need('STRIPE_FOUNDER_COUPON_ID'),
  };
}

export function createStripePaymentProvider(config: StripeProviderConfig): PaymentProvider {
  const clock = config.clock ?? systemClock;
  const planByPrice = new Map<string, { plan: PlanKey; interval: BillingInterval }>();
  for (const plan of PLAN_KEYS) {
    for (const interval of BILLING_INTERVALS) planByPrice.set(config.prices[plan][interval], { plan, interval });
  }

  // Loaded on first use, not at start: the SDK takes ~100 ms to import (decision 004).
  let sdk: Promise<typeof Stripe> | undefined;
  let client: Promise<Stripe> | undefined;
  const loadSdk = () => (sdk ??= import('stripe').then((module) => module.default));
  const stripe = () => (client ??= loadSdk().then((Sdk) => new Sdk(config.secretKey, clientOptions(config))));

  async function createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const metadata = purposeToMetadata(request.purpose);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.mode,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: toUnixSeconds(request.expiresAt),
      client_reference_id: purposeReference(request.purpose),
      metadata,
      ...(request.customerId ? { customer: request.customerId } : request.customerEmail ? { customer_email: request.customerEmail } : {}),
    };
    if (request.mode === 'payment') {
      if (!request.amountCents || request.amountCents <= 0) throw new Error('A payment checkout needs a positive amountCents');
      params.line_items = [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: request.description } } },
      ];
      // The PaymentIntent carries the purpose too: refunds and disputes are read from it in the Dashboard.
      params.payment_intent_data = { description: request.description, metadata };
    } else if (request.mode === 'subscription') {
      if (!request.plan || !request.interval) throw new Error('A subscription checkout needs plan and interval');
      params.line_items = [{ price: config.prices[request.plan][request.interval], quantity: 1 }];
      params.subscription_data = {
        description: request.description,
        // founder_discount is kept beside the coupon: webhook payloads name discounts by id only.
        metadata: { ...metadata, founder_discount: request.founderDiscount ? 'true' : 'false' },
        ...(request.trialDays && request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      };
      if (request.founderDiscount) params.discounts = [{ coupon: config.founderCouponId }];
    } else {
      // Setup mode saves a card for later charges; with dynamic payment methods Stripe needs the currency.
      if (!request.customerId) throw new Error('A setup checkout needs the customer the card is saved for');
      params.currency = 'usd';
      params.setup_intent_data = { description: request.description, metadata };
    }
    const session = await (await stripe()).checkout.sessions.create(params);
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async function expireCheckout(sessionId: string): Promise<void> {
    const api = await stripe();
    try {
      await api.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open; a completed or expired one is the goal already.
      if (!isStripeError(error) || error.statusCode !== 400) throw error;
      const session = await api.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'complete' && session.status !== 'expired') throw error;
    }
  }

  async function refund(input: { paymentIntentId: string; reason: string; idempotencyKey: string }): Promise<{ refundId: string }> {
    const api = await stripe();
    try {
      // Stripe's `reason` is a short enum; ours is a sentence for the customer, kept as metadata.
      const created = await api.refunds.create(
        { payment_intent: input.paymentIntentId, metadata: { reason: input.reason.slice(0, 500) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: created.id };
    } catch (error) {
      // Refunded already (by another key, or by hand in the Dashboard): report that refund.
      if (!isStripeError(error) || error.code !== 'charge_already_refunded') throw error;
      const existing = await api.refunds.list({ payment_intent: input.paymentIntentId, limit: 1 });
      const latest = existing.data[0];
      if (!latest) throw error;
      return { refundId: latest.id };
    }
  }

  async function createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await (await stripe()).billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
    return { url: session.url };
  }

  async function updateSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void> {
    const api = await stripe();
    if (change.kind === 'cancel-at-period-end') {
      await api.subscriptions.update(subscriptionId, { cancel_at_period_end: change.cancelAtPeriodEnd });
      return;
    }
    const subscription = await api.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    await api.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: config.prices[change.plan][change.interval] }],
      proration_behavior: 'create_prorations',
      metadata: { plan: change.plan, interval: change.interval },
    });
  }

  async function parseWebhook(rawBody: string, signature: string | null): Promise<BillingEvent | null> {
    if (!signature) throw billingErrors.invalidWebhookSignature();
    const Sdk = await loadSdk();
    let event: Stripe.Event;
    try {
      event = Sdk.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        clock.now().getTime(),
      );
    } catch {
      throw billingErrors.invalidWebhookSignature();
    }
    return toBillingEvent(event as unknown as StripeEventPayload);
  }

  /** Our event for one Stripe event, or null when it is nothing Cohost acts on. */
  async function toBillingEvent(event: StripeEventPayload): Promise<BillingEvent | null> {
    const base = { id: event.id, occurredAt: new Date(event.created * 1000) };
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const purpose = purposeFromMetadata(object.metadata);
        const mode = readMode(object.mode);
        if (!purpose || !mode) return null;
        // A delayed payment method (bank debit) is not paid yet: async_payment_succeeded follows.
        if (object.payment_status === 'unpaid') return null;
        const customerId = idOf(object.customer);
        const paymentIntentId = idOf(object.payment_intent);
        const subscriptionId = idOf(object.subscription);
        const card = await checkoutCard(mode, paymentIntentId, subscriptionId, idOf(object.setup_intent));
        if (mode === 'setup' && customerId && card) await makeDefaultCard(customerId, card.id);
        return {
          ...base,
          type: 'checkout.completed',
          sessionId: String(object.id),
          mode,
          purpose,
          customerId,
          paymentIntentId,
          subscriptionId,
          amountCents: numberOr(object.amount_total, 0),
          currency: stringOr(object.currency, 'usd'),
          paymentMethod: card?.paymentMethod ?? null,
        };
      }
      // A failed delayed payment ends the checkout unpaid, like an expiry.
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const purpose = purposeFromMetadata(object.metadata);
        return purpose ? { ...base, type: 'checkout.expired', sessionId: String(object.id), purpose } : null;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return subscriptionUpdated(base, object);
      case 'customer.subscription.deleted': {
        const customerId = idOf(object.customer);
        return customerId ? { ...base, type: 'subscription.deleted', subscriptionId: String(object.id), customerId } : null;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return invoiceEvent(base, event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.failed', object);
      case 'charge.refunded':
        return refundSucceeded(base, object);
      case 'customer.updated': {
        // Only a change of the default card matters (the portal and our setup checkout make one).
        const previous = asRecord(event.data.previous_attributes?.invoice_settings);
        if (!previous || !('default_payment_method' in previous)) return null;
        const cardId = idOf(asRecord(object.invoice_settings)?.default_payment_method);
        if (!cardId) return null;
        const card = await retrieveCard(() => stripe().then((api) => api.paymentMethods.retrieve(cardId)));
        return card ? { ...base, type: 'payment-method.updated', customerId: String(object.id), paymentMethod: card.paymentMethod } : null;
      }
      case 'payment_method.automatically_updated': {
        // The card network sent a new expiry or number for a saved card.
        const customerId = idOf(object.customer);
        const paymentMethod = cardOf(object);
        return customerId && paymentMethod ? { ...base, type: 'payment-method.updated', customerId, paymentMethod } : null;
      }
      default:
        // payment_method.attached is left out on purpose: an attached card is not necessarily the one charged.
        return null;
    }
  }

  async function subscriptionUpdated(base: { id: string; occurredAt: Date }, subscription: Loose): Promise<BillingEvent | null> {
    const customerId = idOf(subscription.customer);
    if (!customerId) return null;
    const metadata = stringMap(subscription.metadata);
    const item = asRecord(asArray(asRecord(subscription.items)?.data)[0]);
    const priceId = idOf(item?.price) ?? idOf(item?.plan);
    const planned = (priceId ? planByPrice.get(priceId) : undefined) ?? planFromMetadata(metadata);
    if (!planned) return null;
    const workspaceId = metadata.workspace_id ?? (await workspaceOfCustomer(customerId));
    if (!workspaceId) return null;
    // Recent API versions keep the period on the items; older ones on the subscription.
    const periodEnd = numberOr(item?.current_period_end, null) ?? numberOr(subscription.current_period_end, null);
    const trialEnd = numberOr(subscription.trial_end, null);
    return {
      ...base,
      type: 'subscription.updated',
      subscriptionId: String(subscription.id),
      customerId,
      workspaceId,
      plan: planned.plan,
      interval: planned.interval,
      status: subscriptionStatus(String(subscription.status)),
      trialEnd: trialEnd === null ? null : new Date(trialEnd * 1000),
      currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
      // The portal may schedule the end as `cancel_at` instead of the flag: either way it ends, reversibly.
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true || numberOr(subscription.cancel_at, null) !== null,
      founderDiscount: metadata.founder_discount === 'true' || hasCoupon(subscription, config.founderCouponId),
    };
  }

  async function workspaceOfCustomer(customerId: string): Promise<string | null> {
    const customer = (await (await stripe()).customers.retrieve(customerId)) as unknown as Loose;
    return customer.deleted ? null : (stringMap(customer.metadata).workspace_id ?? null);
  }

  async function refundSucceeded(base: { id: string; occurredAt: Date }, charge: Loose): Promise<BillingEvent | null> {
    // Partial refunds are none of ours (we refund in full): only a fully refunded charge counts.
    const paymentIntentId = idOf(charge.payment_intent);
    if (charge.refunded !== true || !paymentIntentId) return null;
    // Charges no longer embed their refunds since API 2022-11-15: ask for the latest one then.
    let refundId = idOf(asArray(asRecord(charge.refunds)?.data)[0]);
    if (!refundId) {
      const refunds = await (await stripe()).refunds.list({ payment_intent: paymentIntentId, limit: 1 });
      refundId = refunds.data[0]?.id ?? null;
    }
    return refundId ? { ...base, type: 'refund.succeeded', paymentIntentId, refundId } : null;
  }

  /** The card that paid (or was saved in) a completed checkout; null when Stripe cannot tell. */
  async function checkoutCard(
    mode: CheckoutRequest['mode'],
    paymentIntentId: string | null,
    subscriptionId: string | null,
    setupIntentId: string | null,
  ): Promise<CardRead | null> {
    const api = await stripe();
    const expand = { expand: ['payment_method'] };
    if (mode === 'payment' && paymentIntentId) {
      return retrieveCard(async () => (await api.paymentIntents.retrieve(paymentIntentId, expand)).payment_method);
    }
    if (mode === 'subscription' && subscriptionId) {
      return retrieveCard(
        async () => (await api.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })).default_payment_method,
      );
    }
    if (mode === 'setup' && setupIntentId) {
      return retrieveCard(async () => (await api.setupIntents.retrieve(setupIntentId, expand)).payment_method);
    }
    return null;
  }

  /**
   * Checkout's setup mode only saves the card: renewals keep charging the old one until it is
   * made the default, for the customer and for each live subscription (theirs takes precedence).
   */
  async function makeDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
    const api = await stripe();
    await api.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    const subscriptions = await api.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
    for (const subscription of subscriptions.data) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
      await api.subscriptions.update(subscription.id, { default_payment_method: paymentMethodId });
    }
  }

  return {
    name: 'stripe',
    async createCustomer(input) {
      const customer = await (await stripe()).customers.create({
        ...(input.email ? { email: input.email } : {}),
        ...(input.name ? { name: input.name } : {}),
        metadata: { workspace_id: input.workspaceId },
      });
      return { customerId: customer.id };
    },
    createCheckout,
    expireCheckout,
    refund,
    createPortal,
    updateSubscription,
    parseWebhook,
  };
}

function clientOptions(config: StripeProviderConfig): Stripe.StripeConfig {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    appInfo: { name: 'Cohost' },
  };
}

// ---- the checkout's purpose, as a flat string map on the session (and its PaymentIntent/subscription)

export function purposeToMetadata(purpose: CheckoutPurpose): Record<string, string> {
  switch (purpose.kind) {
    case 'founders':
      return { kind: 'founders', founder_payment_id: purpose.founderPaymentId, user_id: purpose.userId };
    case 'plan':
      return { kind: 'plan', workspace_id: purpose.workspaceId, user_id: purpose.userId, plan: purpose.plan, interval: purpose.interval };
    case 'payment-method':
      return { kind: 'payment-method', workspace_id: purpose.workspaceId, user_id: purpose.userId };
  }
}

/** The purpose written by `purposeToMetadata`; null for a session Cohost did not create. */
export function purposeFromMetadata(value: unknown): CheckoutPurpose | null {
  const metadata = stringMap(value);
  const { kind, user_id: userId } = metadata;
  if (!userId) return null;
  if (kind === 'founders') {
    return metadata.founder_payment_id ? { kind, founderPaymentId: metadata.founder_payment_id, userId } : null;
  }
  if (!metadata.workspace_id) return null;
  if (kind === 'payment-method') return { kind, workspaceId: metadata.workspace_id, userId };
  if (kind === 'plan') {
    const planned = planFromMetadata(metadata);
    return planned ? { kind, workspaceId: metadata.workspace_id, userId, ...planned } : null;
  }
  return null;
}

function purposeReference(purpose: CheckoutPurpose): string {
  return purpose.kind === 'founders' ? purpose.founderPaymentId : purpose.workspaceId;
}

function planFromMetadata(metadata: Record<string, string>): { plan: PlanKey; interval: BillingInterval } | null {
  const plan = PLAN_KEYS.find((key) => key === metadata.plan);
  const interval = BILLING_INTERVALS.find((key) => key === metadata.interval);
  return plan && interval ? { plan, interval } : null;
}

// ---- reading Stripe objects across API versions (webhook payloads come in the endpoint's version)

type Loose = Record<string, unknown>;

interface StripeEventPayload {
  id: string;
  type: string;
  created: number;
  data: { object: Loose; previous_attributes?: Loose };
}

interface CardRead {
  id: string;
  paymentMethod: PaymentMethod;
}

function subscriptionStatus(status: string): SubscriptionProviderStatus {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'incomplete_expired':
      return 'canceled';
    // Unpaid, or paused because a trial ended without a card: not paying, so lapsed until it is.
    default:
      return 'past_due';
  }
}

function invoiceEvent(base: { id: string; occurredAt: Date }, type: 'invoice.paid' | 'invoice.failed', invoice: Loose): BillingEvent | null {
  const customerId = idOf(invoice.customer);
  if (!customerId) return null;
  // `invoice.subscription` until API 2025-03-31; `parent.subscription_details.subscription` since.
  const subscriptionId =
    idOf(invoice.subscription) ?? idOf(asRecord(asRecord(invoice.parent)?.subscription_details)?.subscription);
  const firstLine = asRecord(asArray(asRecord(invoice.lines)?.data)[0]);
  return {
    ...base,
    type,
    invoiceId: String(invoice.id),
    number: stringOr(invoice.number, String(invoice.id)),
    customerId,
    subscriptionId,
    amountCents: type === 'invoice.paid' ? numberOr(invoice.amount_paid, 0) : numberOr(invoice.amount_due, 0),
    currency: stringOr(invoice.currency, 'usd'),
    description: stringOr(invoice.description, stringOr(firstLine?.description, 'Cohost subscription')),
    issuedAt: new Date(numberOr(invoice.created, 0) * 1000),
    hostedUrl: stringOr(invoice.hosted_invoice_url, null),
  };
}

function hasCoupon(subscription: Loose, couponId: string): boolean {
  // Expanded discounts only (ids say nothing of the coupon): `source.coupon` in recent versions, `coupon` before; `discount` in old ones.
  const discounts = [...asArray(subscription.discounts), subscription.discount];
  return discounts.some((discount) => {
    const record = asRecord(discount);
    return idOf(record?.coupon) === couponId || idOf(asRecord(record?.source)?.coupon) === couponId;
  });
}

/** Reads a card; a missing object (404) reads as "no card", anything else is thrown so the webhook is retried. */
async function retrieveCard(read: () => Promise<unknown>): Promise<CardRead | null> {
  try {
    const paymentMethod = asRecord(await read());
    const card = paymentMethod ? cardOf(paymentMethod) : null;
    return paymentMethod && card ? { id: String(paymentMethod.id), paymentMethod: card } : null;
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

function cardOf(paymentMethod: Loose): PaymentMethod | null {
  const card = asRecord(paymentMethod.card);
  if (!card || typeof card.last4 !== 'string') return null;
  const expMonth = numberOr(card.exp_month, null);
  const expYear = numberOr(card.exp_year, null);
  if (expMonth === null || expYear === null) return null;
  return { brand: stringOr(card.brand, 'card'), last4: card.last4, expMonth, expYear };
}

function readMode(value: unknown): CheckoutRequest['mode'] | null {
  return value === 'payment' || value === 'subscription' || value === 'setup' ? value : null;
}

/** An id from a field that holds either the id or the expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const id = asRecord(value)?.id;
  return typeof id === 'string' ? id : null;
}

function asRecord(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function stringMap(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(asRecord(value) ?? {})) if (typeof entry === 'string') result[key] = entry;
  return result;
}

function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isStripeError(error: unknown): error is Error & { statusCode?: number; code?: string; type?: string } {
  const type: unknown = error instanceof Error ? (error as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
}
