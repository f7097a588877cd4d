import { isEmailAddress } from '@cohost/shared';
import { ActionIcon, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { toastSuccess } from '../../../lib/toast';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInviteMember } from '../api/invite-member';
import { useInvitations } from '../api/list-invitations';

interface InviteCleanerModalProps {
  opened: boolean;
  /** The team's cleaner code, which the invitation email also carries. */
  cleanerCode: string | null;
  onClose(): void;
}

/** 'Invite cleaner': the team's invitation with the cleaner role, the cleaner code, and the cleaners still to accept. */
export function InviteCleanerModal({ opened, cleanerCode, onClose }: InviteCleanerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite cleaner">
      {opened && <InviteCleanerForm cleanerCode={cleanerCode} />}
    </Modal>
  );
}

function InviteCleanerForm({ cleanerCode }: { cleanerCode: string | null }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember();
  const cancel = useCancelInvitation();
  const invitations = useInvitations();
  const pending = (invitations.data ?? []).filter((invitation) => invitation.role === 'cleaner');

  async function submit() {
    const address = email.trim();
    if (!isEmailAddress(address)) return setError('Enter a valid email address');
    setError(null);
    try {
      await invite.mutateAsync({ email: address, role: 'cleaner' });
      toastSuccess(`Invitation sent to ${address}`);
      setEmail('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not send the invitation.');
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        They get an email with a link to join your team. Once in, they sign in at the cleaner portal with your team&apos;s cleaner code and see only the cleanings you give them.
      </Text>
      {cleanerCode && (
        <Group gap="xs">
          <Text size="sm">Cleaner code:</Text>
          <Code fz="md">{cleanerCode}</Code>
          <CopyButton value={cleanerCode}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'}>
                <ActionIcon variant="subtle" onClick={copy} aria-label="Copy cleaner code">
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
      <SubmitForm onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Cleaner's email"
            type="email"
            placeholder="name@example.com"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
      {pending.length > 0 && (
        <Stack gap={4} aria-label="Cleaners invited">
          <Text size="sm" fw={600}>
            Invited, not joined yet
          </Text>
          {pending.map((invitation) => (
            <Group key={invitation.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
                <Text span size="xs" c="dimmed">
                  {' '}
                  · until {invitation.expiresAt.toLocaleDateString()}
                </Text>
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={cancel.isPending}
                onClick={() => cancel.mutateAsync(invitation.id).catch((failure: Error) => setError(failure.message))}
                aria-label={`Cancel the invitation to ${invitation.email}`}
              >
                Cancel
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
