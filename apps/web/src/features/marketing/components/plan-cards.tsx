import { ANNUAL_SAVINGS_PERCENT, formatUsd, PLANS, type BillingInterval, type Plan, type PlanKey } from '@cohost/shared';
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import classes from './landing.module.css';

const INTERVALS: ReadonlyArray<{ value: BillingInterval; label: string }> = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: `Annual (save ${ANNUAL_SAVINGS_PERCENT}%)` },
];

/**
 * Monthly / annual as two pressed-or-not buttons. (Mantine's SegmentedControl measures its
 * indicator on every render, which cost the landing page a tenth of a second on a phone.)
 */
export function IntervalToggle({ value, onChange }: { value: BillingInterval; onChange(value: BillingInterval): void }) {
  return (
    <Group justify="center" mb="xl">
      <Button.Group aria-label="Billing period">
        {INTERVALS.map((interval) => (
          <Button
            key={interval.value}
            radius="xl"
            size="md"
            variant={interval.value === value ? 'filled' : 'default'}
            aria-pressed={interval.value === value}
            onClick={() => onChange(interval.value)}
          >
            {interval.label}
          </Button>
        ))}
      </Button.Group>
    </Group>
  );
}

interface PlanCardsProps {
  interval: BillingInterval;
  /** Shown as the price: e.g. the founder discount taken off (percent), or none. */
  discountPercent?: number;
  /** The subscriber's plan, marked 'Current Plan'. */
  currentPlan?: PlanKey | null;
  /** The card's call to action; nothing for cards that only show prices. */
  renderAction?(plan: Plan): ReactNode;
  /** Heading level of the plan names (h3 under a section's h2; h2 directly under a page's h1). */
  headingOrder?: 2 | 3;
}

/** The three plans of the one catalogue (DESIGN §1); every price comes from it. */
export function PlanCards({ interval, discountPercent = 0, currentPlan = null, renderAction, headingOrder = 3 }: PlanCardsProps) {
  return (
    <div className={`${classes.list} ${classes.threeColumns}`}>
      {PLANS.map((plan) => {
        const monthly = interval === 'month' ? plan.monthlyCents : plan.annualMonthlyCents;
        const price = Math.round((monthly * (100 - discountPercent)) / 100);
        const isCurrent = currentPlan === plan.key;
        return (
          <Card
            key={plan.key}
            withBorder
            radius="lg"
            padding="xl"
            shadow={plan.isPopular ? 'md' : undefined}
            style={plan.isPopular ? { borderColor: 'var(--mantine-color-indigo-6)', borderWidth: 2 } : undefined}
            aria-labelledby={`plan-${plan.key}`}
            component="article"
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="center" mih={26}>
                <Title order={headingOrder} fz="xl" id={`plan-${plan.key}`}>
                  {plan.name}
                </Title>
                {isCurrent ? (
                  <Badge color="green.9">Current Plan</Badge>
                ) : plan.isPopular ? (
                  <Badge color="indigo.7">Most Popular</Badge>
                ) : null}
              </Group>
              <Text c="dimmed" size="sm" mih={40}>
                {plan.description}
              </Text>
              <div>
                {plan.isStartingAt && (
                  <Text size="sm" c="dimmed">
                    Starting at
                  </Text>
                )}
                <Group gap={6} align="baseline">
                  <Text fz={40} fw={800} lh={1} data-testid={`price-${plan.key}`}>
                    {formatUsd(price)}
                  </Text>
                  <Text c="dimmed">/month</Text>
                  {discountPercent > 0 && (
                    <Text c="dimmed" td="line-through" size="sm" aria-label={`instead of ${formatUsd(monthly)}`}>
                      {formatUsd(monthly)}
                    </Text>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {interval === 'year' ? `Billed annually (${formatUsd(price * 12)} a year)` : 'Billed monthly'} · {plan.listingsLabel}
                </Text>
              </div>
              <List
                spacing={6}
                size="sm"
                styles={{ itemLabel: { lineHeight: 1.45 } }}
                center
                icon={
                  <ThemeIcon size={20} radius="xl" color="green.8" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
                style={{ flex: 1 }}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              {renderAction?.(plan)}
            </Stack>
          </Card>
        );
      })}
    </div>
  );
}
