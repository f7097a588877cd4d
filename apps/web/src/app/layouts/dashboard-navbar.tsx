import { DASHBOARD_MORE_NAV_ITEMS, DASHBOARD_NAV_ITEMS } from '@cohost/shared';
import { AppShell, Box, Divider, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconChecklist, IconHistory, IconShieldCheck, type TablerIcon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { DASHBOARD_ICONS } from '../routes/dashboard/dashboard-icons';

const MORE_ICONS: Record<(typeof DASHBOARD_MORE_NAV_ITEMS)[number]['path'], TablerIcon> = {
  '/approvals': IconChecklist,
  '/activity': IconHistory,
  '/claims': IconShieldCheck,
};

function SidebarLink({ path, label, icon: Icon, onNavigate }: { path: string; label: string; icon: TablerIcon; onNavigate(): void }) {
  const { pathname } = useLocation();
  const isActive = pathname === path || pathname.startsWith(`${path}/`);
  return (
    <NavLink
      component={Link}
      to={path}
      label={label}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      fw={500}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** The brief's ten screens, then a smaller group of the host screens reached otherwise only through links. */
export function DashboardNavbar({ onNavigate }: { onNavigate(): void }) {
  return (
    <AppShell.Section grow component={ScrollArea}>
      <Box role="group" aria-label="Screens">
        {DASHBOARD_NAV_ITEMS.map((item) => (
          <SidebarLink key={item.path} path={item.path} label={item.label} icon={DASHBOARD_ICONS[item.path]} onNavigate={onNavigate} />
        ))}
      </Box>
      <Divider my="sm" />
      <Box role="group" aria-labelledby="sidebar-more">
        <Text id="sidebar-more" size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mb={4}>
          More
        </Text>
        {DASHBOARD_MORE_NAV_ITEMS.map((item) => (
          <SidebarLink key={item.path} path={item.path} label={item.label} icon={MORE_ICONS[item.path]} onNavigate={onNavigate} />
        ))}
      </Box>
    </AppShell.Section>
  );
}
