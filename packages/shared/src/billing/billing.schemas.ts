import { z } from 'zod';
import { BILLING_INTERVALS, PAYMENT_FAILURE_REASONS, PLAN_KEYS } from './billing.constants';

export const PlanKeySchema = z.enum(PLAN_KEYS);
export const BillingIntervalSchema = z.enum(BILLING_INTERVALS);

/** get-founders-count: `count` is the brief's field (members who paid); spotsLeft also subtracts live holds. */
export const FoundersCountSchema = z.object({
  count: z.number().int().min(0),
  total: z.number().int(),
  spotsLeft: z.number().int().min(0),
  /** Spots held by checkouts in progress (counted as taken; they come back if not paid within the hold). */
  heldSpots: z.number().int().min(0),
  /** When the offer ends (stored once when it first went live, or FOUNDERS_ENDS_AT). */
  endsAt: z.iso.datetime(),
  isOpen: z.boolean(),
});
export type FoundersCount = z.infer<typeof FoundersCountSchema>;

/** create-founder-payment, create-checkout, customer-portal: where to send the browser. */
export const PaymentSessionSchema = z.object({ url: z.url() });
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

export const FOUNDER_PAYMENT_STATUSES = ['held', 'paid', 'expired', 'failed', 'refund_pending', 'refunded'] as const;
export const FounderPaymentStatusSchema = z.enum(FOUNDER_PAYMENT_STATUSES);

/** The signed-in person's place in the Founders Circle. */
export const FounderMembershipSchema = z.object({
  isMember: z.boolean(),
  email: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** The latest attempt, so a refunded late payment can be explained. */
  latestPayment: z
    .object({
      status: FounderPaymentStatusSchema,
      amountCents: z.number().int(),
      refundReason: z.string().nullable(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type FounderMembership = z.infer<typeof FounderMembershipSchema>;

/** `billing_off`: the installation runs with BILLING=off (no plans, no trial, no limits, automations always on). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'lapsed', 'billing_off'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** check-subscription: the brief's three fields, plus what /billing and the limits need. */
export const SubscriptionStateSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: PlanKeySchema.nullable(),
  subscription_end: z.iso.datetime().nullable(),
  /** The plan in force (a paid plan, or the free trial's), null when lapsed. */
  plan: PlanKeySchema.nullable(),
  interval: BillingIntervalSchema.nullable(),
  status: SubscriptionStatusSchema,
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  founderDiscount: z.boolean(),
  /** False when the trial or subscription has lapsed: automations pause, nothing is deleted. */
  automationsActive: z.boolean(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const CreateCheckoutInputSchema = z.object({
  plan: PlanKeySchema,
  interval: BillingIntervalSchema.default('month'),
});
export type CreateCheckoutInput = z.input<typeof CreateCheckoutInputSchema>;

export const ChangePlanInputSchema = z.object({ plan: PlanKeySchema, interval: BillingIntervalSchema });
export type ChangePlanInput = z.infer<typeof ChangePlanInputSchema>;

export const PaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string().length(4),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  /** Our invoice document; opens in the browser. */
  invoiceUrl: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const BillingOverviewSchema = z.object({
  subscription: SubscriptionStateSchema,
  usage: z.object({
    properties: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
    members: z.number().int(),
  }),
  paymentMethod: PaymentMethodSchema.nullable(),
  invoices: z.array(InvoiceSchema),
  /** Which payment provider runs checkout: the built-in one or Stripe. */
  provider: z.enum(['local', 'stripe']),
  canManage: z.boolean(),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

/** The built-in checkout page's view of a checkout (local payment provider only). */
export const LocalCheckoutSchema = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'subscription', 'setup']),
  status: z.enum(['open', 'complete', 'expired']),
  description: z.string(),
  lines: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  /** Charged now (0 for a trial or a card update). */
  dueTodayCents: z.number().int(),
  currency: z.string(),
  customerEmail: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  trialDays: z.number().int().min(0),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

export const LocalCheckoutPayInputSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits).')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(200),
});
export type LocalCheckoutPayInput = z.input<typeof LocalCheckoutPayInputSchema>;

export const LocalCheckoutResultSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'cancelled']),
  reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  redirectUrl: z.string(),
});
export type LocalCheckoutResult = z.infer<typeof LocalCheckoutResultSchema>;
