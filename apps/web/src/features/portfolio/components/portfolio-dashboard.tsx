import { KIND_LABELS, type DashboardAlert, type DashboardListName, type DashboardListPage, type DashboardStay, type Turnover } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingCottage } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { SOURCE_COLORS, sourceLabel } from '../../../components/ui/reservation-source';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { usePortfolioDashboard } from '../api/get-portfolio-dashboard';
import { useDashboardListRest } from '../api/list-dashboard-page';
import { mergeListRows, moreLabel } from '../domain/list-rows';
import { formatAt, formatHours, formatMoneyList } from './portfolio-format';
import { PortfolioTimeline, type TimelineMarks } from './portfolio-timeline';

/** A short note on an arriving or staying guest from elsewhere in Cohost (their door code's state), by reservation. */
export type ArrivalNotes = Record<string, { label: string; color: string }>;

/** A turnover's note from elsewhere (its cleaning: who, where it stands), by `turnoverKey`. */
export type TurnoverNotes = Record<string, { label: string; color: string; href?: string }>;

/** A turnover's key in `TurnoverNotes`: its property and the day the guest leaves. */
export function turnoverKey(propertyId: string, date: string): string {
  return `${propertyId}|${date}`;
}

interface PortfolioDashboardViewProps {
  arrivalNotes?: ArrivalNotes;
  turnoverNotes?: TurnoverNotes;
  /** Marks under the timeline's stays (the cleanings) and how the route learns which days it shows. */
  timelineMarks?: TimelineMarks;
}

/** The whole portfolio at a glance: today, the week ahead, the month's figures and what needs you. Each list shows its first rows and its count; the rest comes on request. */
export function PortfolioDashboardView({ arrivalNotes = {}, turnoverNotes = {}, timelineMarks }: PortfolioDashboardViewProps) {
  const dashboard = usePortfolioDashboard();
  if (dashboard.isPending) return <Loader aria-label="Loading the dashboard" />;
  if (dashboard.isError) return <Alert color="red">{describeApiError(dashboard.error, 'Failed to load the dashboard')}</Alert>;
  const data = dashboard.data;
  if (data.propertiesCount === 0) {
    return (
      <EmptyStatePanel
        icon={<IconBuildingCottage size={28} stroke={1.6} />}
        description={
          <>
            <Anchor component={Link} to="/properties">
              Add your first property
            </Anchor>{' '}
            and connect its calendars: arrivals, departures, turnovers and alerts for all of them will appear here.
          </>
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <StatCard label="Check-ins today" value={data.totals.checkInsToday} />
        <StatCard label="Check-outs today" value={data.totals.checkOutsToday} />
        <StatCard label="Guests in house" value={data.totals.inHouse} />
        <StatCard label="Occupancy this month" value={`${Math.round(data.occupancyThisMonth * 100)}%`} />
        <StatCard label="Revenue this month" value={formatMoneyList(data.revenueThisMonth)} />
      </SimpleGrid>
      {data.totals.alerts > 0 && <Alerts alerts={data.alerts} total={data.totals.alerts} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StayList title="Today's check-ins" list="check-ins-today" stays={data.checkInsToday} total={data.totals.checkInsToday} at="checkInAt" empty="No arrivals today." notes={arrivalNotes} />
        <StayList title="Today's check-outs" list="check-outs-today" stays={data.checkOutsToday} total={data.totals.checkOutsToday} at="checkOutAt" empty="No departures today." />
        <StayList title="In house" list="in-house" stays={data.inHouse} total={data.totals.inHouse} at="checkOutAt" atLabel="leaves" empty="Nobody is staying right now." notes={arrivalNotes} />
        <StayList title="Next 7 days" list="upcoming" stays={data.upcoming} total={data.totals.upcoming} at="checkInAt" empty="No arrivals in the next 7 days." notes={arrivalNotes} />
      </SimpleGrid>
      <Turnovers turnovers={data.turnovers} total={data.totals.turnovers} notes={turnoverNotes} />
      <PortfolioTimeline extra={timelineMarks} />
    </Stack>
  );
}

/** A list's rows: the dashboard's first ones, then, once the host asks ("Show all N"), the rest a page at a time ("Show more"). */
function useListRows<T>(list: DashboardListName, first: T[], total: number, pick: (page: DashboardListPage) => T[], key: (row: T) => string): { rows: T[]; more: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const rest = useDashboardListRest(list, isOpen);
  const rows = mergeListRows(first, isOpen && rest.data ? rest.data.pages.map(pick) : [], key);
  if (rest.isError) return { rows, more: <Text size="sm" c="red">{describeApiError(rest.error, 'Failed to load more')}</Text> };
  const label = moreLabel(isOpen, rows.length, total, rest.isPending || rest.hasNextPage);
  if (!label) return { rows, more: null };
  return {
    rows,
    more: (
      <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} loading={isOpen && (rest.isPending || rest.isFetchingNextPage)} onClick={() => (isOpen ? void rest.fetchNextPage() : setOpen(true))}>
        {label}
      </Button>
    ),
  };
}

const ALERT_TITLES: Record<DashboardAlert['kind'], string> = {
  'double-booking': 'Double booking',
  'feed-error': 'Calendar sync error',
  'feed-stale': 'Calendar not syncing',
  'candidate-cancellation': 'Possible cancellation',
};

function Alerts({ alerts: first, total }: { alerts: DashboardAlert[]; total: number }) {
  const { rows: alerts, more } = useListRows('alerts', first, total, (page) => page.alerts, (alert) => `${alert.kind}|${alert.propertyId}|${alert.feedId}|${alert.reservationIds.join(',')}|${alert.message}`);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Alerts">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Alerts
        </Title>
        {[...alerts]
          .sort((a, b) => Number(b.severity === 'critical') - Number(a.severity === 'critical'))
          .map((alert, index) => (
            <Alert key={index} color={alert.severity === 'critical' ? 'red' : 'orange'} variant="light" icon={<IconAlertTriangle size={18} />} title={`${ALERT_TITLES[alert.kind]} · ${alert.propertyName}`}>
              <Group justify="space-between" align="flex-end" gap="xs">
                <Text size="sm" style={{ flex: '1 1 240px' }}>
                  {alert.message}
                </Text>
                <Button component={Link} to={`/properties/${alert.propertyId}?tab=calendar`} size="compact-xs" variant="light" color={alert.severity === 'critical' ? 'red' : 'orange'}>
                  Open calendar
                </Button>
              </Group>
            </Alert>
          ))}
        {more}
      </Stack>
    </Card>
  );
}

interface StayListProps {
  title: string;
  list: DashboardListName;
  stays: DashboardStay[];
  total: number;
  at: 'checkInAt' | 'checkOutAt';
  atLabel?: string;
  empty: string;
  notes?: ArrivalNotes;
}

function StayList({ title, list, stays: first, total, at, atLabel, empty, notes = {} }: StayListProps) {
  const { rows: stays, more } = useListRows(list, first, total, (page) => page.stays, (stay) => stay.reservationId);
  return (
    <Card withBorder radius="md" padding="lg" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {stays.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {stays.map((stay) => (
          <Group key={`${stay.reservationId}-${at}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} truncate="end">
                {stay.guestName}
              </Text>
              <Anchor component={Link} to={`/properties/${stay.propertyId}?tab=calendar`} size="xs" c="dimmed">
                {stay.propertyName}
              </Anchor>
              {notes[stay.reservationId] && (
                <Text size="xs" c={notes[stay.reservationId]!.color}>
                  {notes[stay.reservationId]!.label}
                </Text>
              )}
            </div>
            <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
              <Badge color={SOURCE_COLORS[stay.source]} variant="light" size="sm">
                {stay.kind === 'guest' ? sourceLabel(stay.source) : KIND_LABELS[stay.kind]}
              </Badge>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {atLabel ? `${atLabel} ` : ''}
                {formatAt(stay[at], stay.timezone)}
              </Text>
            </Stack>
          </Group>
        ))}
        {more}
      </Stack>
    </Card>
  );
}

function Turnovers({ turnovers: first, total, notes }: { turnovers: Turnover[]; total: number; notes: TurnoverNotes }) {
  const { rows: turnovers, more } = useListRows('turnovers', first, total, (page) => page.turnovers, (turnover) => `${turnover.propertyId}-${turnover.checkOutAt}`);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Turnovers">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Turnovers
        </Title>
        {turnovers.length === 0 && (
          <Text size="sm" c="dimmed">
            No check-outs in the next 7 days.
          </Text>
        )}
        {turnovers.map((turnover) => (
          <Group key={`${turnover.propertyId}-${turnover.checkOutAt}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500}>
                {turnover.propertyName}
              </Text>
              <Text size="xs" c="dimmed">
                {turnover.outgoingGuest} leaves {formatAt(turnover.checkOutAt, turnover.timezone)}
                {turnover.nextGuest && turnover.nextCheckInAt ? ` · ${turnover.nextGuest} arrives ${formatAt(turnover.nextCheckInAt, turnover.timezone)}` : ' · nobody booked next'}
              </Text>
              <TurnoverNote note={notes[turnoverKey(turnover.propertyId, turnover.date)]} />
            </div>
            <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
              {turnover.isSameDay && (
                <Badge color="yellow" variant="filled" size="sm">
                  Same-day
                </Badge>
              )}
              {turnover.windowHours !== null && (
                <Text size="xs" c={turnover.isSameDay ? 'yellow.9' : 'dimmed'} fw={turnover.isSameDay ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {formatHours(turnover.windowHours)} window
                </Text>
              )}
            </Stack>
          </Group>
        ))}
        {more}
      </Stack>
    </Card>
  );
}

function TurnoverNote({ note }: { note: TurnoverNotes[string] | undefined }) {
  if (!note) return null;
  return note.href ? (
    <Anchor component={Link} to={note.href} size="xs" c={note.color} display="block">
      {note.label}
    </Anchor>
  ) : (
    <Text size="xs" c={note.color}>
      {note.label}
    </Text>
  );
}
