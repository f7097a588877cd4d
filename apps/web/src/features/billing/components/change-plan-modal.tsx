import { ANNUAL_SAVINGS_PERCENT, FOUNDER_DISCOUNT_PERCENT, PLANS, formatUsd, type BillingInterval, type Plan, type PlanKey } from '@cohost/shared';
import { Badge, Button, Card, List, Modal, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { toastError, toastSuccess } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import { useChangePlan } from '../api/change-plan';
import { useStartPlanCheckout } from './use-start-plan-checkout';

interface ChangePlanModalProps {
  opened: boolean;
  onClose(): void;
  currentPlan: PlanKey | null;
  currentInterval: BillingInterval | null;
  /** With a paid subscription the plan changes in place; without one a checkout starts. */
  hasPaidSubscription: boolean;
  founderDiscount: boolean;
  /** The plan Upgrade suggested, marked in the list. */
  suggestedPlan: PlanKey | null;
}

function monthlyCentsOf(plan: Plan, interval: BillingInterval, founderDiscount: boolean): number {
  const cents = interval === 'month' ? plan.monthlyCents : plan.annualMonthlyCents;
  return founderDiscount ? Math.round((cents * (100 - FOUNDER_DISCOUNT_PERCENT)) / 100) : cents;
}

/** The three plans of the catalogue with the monthly/annual toggle. */
export function ChangePlanModal({ opened, onClose, ...props }: ChangePlanModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change plan" size="xl" centered>
      {opened && <ChangePlanChoices onDone={onClose} {...props} />}
    </Modal>
  );
}

function ChangePlanChoices({ currentPlan, currentInterval, hasPaidSubscription, founderDiscount, suggestedPlan, onDone }: Omit<ChangePlanModalProps, 'opened' | 'onClose'> & { onDone(): void }) {
  const [interval, setBillingInterval] = useState<BillingInterval>(currentInterval ?? 'month');
  const [pendingPlan, setPendingPlan] = useState<PlanKey | null>(null);
  const changePlan = useChangePlan();
  const checkout = useStartPlanCheckout();

  async function choose(plan: Plan) {
    setPendingPlan(plan.key);
    try {
      if (hasPaidSubscription) {
        await changePlan.mutateAsync({ plan: plan.key, interval });
        toastSuccess(`Your plan is now ${plan.name}, billed ${interval === 'month' ? 'monthly' : 'annually'}.`);
      } else {
        await checkout.mutateAsync({ plan: plan.key, interval });
      }
      onDone();
    } catch (error) {
      // The checkout hook has told the user already.
      if (hasPaidSubscription) toastError(describeBillingError(error, 'Failed to change your plan'));
    } finally {
      setPendingPlan(null);
    }
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        value={interval}
        onChange={(value) => setBillingInterval(value as BillingInterval)}
        data={[
          { value: 'month', label: 'Monthly' },
          { value: 'year', label: `Annual (save ${ANNUAL_SAVINGS_PERCENT}%)` },
        ]}
        aria-label="Billing interval"
        w={{ base: '100%', xs: 'fit-content' }}
        style={{ alignSelf: 'center' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PLANS.map((plan) => {
          const isCurrent = hasPaidSubscription && plan.key === currentPlan && interval === currentInterval;
          const monthly = monthlyCentsOf(plan, interval, founderDiscount);
          return (
            <Card
              key={plan.key}
              withBorder
              radius="md"
              padding="md"
              aria-label={plan.name}
              component="section"
              style={plan.key === suggestedPlan ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
            >
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {plan.name}
                </Title>
                <div>
                  {plan.isStartingAt && (
                    <Text size="xs" c="dimmed">
                      Starting at
                    </Text>
                  )}
                  <Text fz={28} fw={700} lh={1.1}>
                    {formatUsd(monthly)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      / month
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {interval === 'year' ? `${formatUsd(monthly * 12)} billed annually` : 'billed monthly'}
                    {founderDiscount ? ` · founder price (${FOUNDER_DISCOUNT_PERCENT}% off)` : ''}
                  </Text>
                </div>
                <Text size="sm" fw={500}>
                  {plan.listingsLabel}
                </Text>
                <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-green-7)" />} style={{ flex: 1 }}>
                  {plan.features.slice(0, 4).map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                {plan.key === suggestedPlan && !isCurrent && (
                  <Badge variant="light" w="fit-content">
                    Next plan up
                  </Badge>
                )}
                <Button
                  fullWidth
                  variant={isCurrent ? 'default' : 'filled'}
                  disabled={isCurrent || pendingPlan !== null}
                  loading={pendingPlan === plan.key}
                  onClick={() => void choose(plan)}
                  aria-label={isCurrent ? `${plan.name}: Current Plan` : `Choose ${plan.name}`}
                >
                  {isCurrent ? 'Current Plan' : hasPaidSubscription ? `Switch to ${plan.name}` : `Choose ${plan.name}`}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center">
        {hasPaidSubscription
          ? 'The change takes effect now; the difference is prorated on your next invoice.'
          : 'You continue to a checkout that shows the price and any free trial before you pay.'}
      </Text>
    </Stack>
  );
}
