import { BILLING_INTERVALS, FOUNDER_DISCOUNT_PERCENT, getPlan, PLAN_KEYS, type BillingInterval, type Plan } from '@cohost/shared';
import { Alert, Button } from '@mantine/core';
import { IconCreditCard, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { describeBillingError } from '../../features/billing/api/billing-api-request';
import { useSubscription } from '../../features/billing/api/check-subscription';
import { useCreateCheckout } from '../../features/billing/api/create-checkout';
import { useOpenCustomerPortal } from '../../features/billing/api/open-customer-portal';
import { failureHeadline, parseFailureReason } from '../../features/billing/domain/payment-failure';
import { openPaymentUrl } from '../../features/billing/lib/open-payment-url';
import { PricingPage } from '../../features/marketing/components/pricing-page';
import { useSession } from '../../features/session/session-context';
import { useSiteInfo } from '../../features/support/api/get-site-info';
import { toastError, toastSuccess } from '../../lib/toast';
import { signedInKeyOf } from './signed-in-key';

type RefusedCard = 'card_declined' | 'insufficient_funds' | 'expired_card';

const REFUSED_TITLES: Record<RefusedCard, string> = {
  card_declined: 'Your card was declined',
  insufficient_funds: 'Your card has insufficient funds',
  expired_card: 'Your card has expired',
};

/**
 * Back from a plan's checkout without paying (`?checkout=cancelled`): cancelled, or a card the
 * payment provider refused (`reason`), with the plan and interval it was for.
 */
function checkoutReturn(params: URLSearchParams): { refusedCard: RefusedCard | null; plan: Plan | null; interval: BillingInterval } | null {
  if (params.get('checkout') !== 'cancelled') return null;
  const reason = parseFailureReason(params.get('reason'));
  const refusedCard = reason === 'card_declined' || reason === 'insufficient_funds' || reason === 'expired_card' ? reason : null;
  const planKey = PLAN_KEYS.find((key) => key === params.get('plan'));
  const interval = BILLING_INTERVALS.find((value) => value === params.get('interval')) ?? 'month';
  return { refusedCard, plan: planKey ? getPlan(planKey) : null, interval };
}

/**
 * /pricing with the plan-card rules of the brief (§4): nobody signed in → /login; the plan the
 * workspace pays for → a disabled 'Current Plan'; otherwise a checkout opens in a new tab.
 * A subscriber switches plans on /billing (the server refuses a second subscription).
 */
export function PricingRoute() {
  const session = useSession();
  const subscription = useSubscription(session.status === 'signed-in' ? signedInKeyOf(session.user) : null);
  const checkout = useCreateCheckout();
  const portal = useOpenCustomerPortal();
  const [searchParams] = useSearchParams();
  const isBillingOff = useSiteInfo().data?.billing === 'off';

  const startCheckout = (plan: Plan, interval: BillingInterval) =>
    checkout.mutate(
      { plan: plan.key, interval },
      {
        onSuccess: ({ url }) => {
          toastSuccess('Redirecting to checkout...');
          openPaymentUrl(url);
        },
        onError: (error) => toastError(describeBillingError(error, 'Failed to create checkout session')),
      },
    );

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => openPaymentUrl(url),
      onError: (error) => toastError(describeBillingError(error, 'Failed to open subscription management')),
    });

  const renderAction = (plan: Plan, interval: BillingInterval) => {
    const variant = plan.isPopular ? 'filled' : 'light';
    if (session.status !== 'signed-in') {
      return (
        <Button component={Link} to="/login" variant={variant} fullWidth loading={session.status === 'loading'}>
          {plan.cta}
        </Button>
      );
    }
    if (subscription.tier === plan.key) {
      return (
        <Button fullWidth disabled>
          Current Plan
        </Button>
      );
    }
    if (subscription.subscribed) {
      return (
        <Button component={Link} to="/billing" variant={variant} fullWidth>
          Switch to {plan.name}
        </Button>
      );
    }
    const isThisOne = checkout.isPending && checkout.variables?.plan === plan.key;
    return (
      <Button variant={variant} fullWidth loading={isThisOne} disabled={subscription.isChecking || checkout.isPending} onClick={() => startCheckout(plan, interval)}>
        {plan.cta}
      </Button>
    );
  };

  const state = subscription.state;
  const returned = checkoutReturn(searchParams);
  const notices = (
    <>
      {returned?.refusedCard && (
        <Alert color="red" radius="lg" maw={720} mx="auto" w="100%" title={REFUSED_TITLES[returned.refusedCard]} data-testid="checkout-card-refused">
          {failureHeadline(returned.refusedCard)} {returned.plan ? `Try another card for the ${returned.plan.name} plan, or choose a plan below.` : 'Choose a plan below to try another card.'}
          {returned.plan && session.status === 'signed-in' && !subscription.subscribed && (
            <Button
              mt="sm"
              display="block"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              loading={checkout.isPending && checkout.variables?.plan === returned.plan.key}
              disabled={checkout.isPending}
              onClick={() => startCheckout(returned.plan!, returned.interval)}
            >
              Try another card
            </Button>
          )}
        </Alert>
      )}
      {returned && !returned.refusedCard && (
        <Alert color="gray" radius="lg" maw={720} mx="auto" w="100%" title="Checkout cancelled">
          You were not charged. Choose a plan whenever you are ready.
        </Alert>
      )}
      {state && !state.subscribed && state.status === 'trialing' && state.trialEndsAt && (
        <Alert color="indigo" radius="lg" maw={720} mx="auto" w="100%" title="Your free trial is running">
          You can use every Growth feature until {new Date(state.trialEndsAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}. Choose a
          plan before then to keep your automations running; the days left carry over.
        </Alert>
      )}
      {state?.founderDiscount && (
        <Alert color="orange" radius="lg" maw={720} mx="auto" w="100%" title="Founders Circle discount">
          As a founder you pay {FOUNDER_DISCOUNT_PERCENT}% less on any plan, for life. The prices below already include it.
        </Alert>
      )}
    </>
  );

  return (
    <PricingPage
      renderAction={renderAction}
      currentPlan={subscription.tier}
      discountPercent={state?.founderDiscount ? FOUNDER_DISCOUNT_PERCENT : 0}
      notices={notices}
      manageButton={
        subscription.subscribed ? (
          <Button variant="default" size="md" leftSection={<IconSettings size={18} aria-hidden />} loading={portal.isPending} onClick={openPortal}>
            Manage Subscription
          </Button>
        ) : null
      }
      bottomCta={session.status === 'signed-in' ? { to: '/dashboard', label: 'Go to Dashboard' } : { to: '/signup', label: isBillingOff ? 'Get Started' : 'Start Free Trial' }}
      isBillingOff={isBillingOff}
    />
  );
}
