import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_INTERVALS, PLAN_KEYS, PLANS, FOUNDER_DISCOUNT_PERCENT, type BillingInterval, type PlanKey } from '@cohost/shared';
import Stripe from 'stripe';
import type { StripeProviderConfig } from '../../src/modules/billing/providers/stripe-payment-provider';

/** The API version the stand-in's objects and events are shaped after (the pinned SDK's). */
export const STAND_IN_API_VERSION = Stripe.API_VERSION;

/** Defaults the stand-in is started with; tests use them for env and adapter config. */
export const STRIPE_STAND_IN_DEFAULTS = {
  secretKey: 'sk_test_cohost_stand_in',
  webhookSecret: 'whsec_cohost_stand_in_0123456789abcdef',
  founderCouponId: 'coupon_founders_30',
  /** One price per plan and interval, priced from the catalogue. */
  prices: Object.fromEntries(PLAN_KEYS.map((plan) => [plan, { month: `price_${plan}_monthly`, year: `price_${plan}_annual` }])) as Record<
    PlanKey,
    Record<BillingInterval, string>
  >,
};

type Obj = Record<string, unknown>;

/** A Stripe event object, as delivered to a webhook endpoint. */
export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Obj; previous_attributes?: Obj };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One API request the stand-in received (bodies and queries decoded the way Stripe reads them). */
export interface StandInRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

export interface StandInCard {
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API request, oldest first. */
  requests: StandInRequest[];
  /** Requests to one method + path (path without query; ids included). */
  requestsTo(method: string, path: string | RegExp): StandInRequest[];
  /** Every event Stripe would have sent so far, oldest first (state changes append to it). */
  events: StripeEventObject[];
  /** Objects by id (customers, sessions, payment intents, subscriptions, invoices, refunds, …). */
  objects: Map<string, Obj>;
  /** The adapter's config for this stand-in (`createStripePaymentProvider`). */
  providerConfig(overrides?: Partial<StripeProviderConfig>): StripeProviderConfig;
  /** Env for `startTestApp({ env })` that runs the whole app on the Stripe adapter against this stand-in. */
  env(): Record<string, string>;
  /**
   * The customer pays (or saves a card) on the hosted page: the session completes and the
   * objects Stripe would create appear. Returns the events in the order Stripe typically sends
   * them (subscription mode: customer.subscription.created, invoice.paid, then checkout.session.completed).
   */
  completeCheckout(sessionId: string, card?: StandInCard): StripeEventObject[];
  /** The session runs out (or is expired via API): returns checkout.session.expired. */
  expireCheckout(sessionId: string): StripeEventObject;
  /** A renewal is charged: invoice.paid, or invoice.payment_failed plus the subscription going past_due. */
  renewSubscription(subscriptionId: string, options?: { fail?: boolean }): StripeEventObject[];
  /** The subscription ends now: customer.subscription.deleted. */
  endSubscription(subscriptionId: string): StripeEventObject;
  /** The next `count` API requests answer 500 (with Stripe-Should-Retry: false, so the SDK does not retry). */
  failNext(count: number): void;
  /** A signed delivery of `event` with this stand-in's webhook secret. */
  sign(event: StripeEventObject | string, options?: { timestamp?: number; secret?: string }): SignedDelivery;
  close(): Promise<void>;
}

export interface SignedDelivery {
  /** The raw JSON body, byte for byte what was signed. */
  body: string;
  /** The Stripe-Signature header value. */
  signature: string;
  headers: Record<string, string>;
}

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Object timestamps and Checkout's expires_at window are read from this clock (pass the app's ManualClock). */
  clock?: { now(): Date };
}

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * A local stand-in for the parts of Stripe's API the Stripe adapter calls: Customers, Checkout
 * Sessions (create, retrieve, expire), PaymentIntents, SetupIntents, PaymentMethods,
 * Subscriptions (retrieve, list, update), Refunds (idempotent create, list) and Billing portal
 * sessions. Form-encoded bodies as the SDK sends them, bearer-key auth, Stripe's error shape,
 * idempotency-key replays. State changes append the events Stripe would send to `events`, ready
 * to be signed with `sign` and delivered to the app's webhook.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STRIPE_STAND_IN_DEFAULTS.secretKey;
  const webhookSecret = options.webhookSecret ?? STRIPE_STAND_IN_DEFAULTS.webhookSecret;
  const clock = options.clock ?? { now: () => new Date() };
  const now = () => Math.floor(clock.now().getTime() / 1000);

  const objects = new Map<string, Obj>();
  const requests: StandInRequest[] = [];
  const events: StripeEventObject[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  /** What each checkout session was created with (Stripe keeps it too: it shapes what completion creates). */
  const sessionInputs = new Map<string, Obj>();
  let failures = 0;
  let baseUrl = '';

  const prices = new Map<string, { plan: PlanKey; interval: BillingInterval; unitAmount: number; product: string }>();
  for (const plan of PLANS) {
    for (const interval of BILLING_INTERVALS) {
      const unitAmount = interval === 'month' ? plan.monthlyCents : plan.annualMonthlyCents * 12;
      prices.set(STRIPE_STAND_IN_DEFAULTS.prices[plan.key][interval], { plan: plan.key, interval, unitAmount, product: `prod_${plan.key}` });
    }
  }
  const coupons = new Map([[STRIPE_STAND_IN_DEFAULTS.founderCouponId, { percentOff: FOUNDER_DISCOUNT_PERCENT }]]);
  let invoiceCounter = 0;

  // ---- object builders (shapes of API 2026-10-28: periods on items, invoice.parent)

  function priceObject(id: string): Obj {
    const price = prices.get(id);
    if (!price) throw new StandInError(400, `No such price: '${id}'`, 'resource_missing', 'line_items[0][price]');
    return {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: price.unitAmount,
      recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
      product: price.product,
      type: 'recurring',
      livemode: false,
    };
  }

  function createCustomer(params: Obj): Obj {
    const customer: Obj = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(params.email),
      name: str(params.name),
      metadata: metadataOf(params.metadata),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
    };
    objects.set(customer.id as string, customer);
    return customer;
  }

  function createCard(customer: string | null, card: StandInCard = {}): Obj {
    const brand = card.brand ?? 'visa';
    const paymentMethod: Obj = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand,
        display_brand: brand,
        last4: card.last4 ?? '4242',
        exp_month: card.expMonth ?? 12,
        exp_year: card.expYear ?? new Date(now() * 1000).getUTCFullYear() + 4,
        country: 'US',
        funding: 'credit',
      },
    };
    objects.set(paymentMethod.id as string, paymentMethod);
    return paymentMethod;
  }

  function createInvoice(subscription: Obj, reason: string, status: 'paid' | 'open'): Obj {
    const item = ((subscription.items as Obj).data as Obj[])[0] as Obj;
    const price = item.price as Obj;
    const trialing = subscription.status === 'trialing' && reason === 'subscription_create';
    const discounted = (subscription.discounts as string[]).length > 0;
    const amount = trialing ? 0 : applyDiscount(price.unit_amount as number, discounted);
    const planInfo = prices.get(price.id as string);
    const planName = PLANS.find((plan) => plan.key === planInfo?.plan)?.name ?? 'Plan';
    invoiceCounter++;
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      number: `COHOST-${String(invoiceCounter).padStart(4, '0')}`,
      customer: subscription.customer,
      status,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      currency: 'usd',
      created: now(),
      description: null,
      hosted_invoice_url: `${baseUrl}/i/${newId('acct')}/${randomBytes(8).toString('hex')}`,
      invoice_pdf: null,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: trialing
              ? `Trial period for Cohost ${planName}`
              : `1 × Cohost ${planName} (at $${((price.unit_amount as number) / 100).toFixed(2)} / ${planInfo?.interval ?? 'month'})`,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    };
    objects.set(invoice.id as string, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function applyDiscount(amount: number, discounted: boolean): number {
    return discounted ? Math.round((amount * (100 - FOUNDER_DISCOUNT_PERCENT)) / 100) : amount;
  }

  function periodEnd(start: number, interval: BillingInterval): number {
    const date = new Date(start * 1000);
    if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
    else date.setUTCFullYear(date.getUTCFullYear() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function emit(type: string, object: Obj, previousAttributes?: Obj, request?: StandInRequest): StripeEventObject {
    const event = stripeEvent(type, structuredClone(object), {
      created: now(),
      ...(previousAttributes ? { previousAttributes } : {}),
      request: { id: request ? newId('req') : null, idempotency_key: request?.idempotencyKey ?? null },
    });
    events.push(event);
    return event;
  }

  function get(id: string, object: string): Obj {
    const found = objects.get(id);
    if (!found || found.object !== object) throw new StandInError(404, `No such ${object.replace(/_/g, ' ')}: '${id}'`, 'resource_missing', 'id');
    return found;
  }

  function expanded(object: Obj, expand: unknown): Obj {
    const result = structuredClone(object);
    for (const path of asList(expand)) {
      if (typeof path !== 'string' || path.includes('.')) continue;
      const id = result[path];
      if (typeof id === 'string' && objects.has(id)) result[path] = structuredClone(objects.get(id));
    }
    return result;
  }

  // ---- endpoints

  function createCheckoutSession(params: Obj): Obj {
    const mode = params.mode;
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup') {
      throw new StandInError(400, 'Missing required param: mode.', 'parameter_missing', 'mode');
    }
    if (!str(params.success_url)) throw new StandInError(400, 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    if (params.customer && params.customer_email) {
      throw new StandInError(400, 'You may only specify one of these parameters: customer, customer_email.', 'parameter_invalid_empty');
    }
    if (params.customer) get(String(params.customer), 'customer');
    const expiresAt = int(params.expires_at) ?? now() + MAX_EXPIRY_SECONDS;
    if (expiresAt - now() < MIN_EXPIRY_SECONDS || expiresAt - now() > MAX_EXPIRY_SECONDS) {
      throw new StandInError(
        400,
        'The `expires_at` timestamp must be less than 24 hours and at least 30 minutes from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      );
    }
    const lineItems = asList(params.line_items).map((line) => line as Obj);
    let amountTotal: number | null = null;
    let currency: string | null = str(params.currency);
    const discounts = asList(params.discounts).map((discount) => {
      const coupon = String((discount as Obj).coupon ?? '');
      if (!coupons.has(coupon)) throw new StandInError(400, `No such coupon: '${coupon}'`, 'resource_missing', 'discounts[0][coupon]');
      return { coupon, promotion_code: null };
    });
    if (mode === 'payment') {
      const line = lineItems[0];
      const priceData = line?.price_data as Obj | undefined;
      const unitAmount = int(priceData?.unit_amount);
      if (!priceData || unitAmount === null || !(priceData.product_data as Obj | undefined)?.name || !priceData.currency) {
        throw new StandInError(400, 'line_items[0][price_data] needs currency, unit_amount and product_data[name].', 'parameter_missing', 'line_items');
      }
      amountTotal = unitAmount * (int(line?.quantity) ?? 1);
      currency = String(priceData.currency);
    } else if (mode === 'subscription') {
      const line = lineItems[0];
      if (!line?.price) throw new StandInError(400, 'Missing required param: line_items[0][price].', 'parameter_missing', 'line_items');
      const price = priceObject(String(line.price));
      const trialDays = int((params.subscription_data as Obj | undefined)?.trial_period_days);
      if (trialDays !== null && trialDays < 1) {
        throw new StandInError(400, 'subscription_data[trial_period_days] must be at least 1.', 'parameter_invalid_integer');
      }
      amountTotal = trialDays ? 0 : applyDiscount(price.unit_amount as number, discounts.length > 0);
      currency = 'usd';
    } else {
      if (!currency) throw new StandInError(400, 'Missing required param: currency.', 'parameter_missing', 'currency');
      if (lineItems.length > 0) throw new StandInError(400, 'line_items is not supported in setup mode.', 'parameter_unknown', 'line_items');
    }
    const id = newId('cs_test');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      success_url: params.success_url,
      cancel_url: str(params.cancel_url),
      expires_at: expiresAt,
      created: now(),
      client_reference_id: str(params.client_reference_id),
      customer: str(params.customer),
      customer_email: str(params.customer_email),
      customer_details: null,
      metadata: metadataOf(params.metadata),
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      currency,
      discounts: discounts.length > 0 ? discounts : null,
      payment_intent: null,
      setup_intent: null,
      subscription: null,
      invoice: null,
      livemode: false,
      ui_mode: 'hosted',
    };
    objects.set(id, session);
    // Kept beside the session, as Stripe does, for what happens when it completes.
    sessionInputs.set(id, params);
    return session;
  }

  function completeCheckout(sessionId: string, card?: StandInCard): StripeEventObject[] {
    const session = get(sessionId, 'checkout.session');
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${String(session.status)}, not open`);
    const params = sessionInputs.get(sessionId) ?? {};
    const emitted: StripeEventObject[] = [];
    let customerId = str(session.customer);
    if (!customerId && session.mode !== 'payment') {
      customerId = createCustomer({ email: session.customer_email }).id as string;
      session.customer = customerId;
    }
    const paymentMethod = createCard(session.mode === 'payment' ? null : customerId, card);
    session.customer_details = { email: session.customer_email ?? null, name: null };

    if (session.mode === 'payment') {
      const intentData = (params.payment_intent_data as Obj | undefined) ?? {};
      const intent: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        customer: customerId,
        description: str(intentData.description),
        metadata: metadataOf(intentData.metadata),
        payment_method: paymentMethod.id,
        created: now(),
        livemode: false,
      };
      const charge: Obj = {
        id: newId('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true,
        currency: session.currency,
        customer: customerId,
        payment_intent: intent.id,
        payment_method: paymentMethod.id,
        payment_method_details: { type: 'card', card: paymentMethod.card },
        refunded: false,
        status: 'succeeded',
        created: now(),
        livemode: false,
      };
      intent.latest_charge = charge.id;
      objects.set(intent.id as string, intent);
      objects.set(charge.id as string, charge);
      session.payment_intent = intent.id;
      session.payment_status = 'paid';
    } else if (session.mode === 'subscription') {
      const line = asList(params.line_items)[0] as Obj;
      const price = priceObject(String(line.price));
      const data = (params.subscription_data as Obj | undefined) ?? {};
      const trialDays = int(data.trial_period_days);
      const start = now();
      const trialEnd = trialDays ? start + trialDays * 24 * 60 * 60 : null;
      const subscriptionId = newId('sub');
      const discountIds = asList(params.discounts).map((discount) => {
        const id = newId('di');
        objects.set(id, {
          id,
          object: 'discount',
          source: { type: 'coupon', coupon: (discount as Obj).coupon },
          customer: customerId,
          subscription: subscriptionId,
          start,
          end: null,
        });
        return id;
      });
      const interval = prices.get(price.id as string)?.interval ?? 'month';
      const subscription: Obj = {
        id: subscriptionId,
        object: 'subscription',
        customer: customerId,
        status: trialEnd ? 'trialing' : 'active',
        description: str(data.description),
        metadata: metadataOf(data.metadata),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        billing_cycle_anchor: trialEnd ?? start,
        trial_start: trialEnd ? start : null,
        trial_end: trialEnd,
        currency: 'usd',
        default_payment_method: paymentMethod.id,
        discounts: discountIds,
        latest_invoice: null,
        livemode: false,
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${subscriptionId}`,
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              subscription: subscriptionId,
              price,
              quantity: 1,
              created: start,
              current_period_start: start,
              current_period_end: trialEnd ?? periodEnd(start, interval),
              discounts: [],
              metadata: {},
            },
          ],
        },
      };
      objects.set(subscriptionId, subscription);
      const invoice = createInvoice(subscription, 'subscription_create', 'paid');
      session.subscription = subscriptionId;
      session.invoice = invoice.id;
      session.payment_status = trialEnd ? 'no_payment_required' : 'paid';
      emitted.push(emit('customer.subscription.created', subscription));
      emitted.push(emit('invoice.paid', invoice));
    } else {
      const data = (params.setup_intent_data as Obj | undefined) ?? {};
      const intent: Obj = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: customerId,
        description: str(data.description),
        metadata: metadataOf(data.metadata),
        payment_method: paymentMethod.id,
        usage: 'off_session',
        created: now(),
        livemode: false,
      };
      objects.set(intent.id as string, intent);
      session.setup_intent = intent.id;
    }
    session.status = 'complete';
    emitted.push(emit('checkout.session.completed', session));
    return emitted;
  }

  function expireSession(sessionId: string, request?: StandInRequest): StripeEventObject {
    const session = get(sessionId, 'checkout.session');
    if (session.status !== 'open') {
      throw new StandInError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
    }
    session.status = 'expired';
    session.url = null;
    return emit('checkout.session.expired', session, undefined, request);
  }

  function updateSubscription(id: string, params: Obj, request?: StandInRequest): Obj {
    const subscription = get(id, 'subscription');
    if (subscription.status === 'canceled') {
      throw new StandInError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const previous: Obj = {};
    if (params.proration_behavior !== undefined && !['always_invoice', 'create_prorations', 'none'].includes(String(params.proration_behavior))) {
      throw new StandInError(400, 'Invalid proration_behavior.', 'parameter_invalid_empty', 'proration_behavior');
    }
    const items = asList(params.items);
    if (items.length > 0) {
      const list = subscription.items as Obj;
      previous.items = structuredClone(list);
      for (const change of items as Obj[]) {
        const item = (list.data as Obj[]).find((candidate) => candidate.id === change.id);
        if (!item) throw new StandInError(400, `No such subscription item: '${String(change.id)}'`, 'resource_missing', 'items[0][id]');
        if (change.price) item.price = priceObject(String(change.price));
      }
    }
    if (params.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      const item = ((subscription.items as Obj).data as Obj[])[0] as Obj;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at = subscription.cancel_at_period_end ? item.current_period_end : null;
    }
    if (params.default_payment_method !== undefined) {
      const paymentMethodId = String(params.default_payment_method);
      get(paymentMethodId, 'payment_method');
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = paymentMethodId;
    }
    if (params.metadata !== undefined) {
      previous.metadata = structuredClone(subscription.metadata);
      subscription.metadata = mergeMetadata(subscription.metadata as Obj, params.metadata);
    }
    if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous, request);
    return subscription;
  }

  function updateCustomer(id: string, params: Obj, request?: StandInRequest): Obj {
    const customer = get(id, 'customer');
    const previous: Obj = {};
    for (const field of ['email', 'name'] as const) {
      if (params[field] !== undefined) {
        previous[field] = customer[field];
        customer[field] = str(params[field]);
      }
    }
    const settings = params.invoice_settings as Obj | undefined;
    if (settings?.default_payment_method !== undefined) {
      const paymentMethodId = str(settings.default_payment_method);
      if (paymentMethodId) get(paymentMethodId, 'payment_method');
      const current = customer.invoice_settings as Obj;
      previous.invoice_settings = { default_payment_method: current.default_payment_method };
      customer.invoice_settings = { ...current, default_payment_method: paymentMethodId };
    }
    if (params.metadata !== undefined) {
      previous.metadata = structuredClone(customer.metadata);
      customer.metadata = mergeMetadata(customer.metadata as Obj, params.metadata);
    }
    if (Object.keys(previous).length > 0) emit('customer.updated', customer, previous, request);
    return customer;
  }

  function createRefund(params: Obj, request: StandInRequest): Obj {
    const intentId = str(params.payment_intent);
    if (!intentId) throw new StandInError(400, 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
    const intent = get(intentId, 'payment_intent');
    const charge = get(String(intent.latest_charge), 'charge');
    if (charge.refunded === true) {
      throw new StandInError(400, `Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
    }
    const refund: Obj = {
      id: newId('re'),
      object: 'refund',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: charge.currency,
      metadata: metadataOf(params.metadata),
      reason: str(params.reason),
      status: 'succeeded',
      created: now(),
    };
    objects.set(refund.id as string, refund);
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
    // Since API 2022-11-15 a charge no longer embeds its refunds.
    emit('charge.refunded', charge, { amount_refunded: 0, refunded: false }, request);
    return refund;
  }

  function renewSubscription(subscriptionId: string, renewal: { fail?: boolean } = {}): StripeEventObject[] {
    const subscription = get(subscriptionId, 'subscription');
    const item = ((subscription.items as Obj).data as Obj[])[0] as Obj;
    const interval = prices.get(String((item.price as Obj).id))?.interval ?? 'month';
    const previous = {
      status: subscription.status,
      items: structuredClone(subscription.items),
      trial_end: subscription.trial_end,
    };
    const start = item.current_period_end as number;
    item.current_period_start = start;
    item.current_period_end = periodEnd(start, interval);
    subscription.status = renewal.fail ? 'past_due' : 'active';
    const invoice = createInvoice(subscription, 'subscription_cycle', renewal.fail ? 'open' : 'paid');
    return [
      emit(renewal.fail ? 'invoice.payment_failed' : 'invoice.paid', invoice),
      emit('customer.subscription.updated', subscription, previous),
    ];
  }

  function endSubscription(subscriptionId: string): StripeEventObject {
    const subscription = get(subscriptionId, 'subscription');
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    return emit('customer.subscription.deleted', subscription);
  }

  function route(method: string, path: string, params: Obj, request: StandInRequest): unknown {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1] as string);
      if (method === 'GET') return expanded(get(id, 'customer'), params.expand);
      if (method === 'POST') return updateCustomer(id, params, request);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const id = decodeURIComponent(match[1] as string);
      if (method === 'GET' && !match[2]) return expanded(get(id, 'checkout.session'), params.expand);
      if (method === 'POST' && match[2]) {
        expireSession(id, request);
        return get(id, 'checkout.session');
      }
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return expanded(get(decodeURIComponent(match[1] as string), 'payment_intent'), params.expand);
    }
    if (method === 'GET' && (match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) {
      return expanded(get(decodeURIComponent(match[1] as string), 'setup_intent'), params.expand);
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      return get(decodeURIComponent(match[1] as string), 'payment_method');
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = str(params.status);
      const data = [...objects.values()].filter(
        (object) =>
          object.object === 'subscription' &&
          (!params.customer || object.customer === params.customer) &&
          (status === 'all' || (status ? object.status === status : object.status !== 'canceled')),
      );
      return list(data.reverse(), int(params.limit) ?? 10, '/v1/subscriptions');
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1] as string);
      if (method === 'GET') return expanded(get(id, 'subscription'), params.expand);
      if (method === 'POST') return updateSubscription(id, params, request);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, request);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...objects.values()].filter(
        (object) => object.object === 'refund' && (!params.payment_intent || object.payment_intent === params.payment_intent),
      );
      return list(data.reverse(), int(params.limit) ?? 10, '/v1/refunds');
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = get(String(params.customer ?? ''), 'customer');
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: str(params.return_url),
        url: `${baseUrl}/p/session/${id}`,
        configuration: 'bpc_default',
        created: now(),
        flow: null,
        locale: null,
        on_behalf_of: null,
        livemode: false,
      };
      objects.set(id, session);
      return session;
    }
    throw new StandInError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // The hosted pages, so a browser sent to a session or portal URL lands somewhere.
    if (req.method === 'GET' && /^\/(c\/pay|p\/session|i)\//.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Stripe stand-in</title><p>Stripe stand-in page for ${escapeHtml(url.pathname)}</p>`);
      return;
    }
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' });
    }
    const method = req.method ?? 'GET';
    const params = parseStripeParams(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = headerOf(req, 'idempotency-key');
    const request: StandInRequest = { method, path: url.pathname, params, idempotencyKey, stripeVersion: headerOf(req, 'stripe-version') };
    requests.push(request);

    if (failures > 0) {
      failures--;
      return sendError(res, 500, { type: 'api_error', message: 'An unknown error occurred (stand-in failure).' }, { 'stripe-should-retry': 'false' });
    }
    const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const fingerprint = JSON.stringify(params);
    const earlier = replayKey ? idempotent.get(replayKey) : undefined;
    if (earlier) {
      if (earlier.params !== fingerprint) {
        return sendError(res, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      return sendJson(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = route(method, url.pathname, params, request);
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      status = error.status;
      answer = { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.param ? { param: error.param } : {}) } };
    }
    // Stripe stores the first answer (errors included, apart from 5xx) under the key.
    if (replayKey) idempotent.set(replayKey, { params: fingerprint, status, body: answer });
    sendJson(res, status, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, 500, { type: 'api_error', message: `Stand-in failure: ${String(error)}` }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    requests,
    requestsTo: (method, path) =>
      requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path))),
    events,
    objects,
    providerConfig: (overrides = {}) => ({
      secretKey,
      webhookSecret,
      apiUrl: baseUrl,
      prices: STRIPE_STAND_IN_DEFAULTS.prices,
      founderCouponId: STRIPE_STAND_IN_DEFAULTS.founderCouponId,
      timeoutMs: 5_000,
      ...overrides,
    }),
    env: () => ({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: baseUrl,
      STRIPE_FOUNDER_COUPON_ID: STRIPE_STAND_IN_DEFAULTS.founderCouponId,
      ...Object.fromEntries(
        PLAN_KEYS.flatMap((plan) => [
          [`STRIPE_PRICE_${plan.toUpperCase()}_MONTHLY`, STRIPE_STAND_IN_DEFAULTS.prices[plan].month],
          [`STRIPE_PRICE_${plan.toUpperCase()}_ANNUAL`, STRIPE_STAND_IN_DEFAULTS.prices[plan].year],
        ]),
      ),
    }),
    completeCheckout,
    expireCheckout: (sessionId) => expireSession(sessionId),
    renewSubscription,
    endSubscription,
    failNext: (count) => {
      failures = count;
    },
    sign: (event, signOptions = {}) =>
      signStripeWebhook(event, signOptions.secret ?? webhookSecret, { timestamp: signOptions.timestamp ?? now() }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---- webhooks: events and signed deliveries (usable without a running stand-in)

/** A Stripe event object around `object`, as Stripe delivers it. */
export function stripeEvent(
  type: string,
  object: Obj,
  options: { id?: string; created?: number; previousAttributes?: Obj; request?: StripeEventObject['request'] } = {},
): StripeEventObject {
  return {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: STAND_IN_API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object, ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: options.request ?? { id: null, idempotency_key: null },
    type,
  };
}

/**
 * Signs a webhook body the way Stripe does (`t=<unix seconds>,v1=<HMAC-SHA256>`), with the
 * official SDK's test helper. `timestamp` (unix seconds) defaults to now; an old one makes a
 * replayed delivery.
 */
export function signStripeWebhook(event: StripeEventObject | string, secret: string, options: { timestamp?: number } = {}): SignedDelivery {
  const body = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { body, signature, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

/** POSTs a signed delivery to a webhook URL (the app's Stripe webhook route) like Stripe does. */
export async function deliverStripeWebhook(url: string, delivery: SignedDelivery): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...delivery.headers, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' }, body: delivery.body });
}

// ---- Stripe's form encoding: a[b][0][c]=v → { a: { b: [ { c: 'v' } ] } }

export function parseStripeParams(encoded: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      const slot = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1] as string);
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Obj | unknown[];
    });
  }
  return root;
}

class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

function list(data: Obj[], limit: number, url: string): Obj {
  return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url };
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function int(value: unknown): number | null {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return null;
  return Number(value);
}

function metadataOf(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!value || typeof value !== 'object') return result;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') continue;
    if (entry.length > 500) throw new StandInError(400, `Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters.`, 'parameter_invalid_string_too_long', `metadata[${key}]`);
    result[key] = entry;
  }
  return result;
}

/** Stripe merges metadata on update; an empty value removes the key. */
function mergeMetadata(current: Obj, update: unknown): Record<string, string> {
  const merged = { ...metadataOf(current) };
  if (update === '') return {};
  for (const [key, value] of Object.entries(metadataOf(update))) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-version': STAND_IN_API_VERSION, ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, error: Obj, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error }, headers);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
