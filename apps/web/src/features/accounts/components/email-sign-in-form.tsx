import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { useSendConfirmationEmail } from '../api/send-confirmation-email';
import { isEmailNotConfirmedError, useSignInWithEmail } from '../api/sign-in-with-email';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';
import { BackToOptions } from './back-to-options';
import { SubmitButton } from './submit-button';
import { TwoFactorStep } from './two-factor-step';

interface EmailSignInFormProps {
  onSignedIn(): void;
  onCreateAccount(): void;
  onBack(): void;
  autoFocus?: boolean;
}

export function EmailSignInForm({ onSignedIn, onCreateAccount, onBack, autoFocus }: EmailSignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const signIn = useSignInWithEmail();
  const resend = useSendConfirmationEmail();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setUnconfirmedEmail(null);
    try {
      const outcome = await signIn.mutateAsync({ email, password });
      if (outcome === 'two-factor') setNeedsTwoFactor(true);
      else onSignedIn();
    } catch (failure) {
      if (isEmailNotConfirmedError(failure)) setUnconfirmedEmail(email.trim());
      else toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.authenticationFailed, failed: ACCOUNTS_TEXTS.failedToSignIn }));
    }
  }

  async function handleResend(address: string) {
    try {
      await resend.mutateAsync(address);
      toastSuccess(ACCOUNTS_TEXTS.confirmationEmailSent);
      await navigate(`/email-confirmation?email=${encodeURIComponent(address)}`);
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.failedToResendEmail, failed: ACCOUNTS_TEXTS.failedToResendEmailTryAgain }));
    }
  }

  if (needsTwoFactor) {
    return (
      <AuthFrame title="Two-Factor Authentication" description="Your account asks for a second step to sign in.">
        <TwoFactorStep onVerified={onSignedIn} />
        <BackToOptions onClick={onBack} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Welcome Back" description="Sign in with your email and password.">
      {unconfirmedEmail && (
        <Alert color="yellow" variant="light" icon={<IconMailExclamation size={20} aria-hidden />} title="Confirm your email first">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {unconfirmedEmail} is not confirmed yet. Open the link we emailed you, or get a new one.
            </Text>
            <Button size="xs" variant="white" onClick={() => handleResend(unconfirmedEmail)} disabled={resend.isPending}>
              {resend.isPending ? ACCOUNTS_TEXTS.loading : 'Resend confirmation email'}
            </Button>
          </Stack>
        </Alert>
      )}
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            size="md"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoFocus={autoFocus}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              size="md"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
              Forgot password?
            </Anchor>
          </Stack>
          <SubmitButton label="Sign In" isPending={signIn.isPending} />
        </Stack>
      </form>
      <Group justify="center" gap={4}>
        <Text size="sm" c="dimmed">
          Don&apos;t have an account?
        </Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onCreateAccount}>
          Create Account
        </Anchor>
      </Group>
      <BackToOptions onClick={onBack} />
    </AuthFrame>
  );
}
