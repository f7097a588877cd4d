import { Alert, Anchor, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { describeAuthError } from '../api/auth-request-error';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useSignUpWithEmail } from '../api/sign-up-with-email';
import { validateSignUp, type SignUpInput, type SignUpValidation } from '../domain/auth-validation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { AuthFrame } from './auth-frame';
import { BackToOptions } from './back-to-options';
import { PhoneCodeStep } from './phone-code-step';
import { SubmitButton } from './submit-button';

interface EmailSignUpFormProps {
  onSignedUp(email: string): void;
  onSignedInByPhone(): void;
  onSignIn(): void;
  onBack(): void;
  autoFocus?: boolean;
}

type FieldErrors = Extract<SignUpValidation, { isValid: false }>['fieldErrors'];

const EMPTY: SignUpInput = { fullName: '', email: '', phone: '', password: '', confirmPassword: '' };

/**
 * Sign-up with an email and a password (confirmed by email), or with a phone number alone
 * (confirmed by a texted code, then signed in).
 */
export function EmailSignUpForm({ onSignedUp, onSignedInByPhone, onSignIn, onBack, autoFocus }: EmailSignUpFormProps) {
  const [values, setValues] = useState<SignUpInput>(EMPTY);
  const [formError, setFormError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [phoneSignUp, setPhoneSignUp] = useState<{ phoneNumber: string; fullName: string } | null>(null);
  const signUp = useSignUpWithEmail();
  const sendCode = useSendPhoneCode();
  const isPending = signUp.isPending || sendCode.isPending;
  // Without an email the account is reached by texted codes, so no password is asked for.
  const isPhoneOnly = values.email.trim() === '' && values.phone.trim() !== '';

  function field(name: keyof SignUpInput) {
    return {
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateSignUp(values);
    setFormError(result.isValid ? undefined : result.formError);
    setFieldErrors(result.isValid ? {} : result.fieldErrors);
    if (!result.isValid) return;

    const { plan } = result;
    try {
      if (plan.method === 'email') {
        await signUp.mutateAsync(plan);
        onSignedUp(plan.email);
      } else {
        await sendCode.mutateAsync(plan.phoneNumber);
        toastSuccess(ACCOUNTS_TEXTS.codeSent);
        setPhoneSignUp({ phoneNumber: plan.phoneNumber, fullName: plan.fullName });
      }
    } catch (failure) {
      const fallbacks =
        plan.method === 'email'
          ? { refused: ACCOUNTS_TEXTS.authenticationFailed, failed: ACCOUNTS_TEXTS.failedToCreateAccount }
          : { refused: ACCOUNTS_TEXTS.failedToSendCode, failed: ACCOUNTS_TEXTS.failedToSendCode };
      toastError(describeAuthError(failure, fallbacks));
    }
  }

  if (phoneSignUp) {
    return (
      <AuthFrame title="Verify Your Phone" description="Type the code from the text message to create your account.">
        <PhoneCodeStep
          phoneNumber={phoneSignUp.phoneNumber}
          fullName={phoneSignUp.fullName}
          onChangeNumber={() => setPhoneSignUp(null)}
          onVerified={onSignedInByPhone}
        />
        <BackToOptions onClick={onBack} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Create Account" description="Sign up with your email, or leave it empty to sign up with your phone number.">
      {formError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
          {formError}
        </Alert>
      )}
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" required size="md" {...field('fullName')} autoFocus={autoFocus} />
          <TextInput label="Email" type="email" autoComplete="email" size="md" {...field('email')} />
          <TextInput
            label="Phone number"
            description="Optional. Without an email, we text this number a code instead. Include the country code, such as +1."
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
            size="md"
            error={fieldErrors.phone}
            {...field('phone')}
          />
          <PasswordInput
            label="Password"
            description={isPhoneOnly ? 'Not needed: you sign in with a code we text you.' : 'At least 6 characters.'}
            autoComplete="new-password"
            size="md"
            disabled={isPhoneOnly}
            error={fieldErrors.password}
            {...field('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            size="md"
            disabled={isPhoneOnly}
            error={fieldErrors.confirmPassword}
            {...field('confirmPassword')}
          />
          <SubmitButton label="Create Account" isPending={isPending} />
        </Stack>
      </form>
      <Group justify="center" gap={4}>
        <Text size="sm" c="dimmed">
          Already have an account?
        </Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onSignIn}>
          Sign In
        </Anchor>
      </Group>
      <BackToOptions onClick={onBack} />
    </AuthFrame>
  );
}
