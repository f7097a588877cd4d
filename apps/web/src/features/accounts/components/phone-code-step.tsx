import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { CODE_LENGTH, validateCode } from '../domain/auth-validation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { CodeInput } from './code-input';
import { SubmitButton } from './submit-button';

interface PhoneCodeStepProps {
  phoneNumber: string;
  /** Names the account when this step finishes a sign-up. */
  fullName?: string;
  onChangeNumber(): void;
  onVerified(): void;
}

/** The second step of phone sign-in and sign-up: the 6-digit code we texted. */
export function PhoneCodeStep({ phoneNumber, fullName, onChangeNumber, onVerified }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const verify = useVerifyPhoneCode();
  const resend = useSendPhoneCode();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = validateCode(code);
    setCodeError(error);
    if (error) return;
    try {
      await verify.mutateAsync({ phoneNumber, code, fullName });
      onVerified();
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.invalidCode, failed: ACCOUNTS_TEXTS.failedToSignIn }));
    }
  }

  async function handleResend() {
    try {
      await resend.mutateAsync(phoneNumber);
      setCode('');
      setCodeError(undefined);
      toastSuccess(ACCOUNTS_TEXTS.newCodeSent);
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.failedToResendCode, failed: ACCOUNTS_TEXTS.failedToResendCode }));
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        We texted a {CODE_LENGTH}-digit code to <strong>{phoneNumber}</strong>.
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <CodeInput
            label="Verification code"
            value={code}
            onChange={setCode}
            error={codeError}
            placeholder="123456"
            size="md"
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            data-autofocus
            autoFocus
          />
          <SubmitButton label="Verify" isPending={verify.isPending} />
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" size="sm" px={4} onClick={onChangeNumber}>
          {ACCOUNTS_TEXTS.changePhoneNumber}
        </Button>
        <Button variant="subtle" size="sm" px={4} onClick={handleResend} disabled={resend.isPending}>
          {resend.isPending ? ACCOUNTS_TEXTS.loading : 'Resend code'}
        </Button>
      </Group>
    </Stack>
  );
}
