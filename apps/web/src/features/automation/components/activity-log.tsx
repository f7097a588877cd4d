import type { ActivityEntry } from '@cohost/shared';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconHistory, IconSettings, IconSparkles, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { describeApiError } from '../../../lib/api/call-api';
import { useActivity } from '../api/list-activity';
import { ActivityFiltersBar, readActivityFilters, RESULT_LABELS, writeActivityFilter } from './activity-filters';
import { FailedEventsCard } from './failed-events-card';
import type { PropertyChoice } from './scope-picker';

const RESULT_COLORS: Record<ActivityEntry['result'], MantineColor> = {
  done: 'green',
  waiting: 'yellow',
  approved: 'teal',
  denied: 'red',
  expired: 'gray',
  failed: 'red',
};

const DECISION_LABELS: Record<NonNullable<ActivityEntry['decision']>, string> = {
  auto: 'Automatic',
  approval: 'Needed approval',
  escalate: 'Escalated',
};

/** /activity: everything Cohost and the team did, why, and what came of it, newest first. `properties`: undefined while they load. */
export function ActivityLog({ properties }: { properties: PropertyChoice[] | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readActivityFilters(searchParams);
  const isFiltered = Object.keys(filters).length > 0;
  const activity = useActivity(filters);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];

  const clearFilters = () => setSearchParams((params) => writeActivityFilter(params));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Activity</Title>
        <Text c="dimmed" mt={4}>
          Everything Cohost and your team did, why, and what came of it.
        </Text>
      </div>
      <FailedEventsCard />
      <ActivityFiltersBar filters={filters} properties={properties} onChange={(name, value) => setSearchParams((params) => writeActivityFilter(params, name, value))} />
      {activity.isPending ? (
        <PageLoader />
      ) : activity.isError && !activity.data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="The activity could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describeApiError(activity.error, 'Failed to load the activity')}</Text>
            <Button size="xs" variant="default" onClick={() => void activity.refetch()} loading={activity.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : entries.length === 0 ? (
        isFiltered ? (
          <EmptyStatePanel
            icon={<IconFilterOff size={28} stroke={1.6} />}
            title="Nothing matches these filters"
            description={
              <>
                Try another property, action, person or result.
                <br />
                <Button mt="md" size="xs" variant="default" onClick={clearFilters}>
                  Clear filters
                </Button>
              </>
            }
          />
        ) : (
          <EmptyStatePanel
            icon={<IconHistory size={28} stroke={1.6} />}
            title="No activity yet"
            description="Each reply, door code, order and approval will be listed here: who did it, why, and what came of it."
          />
        )
      ) : (
        <>
          {groupByDay(entries).map((day) => (
            <Box component="section" key={day.key} aria-label={day.label}>
              <Title order={2} size="h5" mb="xs">
                {day.label}
              </Title>
              <Paper withBorder radius="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {day.entries.map((entry, index) => (
                  <ActivityItem key={entry.id} entry={entry} isFirst={index === 0} />
                ))}
              </Paper>
            </Box>
          ))}
          {activity.isFetchNextPageError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              {describeApiError(activity.error, 'Failed to load more activity')}
            </Alert>
          )}
          {activity.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

function ActivityItem({ entry, isFirst }: { entry: ActivityEntry; isFirst: boolean }) {
  const at = new Date(entry.occurredAt);
  return (
    <Stack component="li" aria-label={entry.summary} gap={4} px="md" py="sm" style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="xs">
          <Text component="time" dateTime={entry.occurredAt} title={fullFormat.format(at)} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {timeFormat.format(at)}
          </Text>
          <ActorBadge entry={entry} />
          <Text size="xs" c="dimmed">
            {entry.kindLabel}
          </Text>
        </Group>
        <Badge color={RESULT_COLORS[entry.result]} variant={entry.result === 'failed' ? 'filled' : 'light'} style={{ flex: 'none' }}>
          {RESULT_LABELS[entry.result]}
        </Badge>
      </Group>
      <Text size="sm" fw={500}>
        {entry.summary}
      </Text>
      <Group gap={6} fz="xs" c="dimmed">
        {entry.propertyId && entry.propertyName && (
          <Anchor component={Link} to={`/properties/${entry.propertyId}`} size="xs">
            {entry.propertyName}
          </Anchor>
        )}
        {entry.decision && <Text size="xs">{DECISION_LABELS[entry.decision]}</Text>}
        {entry.approvalId && (
          <Anchor component={Link} to="/approvals" size="xs">
            Open in Approvals
          </Anchor>
        )}
      </Group>
      {entry.reason && (
        <Text size="xs" c="dimmed">
          {entry.reason}
        </Text>
      )}
    </Stack>
  );
}

function ActorBadge({ entry }: { entry: ActivityEntry }) {
  if (entry.actorType === 'cohost') {
    return (
      <Badge color="violet" variant="light" size="sm" leftSection={<IconSparkles size={12} aria-hidden />}>
        {entry.actorName}
      </Badge>
    );
  }
  const Icon = entry.actorType === 'host' ? IconUser : IconSettings;
  return (
    <Badge color="gray" variant="outline" size="sm" leftSection={<Icon size={12} aria-hidden />}>
      {entry.actorName}
    </Badge>
  );
}

/** Consecutive entries by the viewer's calendar day: 'Today', 'Yesterday', then the date. */
function groupByDay(entries: ActivityEntry[]): Array<{ key: string; label: string; entries: ActivityEntry[] }> {
  const now = new Date();
  const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: Array<{ key: string; label: string; entries: ActivityEntry[] }> = [];
  for (const entry of entries) {
    const at = new Date(entry.occurredAt);
    const key = dayKey(at);
    const last = days.at(-1);
    if (last?.key === key) {
      last.entries.push(entry);
      continue;
    }
    const label =
      key === today
        ? 'Today'
        : key === yesterday
          ? 'Yesterday'
          : at.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
    days.push({ key, label, entries: [entry] });
  }
  return days;
}
