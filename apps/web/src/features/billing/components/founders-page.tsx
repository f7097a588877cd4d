import { FOUNDERS_FEE_CENTS, FOUNDERS_HOLD_MINUTES, FOUNDERS_TOTAL_SPOTS, formatUsd } from '@cohost/shared';
import { Alert, Anchor, Button, Container, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCrown, IconMail, IconReceiptRefund } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { toastSuccess } from '../../../lib/toast';
import { useFoundersCount } from '../api/get-founders-count';
import { BILLING_TEXTS } from '../billing-texts';
import { isRefundStatus, useFounderMembership, type FounderMembership } from '../api/get-founder-membership';
import { formatDate } from '../domain/subscription-summary';
import { claimWelcome } from '../domain/welcomed-sessions';
import { FounderPayButton } from './founder-pay-button';
import { FoundersBenefits } from './founders-benefits';
import { RegisteredAs } from './registered-as';

/** After the checkout's redirect the webhook may land a moment later: poll this often, this long. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_TIMEOUT_MS = 60_000;
/** While the checkout is open in another tab, this page looks now and then whether it was paid. */
const OTHER_TAB_POLL_MS = 4_000;

interface FoundersPageProps {
  /** Who is signed in (keys the membership query). */
  signedInAs: string;
  /** The account's email or phone, shown when the membership carries no email. */
  contact: string | null;
}

/**
 * /founders-thank-you (brief §2, §4): the join state with the $1 payment, the member state, and
 * in between the wait for the payment to be confirmed after the checkout sends the user back.
 */
export function FoundersPage({ signedInAs, contact }: FoundersPageProps) {
  const [searchParams] = useSearchParams();
  const isBackFromPayment = searchParams.get('success') === 'true';
  const sessionId = searchParams.get('session_id');
  const isOnWayToPayment = searchParams.get('redirect_to_payment') === 'true';
  const [isPayingElsewhere, setIsPayingElsewhere] = useState(false);
  const [hasConfirmTimedOut, setHasConfirmTimedOut] = useState(false);

  useEffect(() => {
    if (!isBackFromPayment) return;
    const timer = setTimeout(() => setHasConfirmTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isBackFromPayment]);

  const pollMs = isBackFromPayment && !hasConfirmTimedOut ? CONFIRM_POLL_MS : isPayingElsewhere ? OTHER_TAB_POLL_MS : false;
  const membership = useFounderMembership(signedInAs, { pollUntilSettledMs: pollMs });
  const data = membership.data;
  const isMember = data?.isMember ?? false;
  const isRefunded = isRefundedPayment(data);

  useEffect(() => {
    // Once per checkout: a reload of the same address does not repeat it.
    if (isMember && isBackFromPayment && claimWelcome(sessionId ?? 'founders')) toastSuccess(BILLING_TEXTS.foundersWelcome);
  }, [isMember, isBackFromPayment, sessionId]);

  const registeredAs = data?.email ?? contact;

  if (membership.isPending) return <PageLoader />;
  if (membership.isError) {
    return (
      <FoundersFrame icon={<IconAlertTriangle size={32} stroke={1.6} />} title="Founders Circle" color="red">
        <Alert color="red" variant="light" w="100%" ta="left">
          {membership.error.message}
        </Alert>
        <Button variant="default" onClick={() => void membership.refetch()} loading={membership.isFetching}>
          Try again
        </Button>
      </FoundersFrame>
    );
  }
  if (isMember) return <FoundersMember registeredAs={registeredAs} paidAt={data?.paidAt ?? null} />;
  if (isBackFromPayment) {
    if (isRefunded) return <FoundersRefunded registeredAs={registeredAs} payment={data?.latestPayment ?? null} />;
    if (!hasConfirmTimedOut) return <FoundersConfirming registeredAs={registeredAs} />;
    return <FoundersNotConfirmed registeredAs={registeredAs} onCheckAgain={() => void membership.refetch()} isChecking={membership.isFetching} />;
  }
  // The brief's rule: a signed-in non-member who is not on the way to or back from paying goes home.
  if (!isOnWayToPayment) return <Navigate to="/" replace />;
  return (
    <FoundersJoin
      registeredAs={registeredAs}
      refundedPayment={isRefundedPaymentOf(data)}
      isPayingElsewhere={isPayingElsewhere}
      onPaymentStarted={() => setIsPayingElsewhere(true)}
    />
  );
}

type LatestPayment = NonNullable<FounderMembership['latestPayment']>;

function isRefundedPayment(membership: FounderMembership | undefined): boolean {
  return Boolean(membership && !membership.isMember && isRefundStatus(membership.latestPayment?.status));
}

function isRefundedPaymentOf(membership: FounderMembership | undefined): LatestPayment | null {
  return isRefundedPayment(membership) ? (membership?.latestPayment ?? null) : null;
}

function FoundersFrame({ icon, title, color, children }: { icon: ReactNode; title: string; color?: string; children: ReactNode }) {
  return (
    <Container size="md" px="md" py={{ base: 40, md: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

function FoundersJoin({
  registeredAs,
  refundedPayment,
  isPayingElsewhere,
  onPaymentStarted,
}: {
  registeredAs: string | null;
  refundedPayment: LatestPayment | null;
  isPayingElsewhere: boolean;
  onPaymentStarted(): void;
}) {
  const count = useFoundersCount();
  const spots = count.data;
  const isFull = spots?.spotsLeft === 0;
  const hasEnded = spots !== undefined && !isFull && !spots.isOpen;
  const fee = formatUsd(FOUNDERS_FEE_CENTS);

  return (
    <FoundersFrame icon={<IconCrown size={32} stroke={1.6} />} title="Founders Circle">
      <Text size="lg" c="dimmed" maw={620}>
        Join the first {spots?.total ?? FOUNDERS_TOTAL_SPOTS} hosts shaping Cohost, for a one-time payment of {fee}.
      </Text>
      <RegisteredAs contact={registeredAs} />
      {refundedPayment && <RefundNotice payment={refundedPayment} />}
      <FoundersBenefits />

      <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
        <Stack gap="sm" align="center">
          {isFull ? (
            <Alert color="yellow" variant="light" title="The Founders Circle is full" ta="left" w="100%">
              All {spots.total} spots are taken, so no payment can be made. You can still try any plan for free from the pricing page.
            </Alert>
          ) : hasEnded ? (
            <Alert color="yellow" variant="light" title="The Founders Circle offer has ended" ta="left" w="100%">
              The offer closed on {formatDate(spots.endsAt)}. You can still try any plan for free from the pricing page.
            </Alert>
          ) : (
            <>
              <Text fw={600} data-testid="founders-spots">
                {spots ? `${spots.spotsLeft} of ${spots.total} spots left` : count.isError ? 'Limited spots' : 'Counting spots…'}
              </Text>
              <FounderPayButton label={`Secure Your Spot for ${fee}`} size="lg" fullWidth onStarted={onPaymentStarted} />
              <Text size="sm" c="dimmed">
                One-time payment of {fee}. Your spot is held for {FOUNDERS_HOLD_MINUTES} minutes while you pay.
              </Text>
              {isPayingElsewhere && (
                <Group gap="xs" justify="center" role="status">
                  <Loader size="xs" />
                  <Text size="sm">The checkout is open in another tab. This page updates once your payment is confirmed.</Text>
                </Group>
              )}
            </>
          )}
          {(isFull || hasEnded) && (
            <Button component={Link} to="/pricing" variant="default">
              See plans
            </Button>
          )}
        </Stack>
      </Paper>
    </FoundersFrame>
  );
}

function RefundNotice({ payment }: { payment: LatestPayment }) {
  const amount = formatUsd(payment.amountCents);
  const isDone = payment.status === 'refunded';
  return (
    <Alert color="yellow" variant="light" icon={<IconReceiptRefund size={20} />} title={isDone ? `Your ${amount} payment was refunded` : `Your ${amount} payment is being refunded`} ta="left" w="100%" maw={620}>
      {payment.refundReason ?? 'Every spot was taken by the time your payment completed, so it was refunded in full.'}{' '}
      {isDone ? `Refunded on ${formatDate(payment.updatedAt)}.` : 'Your bank shows it within a few days.'}
    </Alert>
  );
}

function FoundersMember({ registeredAs, paidAt }: { registeredAs: string | null; paidAt: string | null }) {
  return (
    <FoundersFrame icon={<IconCircleCheck size={32} stroke={1.6} />} title="You're In!" color="green">
      <Text size="lg" c="dimmed" maw={620}>
        Welcome to the Founders Circle{paidAt ? `, a member since ${formatDate(paidAt)}` : ''}. Thank you for backing Cohost early.
      </Text>
      <RegisteredAs contact={registeredAs} />
      <Paper withBorder radius="lg" p="lg" w="100%" maw={620} ta="left">
        <Title order={2} size="h4" mb="sm">
          What happens next
        </Title>
        <List spacing="sm" icon={<ThemeIcon size={24} radius="xl" variant="light" aria-hidden><IconMail size={14} /></ThemeIcon>}>
          <List.Item>
            We will send an email{registeredAs ? <> to <strong style={{ overflowWrap: 'anywhere' }}>{registeredAs}</strong></> : null} as soon as the platform is ready for you.
          </List.Item>
          <List.Item>Your lifetime founder discount is saved to your account and applies to any plan you choose.</List.Item>
          <List.Item>You get VIP support and early looks at new features to give us feedback on.</List.Item>
        </List>
      </Paper>
      <FoundersBenefits />
      <Button component={Link} to="/dashboard" size="md">
        Go to your dashboard
      </Button>
    </FoundersFrame>
  );
}

function FoundersConfirming({ registeredAs }: { registeredAs: string | null }) {
  return (
    <FoundersFrame icon={<Loader size={28} />} title="Founders Circle">
      <Stack gap={6} align="center" role="status" aria-live="polite">
        <Text size="lg" fw={600}>
          Confirming your payment…
        </Text>
        <Text c="dimmed" maw={520}>
          We are waiting for the payment provider to confirm your payment. This usually takes a few seconds.
        </Text>
      </Stack>
      <RegisteredAs contact={registeredAs} />
    </FoundersFrame>
  );
}

function FoundersNotConfirmed({ registeredAs, onCheckAgain, isChecking }: { registeredAs: string | null; onCheckAgain(): void; isChecking: boolean }) {
  return (
    <FoundersFrame icon={<IconAlertTriangle size={32} stroke={1.6} />} title="Founders Circle" color="yellow">
      <Alert color="yellow" variant="light" title="Your payment is not confirmed yet" ta="left" w="100%" maw={620}>
        We have not heard from the payment provider yet. If you were charged, your membership appears here as soon as it
        confirms the payment; if it fails, the payment is refunded.
      </Alert>
      <RegisteredAs contact={registeredAs} />
      <Group justify="center">
        <Button onClick={onCheckAgain} loading={isChecking}>
          Check again
        </Button>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Group>
    </FoundersFrame>
  );
}

function FoundersRefunded({ registeredAs, payment }: { registeredAs: string | null; payment: LatestPayment | null }) {
  return (
    <FoundersFrame icon={<IconReceiptRefund size={32} stroke={1.6} />} title="Founders Circle" color="yellow">
      {payment && <RefundNotice payment={payment} />}
      <RegisteredAs contact={registeredAs} />
      <Text c="dimmed" maw={560}>
        You are not charged anything. You can still try any plan for free.
      </Text>
      <Group justify="center">
        <Button component={Link} to="/pricing">
          See plans
        </Button>
        <Button component={Link} to="/" variant="default">
          Back to Home
        </Button>
      </Group>
    </FoundersFrame>
  );
}
