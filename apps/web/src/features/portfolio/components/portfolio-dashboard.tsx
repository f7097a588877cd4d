import { KIND_LABELS, type DashboardAlert, type DashboardStay, type Turnover } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingCottage } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { SOURCE_COLORS, sourceLabel } from '../../../components/ui/reservation-source';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { usePortfolioDashboard } from '../api/get-portfolio-dashboard';
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

/** The whole portfolio at a glance: today, the week ahead, the month's figures and what needs you. */
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
        <StatCard label="Check-ins today" value={data.checkInsToday.length} />
        <StatCard label="Check-outs today" value={data.checkOutsToday.length} />
        <StatCard label="Guests in house" value={data.inHouse.length} />
        <StatCard label="Occupancy this month" value={`${Math.round(data.occupancyThisMonth * 100)}%`} />
        <StatCard label="Revenue this month" value={formatMoneyList(data.revenueThisMonth)} />
      </SimpleGrid>
      {data.alerts.length > 0 && <Alerts alerts={data.alerts} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StayList title="Today's check-ins" stays={data.checkInsToday} at="checkInAt" empty="No arrivals today." notes={arrivalNotes} />
        <StayList title="Today's check-outs" stays={data.checkOutsToday} at="checkOutAt" empty="No departures today." />
        <StayList title="In house" stays={data.inHouse} at="checkOutAt" atLabel="leaves" empty="Nobody is staying right now." notes={arrivalNotes} />
        <StayList title="Next 7 days" stays={data.upcoming} at="checkInAt" empty="No arrivals in the next 7 days." notes={arrivalNotes} />
      </SimpleGrid>
      <Turnovers turnovers={data.turnovers} notes={turnoverNotes} />
      <PortfolioTimeline extra={timelineMarks} />
    </Stack>
  );
}


const ALERT_TITLES: Record<DashboardAlert['kind'], string> = {
  'double-booking': 'Double booking',
  'feed-error': 'Calendar sync error',
  'feed-stale': 'Calendar not syncing',
  'candidate-cancellation': 'Possible cancellation',
};

function Alerts({ alerts }: { alerts: DashboardAlert[] }) {
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
      </Stack>
    </Card>
  );
}

function StayList({ title, stays, at, atLabel, empty, notes = {} }: { title: string; stays: DashboardStay[]; at: 'checkInAt' | 'checkOutAt'; atLabel?: string; empty: string; notes?: ArrivalNotes }) {
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
      </Stack>
    </Card>
  );
}

function Turnovers({ turnovers, notes }: { turnovers: Turnover[]; notes: TurnoverNotes }) {
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
