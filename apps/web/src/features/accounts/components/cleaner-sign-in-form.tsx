import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';

import { useSignInCleaner } from '../api/sign-in-cleaner';
import { validateCleanerSignIn, type CleanerSignInErrors } from '../domain/cleaner-sign-in';
import { AuthFrame } from './auth-frame';
import { SubmitButton } from './submit-button';

/** The cleaner portal's sign-in: the team's cleaner code, then the cleaner's own email and password. */
export function CleanerSignInForm({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const [fields, setFields] = useState({ cleanerCode: '', email: '', password: '' });
  const [errors, setErrors] = useState<CleanerSignInErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const signIn = useSignInCleaner();

  const update = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerMessage(null);
    const found = validateCleanerSignIn(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await signIn.mutateAsync({ cleanerCode: fields.cleanerCode.trim(), email: fields.email.trim(), password: fields.password });
    } catch (failure) {
      setServerMessage(failure instanceof Error ? failure.message : 'Could not sign in.');
      return;
    }
    await onSignedIn();
  }

  return (
    <AuthFrame title="Cleaner Portal" description="Sign in with the cleaner code from your host, and your own email and password.">
      {serverMessage && (
        <Alert color="red" variant="light" role="alert" title="Could not sign in">
          {serverMessage}
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Cleaner code"
            description="8 letters and digits, from your invitation email or your host"
            autoComplete="off"
            autoCapitalize="characters"
            withAsterisk
            size="md"
            value={fields.cleanerCode}
            onChange={update('cleanerCode')}
            error={errors.cleanerCode}
            autoFocus
          />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk size="md" value={fields.email} onChange={update('email')} error={errors.email} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            size="md"
            value={fields.password}
            onChange={update('password')}
            error={errors.password}
          />
          <SubmitButton label="Sign In" isPending={signIn.isPending} />
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" ta="center">
          New to the team? Open the invitation your host emailed you to create your account.
        </Text>
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot password?
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
