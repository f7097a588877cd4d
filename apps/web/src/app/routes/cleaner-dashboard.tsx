import { getWebRoute } from '@cohost/shared';
import { Stack, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';

import { EmptyStatePanel } from '../../components/ui/empty-state-panel';

export function CleanerDashboardRoute() {
  return (
    <Stack gap="lg">
      <Title order={1}>{getWebRoute('/cleaner-dashboard').title}</Title>
      <EmptyStatePanel
        icon={<IconClipboardCheck size={28} stroke={1.6} />}
        description="Your cleaning assignments, their checklists and your reports will appear here."
      />
    </Stack>
  );
}
