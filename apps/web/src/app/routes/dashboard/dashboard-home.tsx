import { Stack, Text, Title } from '@mantine/core';

import { ApprovalsSummaryCard } from '../../../features/automation/components/approvals-summary-card';
import { PortfolioDashboardView } from '../../../features/portfolio/components/portfolio-dashboard';
import { useMyWorkspace } from '../../../features/session/api/get-my-workspace';
import { useSession } from '../../../features/session/session-context';
import { SystemStatusCard } from '../../../features/system/components/system-status-card';
import { TeamCard } from '../../../features/team/components/team-card';

export function DashboardHomeRoute() {
  const { user } = useSession();
  const workspace = useMyWorkspace(user).data;
  const hostRole = workspace?.role === 'owner' || workspace?.role === 'manager' ? workspace.role : null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Welcome to Cohost</Title>
        <Text c="dimmed" mt={4}>
          Your co-host for every property, in one place.
        </Text>
      </div>
      {hostRole && <ApprovalsSummaryCard />}
      <PortfolioDashboardView />
      <SystemStatusCard />
      {hostRole && <TeamCard role={hostRole} cleanerCode={workspace?.cleanerCode ?? null} />}
    </Stack>
  );
}
