import { getPlan } from '@cohost/shared';
import { Alert, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { toastSuccess } from '../../../lib/toast';
import { useBillingOverview } from '../api/get-billing-overview';
import { failureHeadline, parseFailureReason } from '../domain/payment-failure';
import { claimWelcome } from '../domain/welcomed-sessions';
import { BillingHistoryCard } from './billing-history-card';
import { BillingOffCard } from './billing-off-card';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentMethodCard } from './payment-method-card';
import { UsageCard } from './usage-card';

/** Back from a plan checkout, the webhook may land a moment after the redirect: poll this often, this long. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_TIMEOUT_MS = 60_000;

/** /billing: plan and status, usage, payment method, billing history, and the actions on them. */
export function BillingPage({ signedInAs }: { signedInAs: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isBackFromCheckout = searchParams.get('checkout') === 'success';
  const checkoutSessionId = searchParams.get('session_id');
  const isCardSaved = searchParams.get('card') === 'updated';
  // The card-saving checkout sends a refused card back here with its reason.
  const refusedCard = parseFailureReason(searchParams.get('reason'));
  const [hasConfirmTimedOut, setHasConfirmTimedOut] = useState(false);

  useEffect(() => {
    if (!isBackFromCheckout) return;
    const timer = setTimeout(() => setHasConfirmTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isBackFromCheckout]);

  const isConfirming = isBackFromCheckout && !hasConfirmTimedOut;
  const overview = useBillingOverview(signedInAs, { pollUntilSubscribedMs: isConfirming ? CONFIRM_POLL_MS : false });
  const isBillingOff = overview.data?.subscription.status === 'billing_off';
  const isSubscribed = overview.data?.subscription.subscribed ?? false;
  const currentPlan = overview.data?.subscription.plan;
  const planName = currentPlan ? getPlan(currentPlan).name : null;
  // The clock for "days left", read once when the page opens rather than on every render.
  const [now] = useState(() => new Date());

  useEffect(() => {
    // Once per checkout: reloading the same address does not repeat it.
    if (isBackFromCheckout && isSubscribed && claimWelcome(checkoutSessionId ?? 'plan-checkout')) {
      toastSuccess('Subscription confirmed. Thank you!');
    }
  }, [isBackFromCheckout, isSubscribed, checkoutSessionId]);

  useEffect(() => {
    if (!isCardSaved) return;
    toastSuccess('Your new card is saved.');
    // Said once: a reload of this address does not say it again.
    setSearchParams(
      (params) => {
        params.delete('card');
        return params;
      },
      { replace: true },
    );
  }, [isCardSaved, setSearchParams]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Billing</Title>
        <Text c="dimmed" mt={4}>
          {isBillingOff ? 'What this workspace uses.' : 'Your plan, its usage, your payment method and your invoices.'}
        </Text>
      </div>
      {overview.isPending ? (
        <PageLoader />
      ) : overview.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Your billing details could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{overview.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void overview.refetch()} loading={overview.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : isBillingOff ? (
        <>
          <BillingOffCard usage={overview.data.usage} />
          {overview.data.invoices.length > 0 && <BillingHistoryCard invoices={overview.data.invoices} />}
        </>
      ) : (
        <>
          {refusedCard && refusedCard !== 'cancelled' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Your card was not saved">
              {failureHeadline(refusedCard)} Try another card with Update.
            </Alert>
          )}
          {isBackFromCheckout && !isSubscribed && (
            <Alert color={isConfirming ? 'blue' : 'yellow'} variant="light" role="status">
              {isConfirming ? (
                <Group gap="xs" wrap="nowrap">
                  <Loader size="xs" />
                  <Text size="sm">Confirming your subscription…</Text>
                </Group>
              ) : (
                <Text size="sm">
                  The payment provider has not confirmed your subscription yet. It appears here as soon as it does; reload the
                  page in a minute.
                </Text>
              )}
            </Alert>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CurrentPlanCard overview={overview.data} now={now} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg" h="100%">
                <UsageCard usage={overview.data.usage} planName={planName} />
                <PaymentMethodCard paymentMethod={overview.data.paymentMethod} canManage={overview.data.canManage} />
              </Stack>
            </Grid.Col>
          </Grid>
          <BillingHistoryCard invoices={overview.data.invoices} />
        </>
      )}
    </Stack>
  );
}
