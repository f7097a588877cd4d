import { DASHBOARD_NAV_ITEMS } from '@cohost/shared';
import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';

import { DASHBOARD_ICONS } from '../routes/dashboard/dashboard-icons';

export function DashboardNavbar({ onNavigate }: { onNavigate(): void }) {
  const { pathname } = useLocation();

  return (
    <AppShell.Section grow component={ScrollArea}>
      {DASHBOARD_NAV_ITEMS.map((item) => {
        const Icon = DASHBOARD_ICONS[item.path];
        const isActive = pathname === item.path || pathname.startsWith(`${item.path}/`);
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </AppShell.Section>
  );
}
