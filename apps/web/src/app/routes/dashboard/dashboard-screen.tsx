import { getWebRoute, type DashboardPath } from '@cohost/shared';
import { Stack, Title } from '@mantine/core';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { DASHBOARD_ICONS } from './dashboard-icons';

export type DashboardScreenPath = Exclude<DashboardPath, '/dashboard' | '/account-settings' | '/billing' | '/properties' | '/ai-settings' | '/messages' | '/smart-locks' | '/cleaners' | '/supplies'>;

// What each screen will hold; the screens themselves arrive with their own issues.
const SCREEN_DESCRIPTIONS: Record<DashboardScreenPath, string> = {
  '/optimizer': 'Suggestions to improve your listings will appear here.',
};

export function DashboardScreenRoute({ path }: { path: DashboardScreenPath }) {
  const Icon = DASHBOARD_ICONS[path];
  return (
    <Stack gap="lg">
      <Title order={1}>{getWebRoute(path).title}</Title>
      <EmptyStatePanel icon={<Icon size={28} stroke={1.6} />} description={SCREEN_DESCRIPTIONS[path]} />
    </Stack>
  );
}
