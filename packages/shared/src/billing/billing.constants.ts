// The one plan catalogue and the Founders Circle figures (product brief §9, DESIGN §1).
// Kept apart from the schemas so screens can import them without bundling zod.

export const PLAN_KEYS = ['starter', 'growth', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface Plan {
  readonly key: PlanKey;
  readonly name: string;
  /** Price per month in cents when billed monthly. */
  readonly monthlyCents: number;
  /** Price per month in cents when billed annually (billed as 12 × this once a year). */
  readonly annualMonthlyCents: number;
  /** Properties the plan allows; null means unlimited. */
  readonly propertyLimit: number | null;
  readonly listingsLabel: string;
  readonly description: string;
  /**
   * What the plan card lists: each line names something the product does, and
   * `feature-claims.test.ts` (web, marketing) fails for a line with no module and route behind it.
   */
  readonly features: readonly string[];
  readonly isPopular: boolean;
  /** Shown as "starting at": larger portfolios are quoted by sales. */
  readonly isStartingAt: boolean;
  readonly cta: string;
}

export const PLANS: readonly Plan[] = [
  {
    key: 'starter',
    name: 'Starter',
    monthlyCents: 4900,
    annualMonthlyCents: 3900,
    propertyLimit: 1,
    listingsLabel: '1 listing',
    description: 'For a host with one place who wants their evenings back.',
    features: [
      '24/7 AI guest messaging in your tone',
      'Door codes created and removed automatically',
      'Cleaning schedule from your calendars',
      'Email support',
    ],
    isPopular: false,
    isStartingAt: false,
    cta: 'Start Free Trial',
  },
  {
    key: 'growth',
    name: 'Growth',
    monthlyCents: 14900,
    annualMonthlyCents: 11900,
    propertyLimit: 5,
    listingsLabel: 'Up to 5 listings',
    description: 'For hosts running a small portfolio with a cleaning team.',
    features: [
      'Everything in Starter',
      'Cleaner portal with checklists and photos',
      'Supply reordering under a monthly budget',
      'Damage claims with deadlines',
      'Listing optimization suggestions',
      'Approvals inbox and activity log',
    ],
    isPopular: true,
    isStartingAt: false,
    cta: 'Start Free Trial',
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    monthlyCents: 39900,
    annualMonthlyCents: 31900,
    propertyLimit: null,
    listingsLabel: 'Unlimited listings',
    description: 'For property managers with many owners, teams and properties.',
    features: [
      'Everything in Growth',
      'Unlimited properties',
      'Roles for managers, cleaners and owners',
      'Documented REST API (OpenAPI)',
      'A demo call with our team',
    ],
    isPopular: false,
    isStartingAt: true,
    cta: 'Contact Sales',
  },
];

export function getPlan(key: PlanKey): Plan {
  const plan = PLANS.find((candidate) => candidate.key === key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

/** What one billing period costs in cents (a year is 12 × the annual monthly price). */
export function planPeriodCents(plan: Plan, interval: BillingInterval, founderDiscount = false): number {
  const base = interval === 'month' ? plan.monthlyCents : plan.annualMonthlyCents * 12;
  return founderDiscount ? Math.round((base * (100 - FOUNDER_DISCOUNT_PERCENT)) / 100) : base;
}

export const ANNUAL_SAVINGS_PERCENT = 20;
/** One trial length everywhere: pricing page, FAQ, checkout (DESIGN §1). */
export const FREE_TRIAL_DAYS = 14;
/** The plan a new workspace tries for free. */
export const TRIAL_PLAN: PlanKey = 'growth';
/** "Lifetime founder discount": this much off any plan, for life (DESIGN §1). */
export const FOUNDER_DISCOUNT_PERCENT = 30;

export const FOUNDERS_FEE_CENTS = 100;
export const FOUNDERS_TOTAL_SPOTS = 100;
/** A started checkout holds its spot this long (Stripe's minimum Checkout expiry is 30 minutes too). */
export const FOUNDERS_HOLD_MINUTES = 30;
/** Default length of the offer, counted from when it first went live (FOUNDERS_ENDS_AT overrides). */
export const FOUNDERS_OFFER_DAYS = 7;
export const FOUNDERS_LOW_SPOTS_THRESHOLD = 10;
export const FOUNDERS_COUNT_REFRESH_MS = 5 * 60 * 1000;
export const FOUNDERS_BADGE_DEBOUNCE_MS = 150;
export const FOUNDERS_BENEFITS = ['Early Access', 'Lifetime Discount', 'VIP Support', 'Beta Feedback'] as const;

/** Formats cents as US dollars: 4900 → "$49", 11900 → "$119", 150 → "$1.50". */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString('en-US') : dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Test card numbers of the built-in (local) checkout, the same numbers Stripe's test mode uses. */
export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
} as const;

/** Why a payment ended at /payment-failed (query `reason`). */
export const PAYMENT_FAILURE_REASONS = ['cancelled', 'card_declined', 'insufficient_funds', 'expired_card', 'network', 'spots_gone'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** What the billing screens and the `billing.off` error say on an installation run with BILLING=off. */
export const BILLING_OFF_TEXT = 'Billing is off on this installation: every feature is available without a plan.';
