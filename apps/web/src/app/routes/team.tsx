import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import { CleanerSignInForm } from '../../features/accounts/components/cleaner-sign-in-form';
import { MY_WORKSPACE_QUERY_KEY } from '../../features/session/api/get-my-workspace';
import { useSession } from '../../features/session/session-context';
import { AcceptInvitationCard } from '../../features/team/components/accept-invitation-card';
import { InvitationSignIn } from '../../features/team/components/invitation-sign-in';
import { AccountsPage } from './accounts-page';

// The cleaner portal's sign-in and the invitation page, loaded together on demand.

export function CleanerLoginRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <AccountsPage>
      <CleanerSignInForm
        onSignedIn={async () => {
          await queryClient.invalidateQueries({ queryKey: MY_WORKSPACE_QUERY_KEY });
          await navigate('/cleaner-dashboard');
        }}
      />
    </AccountsPage>
  );
}

export function AcceptInviteRoute() {
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('id')?.trim() ?? '';
  const invitedEmail = searchParams.get('email')?.trim() || null;
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();

  if (status === 'loading') return <PageLoader />;
  if (!invitationId) {
    return (
      <AccountsPage>
        <Alert color="yellow" variant="light" title="This invitation link is incomplete">
          Open the link from your invitation email again, or ask your host to send a new invitation.
        </Alert>
      </AccountsPage>
    );
  }
  return (
    <AccountsPage>
      {user ? (
        <AcceptInvitationCard
          invitationId={invitationId}
          signedInAs={user.email ?? user.phoneNumber ?? ''}
          onAccepted={async (role) => {
            await navigate(role === 'cleaner' ? '/cleaner-dashboard' : '/dashboard');
          }}
          onDeclined={async () => {
            await navigate('/');
          }}
          onSignOut={signOut}
        />
      ) : (
        <InvitationSignIn invitationId={invitationId} invitedEmail={invitedEmail} />
      )}
    </AccountsPage>
  );
}
