import { FOUNDER_DISCOUNT_PERCENT, formatUsd, planPeriodCents, type PlanKey } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight, IconCrown, IconExternalLink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { toastError, toastSuccess } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import type { BillingOverview } from '../api/get-billing-overview';
import { openCustomerPortal } from '../api/open-customer-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { BILLING_TEXTS } from '../billing-texts';
import { formatPlanPrice, nextPlanUp, summarizeSubscription } from '../domain/subscription-summary';
import { openPaymentUrl } from '../lib/open-payment-url';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { ChangePlanModal } from './change-plan-modal';

interface CurrentPlanCardProps {
  overview: BillingOverview;
  now: Date;
}

/** The plan in force and its status, with Change Plan, Upgrade, Cancel / Resume and (Stripe) Manage Subscription. */
export function CurrentPlanCard({ overview, now }: CurrentPlanCardProps) {
  const { subscription, canManage, provider } = overview;
  const summary = summarizeSubscription(subscription, now);
  const upgrade = summary.plan ? nextPlanUp(summary.plan.key) : null;
  const [planModal, setPlanModal] = useState<{ suggestedPlan: PlanKey | null } | null>(null);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const resume = useResumeSubscription();
  const portal = useMutation({ mutationFn: openCustomerPortal });
  const periodEnd = subscription.currentPeriodEnd ?? subscription.subscription_end;

  async function handleResume() {
    try {
      await resume.mutateAsync();
      toastSuccess('Your subscription will renew as before.');
    } catch (error) {
      toastError(describeBillingError(error, 'Failed to resume your subscription'));
    }
  }

  async function handleManage() {
    try {
      const { url } = await portal.mutateAsync();
      openPaymentUrl(url);
    } catch (error) {
      toastError(describeBillingError(error, BILLING_TEXTS.failedToOpenSubscriptionManagement));
    }
  }

  return (
    <Card component="section" aria-labelledby="current-plan-title" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4" id="current-plan-title">
          Current plan
        </Title>
        <Group gap="sm" align="center" wrap="wrap">
          <Text fz={28} fw={700} lh={1.1} data-testid="current-plan-name">
            {summary.plan?.name ?? 'No plan'}
          </Text>
          <Badge color={summary.tone} variant="light" size="lg" data-testid="subscription-status">
            {summary.badge}
          </Badge>
          {subscription.founderDiscount && (
            <Badge color="yellow" variant="light" size="lg" leftSection={<IconCrown size={14} />}>
              Founder discount {FOUNDER_DISCOUNT_PERCENT}%
            </Badge>
          )}
        </Group>
        {summary.plan && (
          <Text size="lg" data-testid="current-plan-price">
            {subscription.interval && summary.hasPaidSubscription
              ? formatPlanPrice(summary.plan, subscription.interval, subscription.founderDiscount)
              : `Free during the trial, then from ${formatUsd(planPeriodCents(summary.plan, 'month', subscription.founderDiscount))} / month`}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {summary.detail}
        </Text>
        {!subscription.automationsActive && (
          <Alert color="red" variant="light" title="Automations are paused">
            Messages, door codes, cleanings and orders are not being run for you right now. Nothing was deleted: everything
            starts again as soon as you choose a plan.
          </Alert>
        )}
        {canManage ? (
          <Group gap="sm" wrap="wrap">
            <Button onClick={() => setPlanModal({ suggestedPlan: null })}>Change Plan</Button>
            {upgrade && (
              <Button variant="light" leftSection={<IconArrowUpRight size={16} />} onClick={() => setPlanModal({ suggestedPlan: upgrade.key })}>
                Upgrade
              </Button>
            )}
            {summary.hasPaidSubscription && !subscription.cancelAtPeriodEnd && (
              <Button variant="subtle" color="red" onClick={() => setIsCancelOpen(true)}>
                Cancel Subscription
              </Button>
            )}
            {summary.hasPaidSubscription && subscription.cancelAtPeriodEnd && (
              <Button variant="light" color="green" onClick={() => void handleResume()} loading={resume.isPending}>
                Resume subscription
              </Button>
            )}
            {provider === 'stripe' && summary.hasPaidSubscription && (
              <Button variant="default" rightSection={<IconExternalLink size={14} />} onClick={() => void handleManage()} disabled={portal.isPending}>
                {portal.isPending ? BILLING_TEXTS.processing : 'Manage Subscription'}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only the workspace owner can change the plan or the payment method.
          </Text>
        )}
      </Stack>
      <ChangePlanModal
        opened={planModal !== null}
        onClose={() => setPlanModal(null)}
        currentPlan={subscription.plan}
        currentInterval={subscription.interval}
        hasPaidSubscription={summary.hasPaidSubscription}
        founderDiscount={subscription.founderDiscount}
        suggestedPlan={planModal?.suggestedPlan ?? null}
      />
      <CancelSubscriptionModal opened={isCancelOpen} onClose={() => setIsCancelOpen(false)} periodEnd={periodEnd} />
    </Card>
  );
}
