import { AppShell, Container, useMatches } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Outlet } from 'react-router';

import { FullPageLoader } from '../../components/ui/full-page-loader';
import { useSession, type SessionUser } from '../../features/session/session-context';
import { GuardSignInCard, RefuseCleaners } from '../routes/host-guard';
import { useRealtimeRefresh } from '../../lib/realtime';
import { REALTIME_REFRESH } from '../realtime-refresh';
import { DashboardHeader } from './dashboard-header';
import { DashboardNavbar } from './dashboard-navbar';
import { MarketingLayout } from './marketing-layout';

const NAVBAR_ID = 'dashboard-navigation';

/** Every dashboard screen is for a signed-in host; anyone else gets the sign-in card in its place. */
export function DashboardLayout() {
  const { status, user, signOut } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  if (!user) {
    return (
      <MarketingLayout>
        <GuardSignInCard />
      </MarketingLayout>
    );
  }
  return (
    <RefuseCleaners user={user} loading={<FullPageLoader />}>
      <DashboardShell user={user} onSignOut={signOut} />
    </RefuseCleaners>
  );
}

function DashboardShell({ user, onSignOut }: { user: SessionUser; onSignOut(): Promise<void> }) {
  // Approvals, activity and stays change under an open dashboard: it follows them live.
  useRealtimeRefresh(REALTIME_REFRESH);
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  useHotkeys([['Escape', closeNav]]);
  const isNavAlwaysShown = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <DashboardHeader
          user={user}
          navOpened={navOpened}
          navId={NAVBAR_ID}
          onToggleNav={toggleNav}
          onSignOut={onSignOut}
        />
      </AppShell.Header>
      {/* On phones the closed sidebar only slides off-screen; `inert` keeps keyboard focus out of it. */}
      <AppShell.Navbar id={NAVBAR_ID} aria-label="Dashboard" p="sm" inert={!isNavAlwaysShown && !navOpened}>
        <DashboardNavbar onNavigate={closeNav} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
