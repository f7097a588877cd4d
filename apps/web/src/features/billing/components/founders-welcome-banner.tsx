import { Anchor, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconConfetti, IconReceiptRefund } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { toastSuccess } from '../../../lib/toast';
import { isRefundStatus, useFounderMembership } from '../api/get-founder-membership';
import { BILLING_TEXTS } from '../billing-texts';
import { claimWelcome } from '../domain/welcomed-sessions';

const CONFIRM_POLL_MS = 2_000;
const CONFIRM_TIMEOUT_MS = 60_000;

interface FoundersWelcomeBannerProps {
  signedInAs: string;
  /** The checkout the user came back from (query `session_id`). */
  sessionId: string;
}

/**
 * The welcome page's Founders banner (brief §2), shown when the user comes back from the
 * founders payment: it welcomes a member only once the payment is confirmed, waits for the
 * confirmation meanwhile, and says so honestly when the payment was refunded.
 */
export function FoundersWelcomeBanner({ signedInAs, sessionId }: FoundersWelcomeBannerProps) {
  const [hasConfirmTimedOut, setHasConfirmTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasConfirmTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  const membership = useFounderMembership(signedInAs, { pollUntilSettledMs: hasConfirmTimedOut ? false : CONFIRM_POLL_MS });
  const isMember = membership.data?.isMember ?? false;
  const latest = membership.data?.latestPayment;

  useEffect(() => {
    if (isMember && claimWelcome(sessionId)) toastSuccess(BILLING_TEXTS.foundersWelcome);
  }, [isMember, sessionId]);

  if (membership.isError) return null;
  if (isMember) {
    return (
      <Banner tone="indigo" icon={<IconConfetti size={26} />} title="Welcome to the Founders Circle!">
        Thank you for your support. Founders get early access, a lifetime founder discount, VIP support and a say in what we
        build next. We will email you as soon as the platform is ready.
      </Banner>
    );
  }
  if (latest && isRefundStatus(latest.status)) {
    return (
      <Banner tone="yellow" icon={<IconReceiptRefund size={26} />} title="Your Founders Circle payment was refunded">
        {latest.refundReason ?? 'Every spot was taken by the time your payment completed, so it was refunded in full.'}
      </Banner>
    );
  }
  if (membership.isPending || !hasConfirmTimedOut) {
    return (
      <Banner tone="gray" icon={<Loader size={22} color="white" />} title="Confirming your Founders Circle payment…">
        We are waiting for the payment provider to confirm your payment. This usually takes a few seconds.
      </Banner>
    );
  }
  return (
    <Banner tone="yellow" icon={<IconAlertTriangle size={26} />} title="Your Founders Circle payment is not confirmed yet">
      We have not heard from the payment provider yet. Your membership appears on the{' '}
      <Anchor component={Link} to={`/founders-thank-you?success=true&session_id=${encodeURIComponent(sessionId)}`} inherit>
        Founders Circle page
      </Anchor>{' '}
      as soon as it does.
    </Banner>
  );
}

function Banner({ tone, icon, title, children }: { tone: 'indigo' | 'yellow' | 'gray'; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper radius="lg" p="lg" bg={`${tone}.0`} withBorder style={{ borderColor: `var(--mantine-color-${tone}-2)` }} role="status">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" color={tone === 'gray' ? 'indigo' : tone} aria-hidden style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm">{children}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
