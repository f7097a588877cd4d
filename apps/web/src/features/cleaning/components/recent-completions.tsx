import { Badge, Card, Group, Rating, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';

import type { CleaningTaskSummary } from '@cohost/shared';
import { formatDuration, TASK_KIND_LABELS } from '../domain/cleaning-view';

function completedOn(task: CleaningTaskSummary): string {
  if (!task.completedAt) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: task.timezone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(task.completedAt));
}

/** The latest finished cleanings: rating (or 'Rate it'), photos, issues and how long it took. */
export function RecentCompletions({ tasks, onOpen }: { tasks: CleaningTaskSummary[]; onOpen(taskId: string): void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-completions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-completions-title">
          Recent Completions
        </Title>
        {tasks.length === 0 && (
          <Text size="sm" c="dimmed">
            Finished cleanings show here with their photos, the problems reported and how long they took. Rate each one to keep your cleaners&apos; ratings honest.
          </Text>
        )}
        {tasks.map((task) => (
          <UnstyledButton
            key={task.id}
            onClick={() => onOpen(task.id)}
            aria-label={`Completed ${TASK_KIND_LABELS[task.kind].toLowerCase()} at ${task.propertyName}`}
            style={{ display: 'block', width: '100%', padding: '8px 10px', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} truncate="end">
                  {task.propertyName}
                </Text>
                <Text size="xs" c="dimmed">
                  {task.cleaner?.name ?? 'Cleaner'} · {completedOn(task)}
                </Text>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color="gray" leftSection={<IconPhoto size={11} />}>
                    {task.photoCount} {task.photoCount === 1 ? 'photo' : 'photos'}
                  </Badge>
                  <Badge size="sm" variant="light" color={task.issueCount > 0 ? 'orange' : 'gray'} leftSection={<IconAlertTriangle size={11} />}>
                    {task.issueCount} {task.issueCount === 1 ? 'issue' : 'issues'}
                  </Badge>
                  {task.durationMinutes !== null && (
                    <Badge size="sm" variant="light" color="gray">
                      {formatDuration(task.durationMinutes)}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
                {task.rating !== null ? (
                  <Rating value={task.rating} readOnly size="sm" role="img" aria-label={`Rated ${task.rating} of 5`} />
                ) : (
                  <Text size="xs" c="blue" fw={600}>
                    Rate it
                  </Text>
                )}
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
