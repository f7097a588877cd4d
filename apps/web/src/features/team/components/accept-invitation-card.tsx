import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';

import { PageLoader } from '../../../components/ui/page-loader';
import { useAcceptInvitation, useDeclineInvitation } from '../api/answer-invitation';
import { useInvitation } from '../api/get-invitation';
import { roleLabel } from './role-label';

interface AcceptInvitationCardProps {
  invitationId: string;
  signedInAs: string;
  onAccepted(role: string): Promise<void>;
  onDeclined(): Promise<void>;
  onSignOut(): Promise<void>;
}

/** Who invited the signed-in person to which workspace, as what; then Accept or Decline. */
export function AcceptInvitationCard({ invitationId, signedInAs, onAccepted, onDeclined, onSignOut }: AcceptInvitationCardProps) {
  const invitation = useInvitation(invitationId, signedInAs);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const isBusy = accept.isPending || decline.isPending;

  if (invitation.isPending) return <PageLoader />;

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520} mx="auto">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <IconUsersPlus size={28} stroke={1.6} aria-hidden />
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Join a Team
          </Title>
        </Group>
        {invitation.isError ? (
          <>
            <Alert color="red" variant="light" role="alert" title="This invitation cannot be opened">
              {invitation.error.message} You are signed in as {signedInAs}. An invitation opens only for the email it was sent to, while it is still pending.
            </Alert>
            <Button variant="default" onClick={onSignOut}>
              Sign out and use another account
            </Button>
          </>
        ) : (
          <>
            <Text size="lg">
              <strong>{invitation.data.inviterEmail}</strong> invited you to join <strong>{invitation.data.workspaceName}</strong> as a{' '}
              <strong>{roleLabel(invitation.data.role).toLowerCase()}</strong>.
            </Text>
            <Text c="dimmed" size="sm">
              {invitation.data.role === 'cleaner'
                ? 'As a cleaner you use the cleaner portal: your assignments, checklists and reports. You will not get a host workspace.'
                : 'As a manager you help run this workspace with all host powers.'}
            </Text>
            {(accept.error ?? decline.error) && (
              <Alert color="red" variant="light" role="alert">
                {(accept.error ?? decline.error)!.message}
              </Alert>
            )}
            <Group grow>
              <Button variant="default" disabled={isBusy} onClick={async () => { await decline.mutateAsync(invitationId).then(onDeclined, () => undefined); }}>
                Decline
              </Button>
              <Button disabled={isBusy} onClick={async () => { await accept.mutateAsync(invitationId).then(() => onAccepted(invitation.data.role), () => undefined); }}>
                {accept.isPending ? 'Loading...' : 'Accept'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
