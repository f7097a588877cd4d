import { Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { useSendPhoneCode } from '../api/send-phone-code';
import { normalizePhoneNumber, PHONE_FORMAT_MESSAGE } from '../domain/auth-validation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';
import { BackToOptions } from './back-to-options';
import { PhoneCodeStep } from './phone-code-step';
import { SubmitButton } from './submit-button';

interface PhoneSignInProps {
  onSignedIn(): void;
  onBack(): void;
}

/** Phone sign-in in two steps; a number without an account gets one when its code checks out. */
export function PhoneSignIn({ onSignedIn, onBack }: PhoneSignInProps) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sendCode = useSendPhoneCode();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const phoneNumber = normalizePhoneNumber(phone);
    setPhoneError(phoneNumber ? undefined : PHONE_FORMAT_MESSAGE);
    if (!phoneNumber) return;
    try {
      await sendCode.mutateAsync(phoneNumber);
      toastSuccess(ACCOUNTS_TEXTS.codeSent);
      setCodeSentTo(phoneNumber);
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.failedToSendCode, failed: ACCOUNTS_TEXTS.failedToSendCode }));
    }
  }

  if (codeSentTo) {
    return (
      <AuthFrame title="Enter Your Code" description="Type the code from the text message to sign in.">
        <PhoneCodeStep phoneNumber={codeSentTo} onChangeNumber={() => setCodeSentTo(null)} onVerified={onSignedIn} />
        <BackToOptions onClick={onBack} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Sign In with Phone" description="We'll text you a 6-digit code. New here? The code creates your account.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Phone number"
            description="Include your country code, such as +1"
            placeholder="+1 555 123 4567"
            type="tel"
            autoComplete="tel"
            required
            size="md"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            error={phoneError}
            autoFocus
          />
          <SubmitButton label="Send Code" isPending={sendCode.isPending} />
        </Stack>
      </form>
      <BackToOptions onClick={onBack} />
    </AuthFrame>
  );
}
