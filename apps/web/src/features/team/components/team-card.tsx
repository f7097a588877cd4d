import { isEmailAddress } from '@cohost/shared';
import { ActionIcon, Alert, Badge, Button, Card, Code, CopyButton, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInviteMember } from '../api/invite-member';
import { useInvitations } from '../api/list-invitations';
import { useMembers } from '../api/list-members';
import type { InvitableRole } from '../api/team-query-keys';
import { roleLabel } from './role-label';

interface TeamCardProps {
  /** The host's role: owners invite managers and cleaners, managers cleaners only. */
  role: 'owner' | 'manager';
  cleanerCode: string | null;
}

/** Invite a manager or a cleaner, see who is pending (and cancel), and who is on the team. */
export function TeamCard({ role, cleanerCode }: TeamCardProps) {
  const roles: InvitableRole[] = role === 'owner' ? ['cleaner', 'manager'] : ['cleaner'];
  const [email, setEmail] = useState('');
  const [inviteRole, setInviteRole] = useState<InvitableRole>('cleaner');
  const [emailError, setEmailError] = useState<string | null>(null);
  const invite = useInviteMember();
  const cancel = useCancelInvitation();
  const members = useMembers();
  const invitations = useInvitations();

  async function handleInvite(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setEmailError('Enter a valid email address');
      return;
    }
    try {
      await invite.mutateAsync({ email: address, role: inviteRole });
      toastSuccess(`Invitation sent to ${address}`);
      setEmail('');
    } catch (failure) {
      toastError(failure instanceof Error ? failure.message : 'Could not send the invitation.');
    }
  }

  return (
    <Card component="section" aria-labelledby="team-card-title" withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="team-card-title">
            Team
          </Title>
          <Text c="dimmed" size="sm">
            Invite a manager or a cleaner. Cleaners sign in at the cleaner portal with your team&apos;s cleaner code.
          </Text>
        </div>

        {cleanerCode && (
          <Group gap="xs">
            <Text size="sm">Cleaner code:</Text>
            <Code fz="md" data-testid="cleaner-code">
              {cleanerCode}
            </Code>
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

        <form onSubmit={handleInvite} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Email"
              type="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(null);
              }}
              error={emailError}
              style={{ flex: '1 1 240px' }}
            />
            <Select label="Role" data={roles.map((value) => ({ value, label: roleLabel(value) }))} value={inviteRole} onChange={(value) => value && setInviteRole(value as InvitableRole)} allowDeselect={false} w={150} />
            <Button type="submit" mt={25} disabled={invite.isPending}>
              {invite.isPending ? 'Loading...' : 'Send invitation'}
            </Button>
          </Group>
        </form>

        <Stack gap={6}>
          <Title order={3} size="h5">
            Pending invitations
          </Title>
          {invitations.isError ? (
            <Alert color="red" variant="light">
              {invitations.error.message}
            </Alert>
          ) : invitations.data && invitations.data.length > 0 ? (
            <Table aria-label="Pending invitations">
              <Table.Tbody>
                {invitations.data.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{roleLabel(invitation.role)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        until {invitation.expiresAt.toLocaleDateString()}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconX size={14} />}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutateAsync(invitation.id).catch((failure: Error) => toastError(failure.message))}
                        aria-label={`Cancel the invitation to ${invitation.email}`}
                      >
                        Cancel
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              {invitations.isPending ? 'Loading...' : 'No pending invitations.'}
            </Text>
          )}
        </Stack>

        <Stack gap={6}>
          <Title order={3} size="h5">
            Members
          </Title>
          {members.isError ? (
            <Alert color="red" variant="light">
              {members.error.message}
            </Alert>
          ) : (
            <Table aria-label="Members">
              <Table.Tbody>
                {(members.data ?? []).map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                    <Table.Td ta="right">
                      <Badge variant="light" color={member.role === 'cleaner' ? 'teal' : 'blue'}>
                        {roleLabel(member.role)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
