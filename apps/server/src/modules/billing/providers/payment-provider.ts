import type { BillingInterval, PaymentMethod, PlanKey } from '@cohost/shared';

/**
 * What Cohost asks of a payment service. Two adapters implement it: `local` (our own checkout
 * page, works offline) and `stripe` (Checkout Sessions, Billing portal, signed webhooks). Both
 * report what happened as `BillingEvent`s, which one use case (`processBillingEvent`) applies
 * exactly once per event id: Stripe's arrive by webhook, the local provider's are emitted as
 * its checkout page and its renewal job act.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';

  /** The provider's customer for a workspace, created on first use (we keep the id). */
  createCustomer(input: { workspaceId: string; email: string | null; name: string | null }): Promise<{ customerId: string }>;

  /** A hosted checkout the browser is sent to. */
  createCheckout(input: CheckoutRequest): Promise<{ sessionId: string; url: string }>;

  /** Makes an open checkout unpayable (a founders hold ran out). An already completed one is left alone. */
  expireCheckout(sessionId: string): Promise<void>;

  /** Refunds a payment in full. Idempotent per `idempotencyKey`. */
  refund(input: { paymentIntentId: string; reason: string; idempotencyKey: string }): Promise<{ refundId: string }>;

  /** Where a subscriber manages payment methods, invoices and cancellation. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  /** Changes a subscription; the resulting state arrives as a `subscription.updated` event. */
  updateSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void>;

  /**
   * Verifies a webhook delivery and turns it into events (Stripe only). Throws
   * `billingErrors.invalidWebhookSignature()` when the signature does not match. Async: some
   * events need a read at the provider (the card behind a completed checkout).
   */
  parseWebhook?(rawBody: string, signature: string | null): Promise<BillingEvent | null>;
}

export type SubscriptionChange =
  | { kind: 'plan'; plan: PlanKey; interval: BillingInterval }
  | { kind: 'cancel-at-period-end'; cancelAtPeriodEnd: boolean };

/** What the checkout is for; comes back in the events as `metadata`. */
export type CheckoutPurpose =
  | { kind: 'founders'; founderPaymentId: string; userId: string }
  | { kind: 'plan'; workspaceId: string; userId: string; plan: PlanKey; interval: BillingInterval }
  | { kind: 'payment-method'; workspaceId: string; userId: string };

export interface CheckoutRequest {
  mode: 'payment' | 'subscription' | 'setup';
  purpose: CheckoutPurpose;
  customerId: string | null;
  customerEmail: string | null;
  /** Shown on the checkout page and the receipt. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Payment mode: the amount charged once. */
  amountCents?: number;
  /** Subscription mode. */
  plan?: PlanKey;
  interval?: BillingInterval;
  /** Days before the first charge (0: charge now). */
  trialDays?: number;
  founderDiscount?: boolean;
}

export type SubscriptionProviderStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

/** One thing that happened at the payment provider, normalised. `id` is the provider's event id. */
export type BillingEvent = { id: string; occurredAt: Date } & (
  | {
      type: 'checkout.completed';
      sessionId: string;
      mode: 'payment' | 'subscription' | 'setup';
      purpose: CheckoutPurpose;
      customerId: string | null;
      paymentIntentId: string | null;
      subscriptionId: string | null;
      amountCents: number;
      currency: string;
      paymentMethod: PaymentMethod | null;
    }
  | { type: 'checkout.expired'; sessionId: string; purpose: CheckoutPurpose }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      customerId: string;
      workspaceId: string;
      plan: PlanKey;
      interval: BillingInterval;
      status: SubscriptionProviderStatus;
      trialEnd: Date | null;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      founderDiscount: boolean;
    }
  | { type: 'subscription.deleted'; subscriptionId: string; customerId: string }
  | {
      type: 'invoice.paid' | 'invoice.failed';
      invoiceId: string;
      number: string;
      customerId: string;
      subscriptionId: string | null;
      amountCents: number;
      currency: string;
      description: string;
      issuedAt: Date;
      /** The provider's own invoice page, when it has one. */
      hostedUrl: string | null;
    }
  | { type: 'refund.succeeded'; paymentIntentId: string; refundId: string }
  | { type: 'payment-method.updated'; customerId: string; paymentMethod: PaymentMethod }
);
