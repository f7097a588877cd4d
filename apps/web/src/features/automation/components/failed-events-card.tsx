import type { FailedEvent } from '@cohost/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useFailedEvents } from '../api/list-failed-events';
import { useReplayFailedEvent } from '../api/replay-failed-event';

function FailedEventRow({ event }: { event: FailedEvent }) {
  const replay = useReplayFailedEvent();
  const onReplay = () =>
    replay.mutate(event.id, {
      onSuccess: () => toastSuccess(`Sent ${event.type} to ${event.subscriber} again`),
      onError: (failure) => toastError(describeApiError(failure, 'Failed to replay the event')),
    });
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {event.type}
          </Text>
          <Badge size="sm" variant="light" color={event.status === 'dead' ? 'red' : 'yellow'}>
            {event.status === 'dead' ? `Gave up after ${event.attempts} tries` : `Retrying (${event.attempts} tries)`}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {event.subscriber} · {new Date(event.occurredAt).toLocaleString()}
          {event.nextAttemptAt ? ` · next try ${new Date(event.nextAttemptAt).toLocaleTimeString()}` : ''}
        </Text>
        {event.lastError && (
          <Text size="sm" c="red.8" lineClamp={2}>
            {event.lastError}
          </Text>
        )}
      </Stack>
      <Button size="xs" variant="default" onClick={onReplay} loading={replay.isPending} style={{ flexShrink: 0 }}>
        Replay
      </Button>
    </Group>
  );
}

/**
 * Events the workspace's modules could not handle (a stay's steps not rescheduled, an alert not
 * queued): shown above the log only when there are some, each with Replay.
 */
export function FailedEventsCard() {
  const failed = useFailedEvents();
  const items = failed.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="failed-events-title">
      <Group gap="xs" mb="xs">
        <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden />
        <Title id="failed-events-title" order={2} size="h5">
          {items.length === 1 ? '1 event could not be handled' : `${items.length} events could not be handled`}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Cohost retries on its own; after the last try it waits for you. Replay sends the event again once the cause is fixed.
      </Text>
      <Stack gap="sm">
        {items.map((event) => (
          <FailedEventRow key={event.id} event={event} />
        ))}
      </Stack>
    </Paper>
  );
}
