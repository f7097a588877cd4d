import type { Me } from '../../api/get-me';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { describeAuthError } from '../../api/auth-request-error';
import { useChangeEmail } from '../../api/change-email';
import { validateNewEmail } from '../../domain/account-settings';

/**
 * The account's email. A new address takes effect only once the link mailed to it is followed,
 * so until then the old one stays and the new one is shown as pending (for this visit: the
 * server keeps no list of pending changes).
 */
export function EmailSetting({ me }: { me: Me }) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const change = useChangeEmail();
  const currentEmail = me.user.email;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNewEmail(draft, currentEmail);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    try {
      await change.mutateAsync(checked.email);
      setPendingEmail(checked.email);
      setIsEditing(false);
      setDraft('');
      toastSuccess(`Confirmation link sent to ${checked.email}`);
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: 'Failed to change your email', failed: 'Failed to change your email' }));
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            Email
          </Text>
          <Group gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="current-email">
              {currentEmail ?? 'No email yet'}
            </Text>
            {currentEmail && (
              <Badge size="sm" variant="light" color={me.user.emailVerified ? 'green' : 'yellow'}>
                {me.user.emailVerified ? 'Verified' : 'Not confirmed'}
              </Badge>
            )}
          </Group>
        </div>
        {!isEditing && (
          <Button variant="default" size="xs" onClick={() => setIsEditing(true)} style={{ flexShrink: 0 }}>
            {currentEmail ? 'Change email' : 'Add email'}
          </Button>
        )}
      </Group>
      {pendingEmail && (
        <Alert color="yellow" variant="light" title="Pending confirmation">
          We sent a link to <strong style={{ overflowWrap: 'anywhere' }}>{pendingEmail}</strong>. Your email changes once you follow it;
          until then you keep signing in with {currentEmail ?? 'your phone'}.
        </Alert>
      )}
      {isEditing && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="xs">
            <TextInput label="New email" type="email" value={draft} onChange={(event) => setDraft(event.currentTarget.value)} error={error} autoComplete="email" data-autofocus autoFocus />
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" onClick={() => { setIsEditing(false); setError(undefined); }}>
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending}>
                Send confirmation link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
