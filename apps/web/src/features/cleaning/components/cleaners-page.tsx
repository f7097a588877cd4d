import type { Cleaner, CleaningTaskSummary } from '@cohost/shared';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrush, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { useCleaningOverview } from '../api/get-cleaning-overview';
import { AcknowledgementCard } from './acknowledgement-card';
import { CleanerProfileModal } from './cleaner-profile-modal';
import { CleanersList } from './cleaners-list';
import { NewTaskModal } from './new-task-modal';
import { PropertyCleaningModal } from './property-cleaning-modal';
import { RecentCompletions } from './recent-completions';
import { TaskDrawer } from './task-drawer';
import { TaskRow } from './task-row';

interface CleanersPageProps {
  /** The workspace's properties (for new tasks, where cleaners work, checklists); undefined while they load. */
  properties: Array<{ id: string; name: string; timezone: string }> | undefined;
  /** The task whose drawer is open (the route keeps it in `?task=`, so calendars link to it). */
  openTaskId: string | null;
  onOpenTask(taskId: string | null): void;
  /** 'Invite cleaner': the team's invitation, composed by the route. */
  onInviteCleaner(): void;
}

/** /cleaners: what needs the host, today's schedule, the cleaners, what is coming, recent completions, and each property's checklist and window. */
export function CleanersPage({ properties: loadedProperties, openTaskId, onOpenTask, onInviteCleaner }: CleanersPageProps) {
  const overview = useCleaningOverview();
  const properties = loadedProperties ?? [];
  const data = loadedProperties ? overview.data : undefined;
  const [creating, setCreating] = useState(false);
  const [editingCleaner, setEditingCleaner] = useState<Cleaner | null>(null);
  const [editingProperty, setEditingProperty] = useState<{ id: string; name: string } | null>(null);
  const cleaners = data?.cleaners ?? [];
  const propertyNames = new Map(properties.map((property) => [property.id, property.name]));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Cleaners</Title>
          <Text c="dimmed" mt={4}>
            A turnover for every stay, a cleaner who said yes, and photos of how they left it.
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={properties.length === 0}>
            New task
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={onInviteCleaner}>
            Invite cleaner
          </Button>
        </Group>
      </Group>

      {(overview.isPending || !loadedProperties) && <Loader aria-label="Loading the cleanings" />}
      {overview.isError && <Alert color="red">{describeApiError(overview.error, 'Failed to load the cleanings')}</Alert>}

      {data && properties.length === 0 && (
        <EmptyStatePanel
          icon={<IconBrush size={28} stroke={1.6} />}
          title="No cleanings yet"
          description={
            <>
              <Anchor component={Link} to="/properties">
                Add a property
              </Anchor>{' '}
              and connect its calendars: every stay gets its turnover cleaning, and you assign it here.
            </>
          }
        />
      )}

      {data && properties.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard label="Cleanings today" value={data.today.filter((task) => task.status !== 'cancelled').length} />
            <StatCard label="Completed today" value={data.today.filter((task) => task.status === 'completed').length} />
            <StatCard label="In progress" value={data.today.filter((task) => task.status === 'in-progress').length} />
            <StatCard label="Need you" value={data.needsAttention.length} />
          </SimpleGrid>

          {data.needsAttention.length > 0 && (
            <TaskListCard title="Needs you" tasks={data.needsAttention} onOpen={onOpenTask} color="orange">
              Cleanings with no cleaner, a cleaner who has not acknowledged in time, or a change not yet acknowledged.
            </TaskListCard>
          )}

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TaskListCard title="Today's Schedule" tasks={data.today} onOpen={onOpenTask}>
              {data.today.length === 0 ? 'No cleanings today. Turnovers appear here on the day a guest checks out.' : null}
            </TaskListCard>
            <CleanersList cleaners={cleaners} propertyNames={propertyNames} onEdit={setEditingCleaner} onInvite={onInviteCleaner} />
          </SimpleGrid>

          <TaskListCard title="Coming up" tasks={data.upcoming} onOpen={onOpenTask}>
            {data.upcoming.length === 0 ? 'Nothing in the next 7 days. Book a stay, or add a deep clean with New task.' : null}
          </TaskListCard>

          <RecentCompletions tasks={data.recentCompletions} onOpen={onOpenTask} />

          <AcknowledgementCard />

          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="property-cleaning-title">
            <Stack gap="sm">
              <div>
                <Title order={2} size="h4" id="property-cleaning-title">
                  Checklists and windows
                </Title>
                <Text size="sm" c="dimmed">
                  Each property&apos;s checklist (rooms, short items, which need a photo) and how long a turnover may take when nobody is booked next.
                </Text>
              </div>
              {properties.map((property) => (
                <Group key={property.id} justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate="end">
                    {property.name}
                  </Text>
                  <Button size="compact-sm" variant="default" onClick={() => setEditingProperty(property)} aria-label={`Checklist and window for ${property.name}`}>
                    Checklist and window
                  </Button>
                </Group>
              ))}
            </Stack>
          </Card>
        </>
      )}

      <TaskDrawer taskId={openTaskId} cleaners={cleaners} onClose={() => onOpenTask(null)} />
      <NewTaskModal
        opened={creating}
        properties={properties}
        cleaners={cleaners}
        onClose={() => setCreating(false)}
        onCreated={(taskId) => {
          setCreating(false);
          onOpenTask(taskId);
        }}
      />
      <CleanerProfileModal cleaner={editingCleaner} properties={properties} onClose={() => setEditingCleaner(null)} />
      <PropertyCleaningModal property={editingProperty} onClose={() => setEditingProperty(null)} />
    </Stack>
  );
}

function TaskListCard({ title, tasks, onOpen, color, children }: { title: string; tasks: CleaningTaskSummary[]; onOpen(taskId: string): void; color?: string; children?: ReactNode }) {
  const id = `tasks-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} style={color ? { borderColor: `var(--mantine-color-${color}-4)` } : undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children && (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        )}
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} onOpen={onOpen} />
        ))}
      </Stack>
    </Card>
  );
}

