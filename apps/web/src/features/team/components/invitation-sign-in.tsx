import { Alert, Anchor, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title, Button } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { useSignInToAnswer, useSignUpFromInvitation } from '../api/join-with-invitation';

type Mode = 'sign-up' | 'sign-in';

/**
 * The invitation page for someone signed out: better-auth shows an invitation only to its
 * recipient, so they first create their account (or sign in) with the invited email.
 */
export function InvitationSignIn({ invitationId, invitedEmail }: { invitationId: string; invitedEmail: string | null }) {
  const [mode, setMode] = useState<Mode>('sign-up');
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useSignUpFromInvitation();
  const signIn = useSignInToAnswer();
  const isPending = signUp.isPending || signIn.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const address = email.trim();
    if (!address || !password || (mode === 'sign-up' && !name.trim())) {
      setFormError(mode === 'sign-up' ? 'Enter your name, email and a password.' : 'Enter your email and password.');
      return;
    }
    try {
      if (mode === 'sign-up') {
        await signUp.mutateAsync({ invitationId, name, email: address, password });
        setSentTo(address);
      } else {
        await signIn.mutateAsync({ email: address, password });
      }
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : 'Something went wrong.');
    }
  }

  if (sentTo) {
    return (
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520} mx="auto">
        <Stack gap="md" align="center" ta="center">
          <IconMailCheck size={40} stroke={1.6} aria-hidden />
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Confirm your email
          </Title>
          <Text>
            We sent a confirmation link to <strong>{sentTo}</strong>. Open it to finish creating your account; it brings you back to this invitation.
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520} mx="auto">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Join a Team
          </Title>
          <Text c="dimmed" size="sm">
            You have been invited to a team on Cohost. To see the invitation and accept it, create your account
            {invitedEmail ? (
              <>
                {' '}
                with <strong>{invitedEmail}</strong>
              </>
            ) : (
              ' with the email the invitation was sent to'
            )}
            , or sign in if you already have one.
          </Text>
        </Stack>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => {
            setMode(value as Mode);
            setFormError(null);
          }}
          data={[
            { value: 'sign-up', label: 'Create account' },
            { value: 'sign-in', label: 'Sign in' },
          ]}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {mode === 'sign-up' && <TextInput label="Full name" autoComplete="name" withAsterisk size="md" value={name} onChange={(event) => setName(event.currentTarget.value)} />}
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk size="md" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <PasswordInput
              label="Password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              withAsterisk
              size="md"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth size="md" disabled={isPending}>
              {isPending ? 'Loading...' : mode === 'sign-up' ? 'Create Account' : 'Sign In'}
            </Button>
          </Stack>
        </form>
        {mode === 'sign-in' && (
          <Group justify="center">
            <Anchor href="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
