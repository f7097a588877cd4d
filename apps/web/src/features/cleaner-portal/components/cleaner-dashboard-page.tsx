import type { PortalTask } from '@cohost/shared';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect } from 'react';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { usePortalTask } from '../api/get-portal-task';
import { usePortalTasks } from '../api/list-portal-tasks';
import { formatMinutes } from './portal-format';
import { PortalTaskCard } from './portal-task-card';

interface CleanerDashboardPageProps {
  title: string;
  /** The cleaner's first name, for the greeting. */
  firstName: string | null;
  /** The task a link opened (`?task=<id>`). */
  focusTaskId: string | null;
}

/** /cleaner-dashboard: today's and upcoming assignments, each with everything done in it, and the cleaner's figures. */
export function CleanerDashboardPage({ title, firstName, focusTaskId }: CleanerDashboardPageProps) {
  const overview = usePortalTasks();
  const listed = overview.data ? [...overview.data.today, ...overview.data.upcoming, ...overview.data.recent] : [];
  const isListed = focusTaskId !== null && listed.some((task) => task.id === focusTaskId);
  const linked = usePortalTask(focusTaskId, overview.isSuccess && !isListed);
  const focused = isListed ? focusTaskId : linked.data ? linked.data.id : null;

  useEffect(() => {
    if (!focused) return;
    document.getElementById(`task-${focused}`)?.scrollIntoView({ block: 'start' });
  }, [focused]);

  const stats = overview.data?.stats;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {firstName ? `Hello ${firstName}: ` : ''}your cleanings, their checklists and your reports.
        </Text>
      </div>

      {stats && (
        <SimpleGrid cols={3} spacing="xs" aria-label="Quick stats">
          <StatCard label="Done this week" value={stats.completedThisWeek} />
          <StatCard label="Average duration" value={formatMinutes(stats.averageMinutes)} />
          <StatCard label="Rating" value={stats.rating === null ? '—' : `${stats.rating.toFixed(1)} ★`} />
        </SimpleGrid>
      )}

      {overview.isPending && <Loader aria-label="Loading your assignments" />}
      {overview.isError && <Alert color="red">{describeApiError(overview.error, 'Failed to load your assignments')}</Alert>}
      {linked.isError && <Alert color="orange">This link is not one of your assignments (it may have been given to someone else).</Alert>}
      {linked.data && !isListed && <TaskList title="From your link" tasks={[linked.data]} focused={focused} />}

      {overview.isSuccess && listed.length === 0 && (
        <EmptyStatePanel
          icon={<IconClipboardCheck size={28} stroke={1.6} />}
          description="No cleaning assignments yet. When your host schedules turnovers, your assignments, their checklists and your reports will appear here."
        />
      )}
      {overview.isSuccess && listed.length > 0 && (
        <>
          <TaskList title="Today" tasks={overview.data.today} focused={focused} empty="Nothing to clean today." />
          <TaskList title="Upcoming" tasks={overview.data.upcoming} focused={focused} empty="Nothing in the next two weeks yet." />
          {overview.data.recent.length > 0 && <TaskList title="Recently completed" tasks={overview.data.recent} focused={focused} />}
        </>
      )}
    </Stack>
  );
}

function TaskList({ title, tasks, focused, empty }: { title: string; tasks: PortalTask[]; focused: string | null; empty?: string }) {
  const headingId = `tasks-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {tasks.length === 0 && empty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {tasks.map((task) => (
        <PortalTaskCard key={task.id} task={task} isFocused={task.id === focused} />
      ))}
    </Stack>
  );
}
