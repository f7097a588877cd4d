import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../features/session/session-context';
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

/** A host screen: a spinner while the session loads, the sign-in card when signed out. */
export function HostGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out') return <GuardSignInCard />;
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
