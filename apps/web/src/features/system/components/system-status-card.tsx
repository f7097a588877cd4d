import { Alert, Badge, Button, Card, DataList, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

import { useHealth, type Health } from '../api/get-health';

const DRIVER_LABELS: Record<Health['database']['driver'], string> = {
  pglite: 'Embedded PostgreSQL (PGlite)',
  postgres: 'PostgreSQL',
};

const ROLE_LABELS: Record<Health['jobs']['role'], string> = {
  all: 'Web and worker',
  web: 'Web only',
  worker: 'Worker only',
};

const STATE_BADGES = {
  ok: { color: 'green', label: 'Operational' },
  degraded: { color: 'red', label: 'Degraded' },
  up: { color: 'green', label: 'Up' },
  down: { color: 'red', label: 'Down' },
  idle: { color: 'gray', label: 'Idle' },
} as const;

function StateBadge({ state }: { state: keyof typeof STATE_BADGES }) {
  const { color, label } = STATE_BADGES[state];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}

function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.floor(totalSeconds)} s`;
}

function formatTime(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

function HealthDetails({ health }: { health: Health }) {
  const { database, jobs } = health;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Database
          </Title>
          <StateBadge state={database.status} />
        </Group>
        <DataList size="sm" gap={6} labelWidth={110}>
          <DataList.Item>
            <DataList.ItemLabel>Engine</DataList.ItemLabel>
            <DataList.ItemValue>{DRIVER_LABELS[database.driver]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Latency</DataList.ItemLabel>
            <DataList.ItemValue>{database.latencyMs === null ? 'Unknown' : `${database.latencyMs} ms`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Checked</DataList.ItemLabel>
            <DataList.ItemValue>{formatTime(database.checkedAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Background jobs
          </Title>
          <StateBadge state={jobs.status} />
        </Group>
        <DataList size="sm" gap={6} labelWidth={110}>
          <DataList.Item>
            <DataList.ItemLabel>This instance</DataList.ItemLabel>
            <DataList.ItemValue>{ROLE_LABELS[jobs.role]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Workers</DataList.ItemLabel>
            <DataList.ItemValue>{jobs.workersSeen}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Queued / failed</DataList.ItemLabel>
            <DataList.ItemValue>
              {jobs.queued} / {jobs.failed}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Events</DataList.ItemLabel>
            <DataList.ItemValue>
              {health.events.waiting} waiting · {health.events.dead} failed
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Last heartbeat</DataList.ItemLabel>
            <DataList.ItemValue>{formatTime(jobs.lastHeartbeatAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>
    </SimpleGrid>
  );
}

function HealthSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-hidden>
      {[0, 1].map((column) => (
        <Stack key={column} gap="sm">
          <Skeleton height={20} width="60%" />
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton height={12} width="80%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Live status of this Cohost installation, from `GET /api/health`. */
export function SystemStatusCard() {
  const { data: health, isPending, isError, isRefetching, refetch } = useHealth();

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="system-status-title" aria-busy={isPending}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title id="system-status-title" order={2} size="h4">
          System status
        </Title>
        {health && <StateBadge state={health.status} />}
      </Group>

      {isPending && <HealthSkeleton />}

      {isError && !health && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Cannot reach the server">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">The status check did not get an answer. The server may be stopped or restarting.</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      {health && (
        <Stack gap="md">
          <HealthDetails health={health} />
          {isError && (
            <Text size="sm" c="red.9">
              The latest check got no answer; these figures are from the previous one.
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Version {health.version} · up {formatUptime(health.uptimeSeconds)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
