import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { describeAuthError } from '../api/auth-request-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastError } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';
import { SubmitButton } from './submit-button';

const FAILED = 'Failed to send the reset email';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await request.mutateAsync(email);
      setSentTo(email.trim());
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: FAILED, failed: FAILED }));
    }
  }

  return (
    <AuthFrame title="Forgot Password" description="Enter the email of your account and we'll send you a link to choose a new password.">
      {sentTo ? (
        // The same words whether or not an account has this address: nobody learns which.
        <Alert color="indigo" variant="light" icon={<IconMailForward size={20} aria-hidden />} title="Check your email" role="status">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link works for one hour.
        </Alert>
      ) : (
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
            />
            <SubmitButton label="Send Reset Link" isPending={request.isPending} />
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
