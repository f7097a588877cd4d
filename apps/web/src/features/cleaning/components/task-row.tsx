import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconClockPlay, IconX } from '@tabler/icons-react';

import type { CleaningTaskSummary } from '@cohost/shared';
import { assignmentNote, formatWindow, SCHEDULE_BADGES, scheduleState, TASK_KIND_LABELS, type ScheduleState } from '../domain/cleaning-view';

const STATE_ICONS: Record<ScheduleState, typeof IconCircleCheck> = {
  completed: IconCircleCheck,
  'in-progress': IconClockPlay,
  scheduled: IconCalendarEvent,
  cancelled: IconX,
};

/** A task's badge: completed, in progress or scheduled, each with its colour and icon. */
export function TaskStateBadge({ status }: { status: CleaningTaskSummary['status'] }) {
  const state = scheduleState(status);
  const Icon = STATE_ICONS[state];
  const badge = SCHEDULE_BADGES[state];
  return (
    <Badge color={badge.color} variant="light" leftSection={<Icon size={12} />} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

/** One cleaning in a list: where, what, when, who (and whether they acknowledged); opens its drawer. */
export function TaskRow({ task, onOpen }: { task: CleaningTaskSummary; onOpen(taskId: string): void }) {
  const note = assignmentNote(task);
  const name = `${TASK_KIND_LABELS[task.kind]} at ${task.propertyName}`;
  return (
    <UnstyledButton
      onClick={() => onOpen(task.id)}
      aria-label={name}
      style={{ display: 'block', width: '100%', padding: '8px 10px', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
      data-task-id={task.id}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end">
            {task.propertyName}
          </Text>
          <Text size="xs" c="dimmed">
            {TASK_KIND_LABELS[task.kind]} · {formatWindow(task.startsAt, task.endsAt, task.timezone)}
          </Text>
          <Text size="xs" c={note.color} fw={note.needsHost ? 600 : undefined}>
            {note.label}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
          <TaskStateBadge status={task.status} />
          {task.isSameDay && task.status !== 'completed' && (
            <Badge color="yellow" variant="filled" size="sm">
              Same-day
            </Badge>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
