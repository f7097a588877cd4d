import { Alert, Anchor, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ACCOUNTS_TEXTS, CONFIRMATION_REDIRECT_DELAY_MS, PAYMENT_STEP_PATH } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { isAlreadyConfirmedError, useSendConfirmationEmail } from '../api/send-confirmation-email';
import { useEmailConfirmedWatch } from '../api/use-email-confirmed-watch';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';

/**
 * The two waiting screens of the brief: /email-confirmation moves on 2 seconds after the
 * confirmation, /confirm-email at once and links back to sign-up.
 */
export type ConfirmationScreen = 'email-confirmation' | 'confirm-email';

const SCREENS = {
  'email-confirmation': {
    missingEmail: ACCOUNTS_TEXTS.emailNotFound,
    resent: ACCOUNTS_TEXTS.confirmationEmailSent,
    redirectDelayMs: CONFIRMATION_REDIRECT_DELAY_MS,
  },
  'confirm-email': {
    missingEmail: ACCOUNTS_TEXTS.emailAddressNotFound,
    resent: ACCOUNTS_TEXTS.confirmationEmailResent,
    redirectDelayMs: 0,
  },
} as const;

export function EmailConfirmationWait({ screen, email }: { screen: ConfirmationScreen; email: string | null }) {
  const settings = SCREENS[screen];
  const navigate = useNavigate();
  const isConfirmed = useEmailConfirmedWatch(email);
  const resend = useSendConfirmationEmail();
  const [isLeaving, setIsLeaving] = useState(false);
  const hasReactedToMissingEmail = useRef(false);

  useEffect(() => {
    if (email || screen !== 'confirm-email' || hasReactedToMissingEmail.current) return;
    hasReactedToMissingEmail.current = true;
    toastError(settings.missingEmail);
    void navigate('/signup', { replace: true });
  }, [email, screen, settings.missingEmail, navigate]);

  useEffect(() => {
    if (!isConfirmed) return;
    toastSuccess(ACCOUNTS_TEXTS.emailVerifiedRedirecting);
    const timer = window.setTimeout(() => void navigate(PAYMENT_STEP_PATH), settings.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [isConfirmed, settings.redirectDelayMs, navigate]);

  async function handleResend() {
    if (!email) {
      toastError(settings.missingEmail);
      return;
    }
    try {
      await resend.mutateAsync(email);
      toastSuccess(settings.resent);
    } catch (failure) {
      if (isAlreadyConfirmedError(failure)) {
        toastSuccess(ACCOUNTS_TEXTS.emailAlreadyConfirmed);
        setIsLeaving(true);
        await navigate(PAYMENT_STEP_PATH);
        return;
      }
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.failedToResendEmail, failed: ACCOUNTS_TEXTS.failedToResendEmailTryAgain }));
    }
  }

  if (!email) {
    return (
      <AuthFrame title="Confirm Your Email">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
          {settings.missingEmail}
        </Alert>
        <Button component={Link} to="/signup" fullWidth size="md">
          Back to sign up
        </Button>
      </AuthFrame>
    );
  }

  if (isConfirmed || isLeaving) {
    return (
      <AuthFrame title="Confirm Your Email">
        <Stack align="center" ta="center" gap="sm" role="status">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>Email verified!</Text>
          <Text size="sm" c="dimmed">
            Taking you to the next step…
          </Text>
        </Stack>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Confirm Your Email" description="One last step before you can sign in.">
      <Stack align="center" ta="center" gap="md">
        <Center role="status" aria-label="Waiting for your confirmation">
          <Loader size="lg" />
        </Center>
        <Text>
          We sent a confirmation link to <strong>{email}</strong>.
        </Text>
        <Text size="sm" c="dimmed">
          Open the link in this browser; this page moves on by itself once your email is confirmed. Nothing in your
          inbox? Check the spam folder, or send the email again.
        </Text>
      </Stack>
      <Button variant="default" size="md" fullWidth onClick={handleResend} disabled={resend.isPending}>
        {resend.isPending ? ACCOUNTS_TEXTS.loading : 'Resend Email'}
      </Button>
      {screen === 'confirm-email' && (
        <Text size="sm" ta="center">
          Wrong address?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Back to sign up
          </Anchor>
        </Text>
      )}
    </AuthFrame>
  );
}
