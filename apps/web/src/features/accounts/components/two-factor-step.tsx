import { Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { useVerifyTwoFactorCode } from '../api/verify-two-factor-code';
import { validateCode } from '../domain/auth-validation';
import { toastError } from '../../../lib/toast';
import { CodeInput } from './code-input';
import { SubmitButton } from './submit-button';

/** Accounts with an authenticator app finish signing in with its current code. */
export function TwoFactorStep({ onVerified }: { onVerified(): void }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const verify = useVerifyTwoFactorCode();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = validateCode(code);
    setCodeError(error);
    if (error) return;
    try {
      await verify.mutateAsync(code);
      onVerified();
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.invalidCode, failed: ACCOUNTS_TEXTS.failedToSignIn }));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CodeInput
          label="Authenticator code"
          description="The 6-digit code your authenticator app shows for Cohost."
          value={code}
          onChange={setCode}
          error={codeError}
          size="md"
          autoFocus
        />
        <SubmitButton label="Verify" isPending={verify.isPending} />
      </Stack>
    </form>
  );
}
