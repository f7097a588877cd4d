import type { Env } from '../../../env';
import type { Database } from '../../../platform/db/database';
import type { Clock } from '../../../platform/runtime/clock';
import { createLocalPaymentProvider } from './local-payment-provider';
import type { BillingEvent, PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

/**
 * The one place the payment provider is chosen (PAYMENTS_PROVIDER); env.ts made sure Stripe's settings are all there.
 * With BILLING=off nothing is sold and Stripe's settings may be missing: the built-in provider stands in, unused.
 */
export function createPaymentProvider(
  env: Env,
  options: { db: Database; clock: Clock; emit: (event: BillingEvent) => Promise<unknown> },
): PaymentProvider {
  if (env.PAYMENTS_PROVIDER === 'stripe' && env.BILLING === 'on') {
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL,
      founderCouponId: env.STRIPE_FOUNDER_COUPON_ID!,
      clock: options.clock,
      prices: {
        starter: { month: env.STRIPE_PRICE_STARTER_MONTHLY!, year: env.STRIPE_PRICE_STARTER_ANNUAL! },
        growth: { month: env.STRIPE_PRICE_GROWTH_MONTHLY!, year: env.STRIPE_PRICE_GROWTH_ANNUAL! },
        enterprise: { month: env.STRIPE_PRICE_ENTERPRISE_MONTHLY!, year: env.STRIPE_PRICE_ENTERPRISE_ANNUAL! },
      },
    });
  }
  return createLocalPaymentProvider({ db: options.db, clock: options.clock, publicUrl: env.publicUrl, emit: options.emit });
}
