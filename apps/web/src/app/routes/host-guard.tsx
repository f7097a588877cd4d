import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import { useMyWorkspace } from '../../features/session/api/get-my-workspace';
import { useSession, type SessionUser } from '../../features/session/session-context';
import { AccountsPage } from './accounts-page';

const AuthPanel = lazy(async () => {
  const { AuthPanel } = await import('../../features/accounts/components/auth-panel');
  return { default: AuthPanel };
});

/**
 * Stands in for a guarded screen while nobody is signed in: the sign-in card, which switches to
 * sign-up. Signing in shows the screen that was asked for, at the same address.
 */
export function GuardSignInCard() {
  return (
    <AccountsPage>
      <Suspense fallback={<PageLoader />}>
        <AuthPanel initialMode="email-login" afterSignIn="stay" />
      </Suspense>
    </AccountsPage>
  );
}

/** A host screen: a spinner while the session loads, the sign-in card when signed out, never a cleaner. */
export function HostGuard({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out') return <GuardSignInCard />;
  return <RefuseCleaners user={user}>{children}</RefuseCleaners>;
}

/**
 * Host screens are not for cleaners: a signed-in cleaner is sent to their portal. Shows
 * `loading` while the role is read; if it cannot be read the screen shows, and its own calls,
 * refused by the server, say why.
 */
export function RefuseCleaners({ user, loading = <PageLoader />, children }: { user: SessionUser | null; loading?: ReactNode; children: ReactNode }) {
  const workspace = useMyWorkspace(user);
  if (workspace.isPending) return loading;
  if (workspace.data?.role === 'cleaner') return <Navigate to="/cleaner-dashboard" replace />;
  return children;
}

/** Route element for the guarded pages that sit in the marketing layout. */
export function HostGuardOutlet() {
  return (
    <HostGuard>
      <Outlet />
    </HostGuard>
  );
}
