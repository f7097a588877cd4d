import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { AuthRequestError, describeAuthError } from '../api/auth-request-error';
import { useResetPassword } from '../api/reset-password';
import { validateNewPassword, type PasswordErrors } from '../domain/auth-validation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';
import { SubmitButton } from './submit-button';

const FAILED = 'Failed to reset password';

function InvalidLink() {
  return (
    <AuthFrame title="Reset Password">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
        This reset link is invalid or has expired. Ask for a new one.
      </Alert>
      <Button component={Link} to="/forgot-password" size="md" fullWidth>
        Request a new link
      </Button>
    </AuthFrame>
  );
}

/** The page the emailed link opens: better-auth redirects here with `?token=…` (or `?error=…`). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [isLinkInvalid, setIsLinkInvalid] = useState(!token);
  const reset = useResetPassword();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword || !token) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
      toastSuccess('Your password has been changed. Sign in with your new password.');
      await navigate('/login', { state: { mode: 'email-login' } });
    } catch (failure) {
      if (failure instanceof AuthRequestError && failure.code === 'INVALID_TOKEN') setIsLinkInvalid(true);
      else toastError(describeAuthError(failure, { refused: FAILED, failed: FAILED }));
    }
  }

  if (isLinkInvalid) return <InvalidLink />;

  return (
    <AuthFrame title="Reset Password" description="Choose a new password for your account. You will be signed out everywhere else.">
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            description="At least 6 characters."
            autoComplete="new-password"
            required
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            size="md"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            error={errors.confirmPassword}
          />
          <SubmitButton label="Reset Password" isPending={reset.isPending} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
