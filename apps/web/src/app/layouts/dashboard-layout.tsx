import { AppShell, Container, useMatches } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Outlet, useNavigate } from 'react-router';

import { useSession } from '../../features/session/session-context';
import { DashboardHeader } from './dashboard-header';
import { DashboardNavbar } from './dashboard-navbar';

const NAVBAR_ID = 'dashboard-navigation';

export function DashboardLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  useHotkeys([['Escape', closeNav]]);
  const isNavAlwaysShown = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });

  async function handleSignOut() {
    await signOut();
    await navigate('/');
  }

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
          onSignOut={handleSignOut}
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
