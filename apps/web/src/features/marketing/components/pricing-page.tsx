import { BILLING_OFF_TEXT, FREE_TRIAL_DAYS, type BillingInterval, type Plan, type PlanKey } from '@cohost/shared';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { IconGift } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { IntervalToggle, PlanCards } from './plan-cards';

interface PricingPageProps {
  renderAction(plan: Plan, interval: BillingInterval): ReactNode;
  currentPlan: PlanKey | null;
  /** Percent taken off the shown prices (a founder's lifetime discount), 0 for none. */
  discountPercent: number;
  /** Messages above the plans: a cancelled checkout, the trial in progress, the founder discount. */
  notices: ReactNode;
  /** Manage Subscription, for subscribers. */
  manageButton: ReactNode;
  bottomCta: { to: string; label: string };
  /** BILLING=off: nothing is sold, so no trial banner, no plans and no buy buttons; the page says billing is off. */
  isBillingOff?: boolean;
}

/** /pricing (brief §2): the free-trial banner, the three plans and the bottom call to action. */
export function PricingPage({ renderAction, currentPlan, discountPercent, notices, manageButton, bottomCta, isBillingOff = false }: PricingPageProps) {
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <Stack gap="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz={{ base: 34, sm: 46 }}>
            Pricing
          </Title>
          <Text size="lg" c="dimmed" maw={620}>
            {isBillingOff
              ? 'Every feature of every plan is included on this installation.'
              : 'One plan for each stage of your hosting business. Every feature you see is included; pay monthly or save with an annual plan.'}
          </Text>
        </Stack>

        {isBillingOff ? (
          <Alert
            variant="light"
            color="green"
            radius="lg"
            icon={<IconGift aria-hidden />}
            title="Billing is off"
            maw={720}
            mx="auto"
            w="100%"
            data-testid="pricing-billing-off"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {BILLING_OFF_TEXT} Nothing is for sale here: there is no trial, no property limit and nothing to pay.
          </Alert>
        ) : (
          <>
            <Alert
              variant="light"
              color="green"
              radius="lg"
              icon={<IconGift aria-hidden />}
              title={`${FREE_TRIAL_DAYS}-day free trial`}
              maw={720}
              mx="auto"
              w="100%"
              // Mantine's green title is below 4.5:1 on its own light background.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              Try the Growth plan free for {FREE_TRIAL_DAYS} days. No credit card required, and nothing is deleted if you decide not to continue.
            </Alert>

            {notices}

            <div>
              <IntervalToggle value={interval} onChange={setInterval} />
              <PlanCards interval={interval} discountPercent={discountPercent} currentPlan={currentPlan} headingOrder={2} renderAction={(plan) => renderAction(plan, interval)} />
              {manageButton && (
                <Group justify="center" mt="xl">
                  {manageButton}
                </Group>
              )}
            </div>
          </>
        )}

        <Paper radius="lg" p={{ base: 'lg', md: 'xl' }} bg="indigo.0" ta="center">
          <Stack align="center" gap="sm">
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {isBillingOff ? 'Questions?' : 'Questions before you choose?'}
            </Title>
            <Text c="dimmed" maw={560}>
              Read the answers to common questions, or write to the team from the FAQ page.
            </Text>
            <Group justify="center">
              <Button component={Link} to={bottomCta.to} size="md">
                {bottomCta.label}
              </Button>
              <Button component={Link} to="/faq" size="md" variant="default">
                Read the FAQ
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
