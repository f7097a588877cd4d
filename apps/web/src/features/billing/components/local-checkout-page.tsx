import { FOUNDERS_FEE_CENTS, LOCAL_TEST_CARDS, formatUsd } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconClockX, IconCircleCheck, IconFlask } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { toastError } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import { useCancelLocalCheckout } from '../api/cancel-local-checkout';
import { useLocalCheckout, type LocalCheckout } from '../api/get-local-checkout';
import { usePayLocalCheckout } from '../api/pay-local-checkout';
import { formatDate } from '../domain/subscription-summary';
import { formatCardNumber, type CardInput } from '../domain/card-input';
import { CardForm, type PickedTestCard } from './card-form';

const TEST_CARDS = [
  { number: LOCAL_TEST_CARDS.success, outcome: 'Payment succeeds' },
  { number: LOCAL_TEST_CARDS.declined, outcome: 'Card declined' },
  { number: LOCAL_TEST_CARDS.insufficientFunds, outcome: 'Insufficient funds' },
  { number: LOCAL_TEST_CARDS.expiredCard, outcome: 'Expired card' },
] as const;

/** Money as the checkout states it: US dollars the house way, other currencies by the browser. */
function formatMoney(cents: number, currency: string): string {
  if (currency.toLowerCase() === 'usd') return formatUsd(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

function submitLabelOf(checkout: LocalCheckout): string {
  if (checkout.mode === 'setup') return 'Save card';
  if (checkout.mode === 'subscription' && checkout.dueTodayCents === 0) return 'Start trial';
  return `Pay ${formatMoney(checkout.dueTodayCents, checkout.currency)}`;
}

/** Where to start again after an expired checkout, by what it was for. */
function restartLinkOf(checkout: LocalCheckout): { to: string; label: string } {
  if (checkout.mode === 'payment') return { to: '/founders-thank-you?redirect_to_payment=true', label: `Start a new ${formatUsd(FOUNDERS_FEE_CENTS)} payment` };
  if (checkout.mode === 'setup') return { to: '/billing', label: 'Back to Billing' };
  return { to: '/pricing', label: 'Back to Pricing' };
}

/**
 * /checkout?session=<id>: the built-in payment provider's own checkout page. It takes no real
 * money: the documented test card numbers decide the outcome, and the server then emits the same
 * events a Stripe webhook would.
 */
export function LocalCheckoutPage({ sessionId }: { sessionId: string | null }) {
  if (!sessionId) {
    return (
      <CheckoutFrame>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="No checkout to show">
          This address does not name a checkout. Start the payment again from the page you came from.
        </Alert>
        <Button component={Link} to="/" variant="default" w="fit-content">
          Back to Home
        </Button>
      </CheckoutFrame>
    );
  }
  return <LocalCheckoutSession sessionId={sessionId} />;
}

function LocalCheckoutSession({ sessionId }: { sessionId: string }) {
  const checkout = useLocalCheckout(sessionId);
  const pay = usePayLocalCheckout();
  const cancel = useCancelLocalCheckout();
  const [isLeaving, setIsLeaving] = useState(false);
  const [pickedTestCard, setPickedTestCard] = useState<PickedTestCard | null>(null);

  if (checkout.isPending) return <PageLoader />;
  if (checkout.isError) {
    return (
      <CheckoutFrame>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="This checkout cannot be shown">
          {checkout.error.message}
        </Alert>
        <Button component={Link} to="/" variant="default" w="fit-content">
          Back to Home
        </Button>
      </CheckoutFrame>
    );
  }

  const session = checkout.data;

  async function handlePay(card: CardInput) {
    try {
      const result = await pay.mutateAsync({ sessionId, card });
      setIsLeaving(true);
      window.location.assign(result.redirectUrl);
    } catch (error) {
      toastError(describeBillingError(error, 'The payment could not be sent. Check your connection and try again.'));
    }
  }

  async function handleCancel() {
    try {
      const result = await cancel.mutateAsync(sessionId);
      setIsLeaving(true);
      window.location.assign(result.redirectUrl);
    } catch (error) {
      toastError(describeBillingError(error, 'The checkout could not be cancelled. Check your connection and try again.'));
    }
  }

  return (
    <CheckoutFrame>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <OrderSummary checkout={session} />
        <Paper withBorder radius="lg" p="lg">
          {session.status === 'open' ? (
            <Stack gap="md">
              <Title order={2} size="h4">
                {session.mode === 'setup' ? 'Your new card' : 'Pay with card'}
              </Title>
              <CardForm
                submitLabel={submitLabelOf(session)}
                isSubmitting={pay.isPending || isLeaving}
                pickedTestCard={pickedTestCard}
                onSubmit={(card) => void handlePay(card)}
              />
              <Group justify="center">
                <Anchor component="button" type="button" size="sm" onClick={() => void handleCancel()} disabled={cancel.isPending || isLeaving}>
                  Cancel and go back
                </Anchor>
              </Group>
            </Stack>
          ) : session.status === 'complete' ? (
            <Stack gap="md">
              <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title="This checkout is complete">
                It has already been paid, so nothing more is charged.
              </Alert>
              <Button component={Link} to="/dashboard" variant="default" w="fit-content">
                Go to your dashboard
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Alert color="yellow" variant="light" icon={<IconClockX size={20} />} title="This checkout has expired">
                It expired on {formatDate(session.expiresAt)} at {new Date(session.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })} before it was paid; nothing was charged.
              </Alert>
              <Button component={Link} to={restartLinkOf(session).to} w="fit-content">
                {restartLinkOf(session).label}
              </Button>
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
      {session.status === 'open' && <TestCardsNote onPick={(number) => setPickedTestCard({ number })} />}
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" px="md" py={{ base: 32, md: 64 }}>
      <Stack gap="lg">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Checkout
          </Title>
          <Badge color="orange" variant="light" leftSection={<IconFlask size={14} />}>
            Test mode
          </Badge>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

function OrderSummary({ checkout }: { checkout: LocalCheckout }) {
  const money = (cents: number) => formatMoney(cents, checkout.currency);
  // A single line that only repeats the description adds nothing.
  const hasOwnLines = checkout.lines.length > 1 || (checkout.lines.length === 1 && checkout.lines[0]?.label !== checkout.description);
  return (
    <Paper withBorder radius="lg" p="lg" bg="gray.0">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {checkout.mode === 'setup' ? 'You are adding' : checkout.mode === 'subscription' ? 'You are subscribing to' : 'You are buying'}
          </Text>
          <Title order={2} size="h4" data-testid="checkout-description">
            {checkout.description}
          </Title>
        </div>
        {hasOwnLines && (
          <Table aria-label="What is bought" withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
            <Table.Tbody>
              {checkout.lines.map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.amountCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {checkout.trialDays > 0 && (
          <Text size="sm">
            Free for {checkout.trialDays} days; the first payment is taken when the trial ends, unless you cancel before.
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Due today</Text>
          <Text fw={700} fz="xl" data-testid="checkout-due-today">
            {money(checkout.dueTodayCents)} <Text span size="sm" c="dimmed" fw={400}>{checkout.currency.toUpperCase()}</Text>
          </Text>
        </Group>
        {checkout.mode === 'setup' && (
          <Text size="sm">Nothing is charged now: the card pays your subscription from its next payment on.</Text>
        )}
        {checkout.customerEmail && checkout.mode !== 'setup' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Receipt to <strong>{checkout.customerEmail}</strong>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function TestCardsNote({ onPick }: { onPick(number: string): void }) {
  return (
    <Alert color="blue" variant="light" icon={<IconFlask size={20} />} title="This checkout takes no real money">
      <Text size="sm" mb="xs">
        Cohost is running its built-in payment provider. Use one of these test card numbers, with any future expiry
        date and any 3-digit CVC (select a number to fill it in):
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Test cards">
        {TEST_CARDS.map((card) => (
          <Group component="li" key={card.number} gap="xs" wrap="wrap">
            <UnstyledButton onClick={() => onPick(card.number)} aria-label={`Use test card ${formatCardNumber(card.number)}`}>
              <Text span ff="monospace" size="sm" fw={600} c="blue.8" td="underline">
                {formatCardNumber(card.number)}
              </Text>
            </UnstyledButton>
            <Text span size="sm">
              {card.outcome}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
