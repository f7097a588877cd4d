import { getWebRoute } from '@cohost/shared';
import { Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';

import { EmptyStatePanel } from '../../components/ui/empty-state-panel';

export function CleanerDashboardRoute() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{getWebRoute('/cleaner-dashboard').title}</Title>
        <Text c="dimmed" mt={4}>
          You are signed in to your team&apos;s cleaner portal.
        </Text>
      </div>
      <EmptyStatePanel
        icon={<IconClipboardCheck size={28} stroke={1.6} />}
        description="No cleaning assignments yet. When your host schedules turnovers, your assignments, their checklists and your reports will appear here."
      />
    </Stack>
  );
}
