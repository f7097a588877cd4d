import type { Property, Reservation } from '@cohost/shared';
import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { CalendarLegend } from '../../../components/ui/calendar-legend';
import { CALENDAR_MARK_SWATCH, type CalendarMark } from '../../../components/ui/calendar-mark';
import { describeApiError } from '../../../lib/api/call-api';
import { useReservations } from '../api/list-reservations';
import { CancelReservationModal } from './cancel-reservation-modal';
import { addDays, BLOCK_HATCH, formatDay, formatStayDates, mondayOf, sourceLabel, todayIn } from './calendar-labels';
import { FeedsCard } from './feeds-card';
import { ReservationModal } from './reservation-modal';
import { StaysMonthGrid } from './stays-month-grid';
import { StaysTable } from './stays-table';

/** Six weeks shown, moved four at a time: the last week before stays on screen, like a month with its edges. */
const WEEKS = 6;
const STEP_DAYS = 28;

/** Other features' marks on the month (the cleanings), read by the route for the weeks shown (`from` to `last`, both included). */
export interface PropertyCalendarMarks {
  marks: CalendarMark[];
  onWindowChange(window: { from: string; last: string }): void;
}

/** A property's stays and blocks on a month calendar and as a list, its double bookings, its calendar feeds and export link. */
export function PropertyCalendarTab({ property, extra }: { property: Property; extra?: PropertyCalendarMarks }) {
  const today = todayIn(property.timezone);
  const startOfView = () => mondayOf(addDays(today, -7));
  const [from, setFrom] = useState(startOfView);
  const [showCancelled, setShowCancelled] = useState(false);
  const [editing, setEditing] = useState<Reservation | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const to = addDays(from, WEEKS * 7);
  const calendar = useReservations(property.id, { from, to, includeCancelled: showCancelled });
  const onWindowChange = extra?.onWindowChange;
  const last = addDays(to, -1);
  useEffect(() => onWindowChange?.({ from, last }), [onWindowChange, from, last]);
  const data = calendar.data;

  return (
    <Stack gap="lg">
      {data && data.doubleBookings.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Double booking">
          <Stack gap={2}>
            {data.doubleBookings.map((booking) => (
              <Text key={`${booking.startDate}-${booking.items.map((item) => item.id).join()}`} size="sm">
                {formatStayDates(booking.startDate, booking.endDate)}: {booking.items.map((item) => `${item.label} (${sourceLabel(item.source)})`).join(' and ')}
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              Cancel one of them here and on its platform, or block the dates where it came from.
            </Text>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Stays and blocks
            </Title>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              Add reservation
            </Button>
          </Group>
          <Group justify="space-between">
            <Group gap="xs">
              <Button variant="default" size="xs" aria-label="Earlier" onClick={() => setFrom(addDays(from, -STEP_DAYS))}>
                <IconChevronLeft size={14} />
              </Button>
              <Button variant="default" size="xs" onClick={() => setFrom(startOfView())}>
                Today
              </Button>
              <Button variant="default" size="xs" aria-label="Later" onClick={() => setFrom(addDays(from, STEP_DAYS))}>
                <IconChevronRight size={14} />
              </Button>
              <Text size="sm" fw={500} aria-live="polite">
                {formatDay(from)} – {formatDay(addDays(to, -1))}
              </Text>
              {calendar.isFetching && !calendar.isPending && <Loader size="xs" />}
            </Group>
            <Switch label="Show cancelled" checked={showCancelled} onChange={(event) => setShowCancelled(event.currentTarget.checked)} />
          </Group>
          {calendar.isPending && <Loader size="sm" aria-label="Loading the calendar" />}
          {calendar.isError && <Alert color="red">{describeApiError(calendar.error, 'Failed to load the calendar')}</Alert>}
          {data && (
            <>
              <StaysMonthGrid from={from} weeks={WEEKS} today={today} reservations={data.reservations} blocks={data.blocks} doubleBookings={data.doubleBookings} marks={extra?.marks ?? []} onOpen={setEditing} />
              <Legend withMarks={extra !== undefined} />
              {data.reservations.length === 0 && data.blocks.length === 0 ? (
                <Text c="dimmed">Nothing booked in these weeks. Add a reservation, or connect the platforms' calendars below.</Text>
              ) : (
                <StaysTable property={property} reservations={data.reservations} blocks={data.blocks} onEdit={setEditing} onCancel={setCancelling} />
              )}
            </>
          )}
        </Stack>
      </Card>
      <FeedsCard propertyId={property.id} />
      <ReservationModal property={property} reservation={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <CancelReservationModal reservation={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function Legend({ withMarks }: { withMarks: boolean }) {
  return (
    <CalendarLegend
      shade={6}
      marks={[
        { label: 'Blocked', style: { background: BLOCK_HATCH } },
        { label: 'Missing from its feed', style: { border: '2px dashed var(--mantine-color-orange-6)' } },
        { label: 'Double booked', style: { outline: '2px solid var(--mantine-color-red-7)' } },
        ...(withMarks ? [CALENDAR_MARK_SWATCH] : []),
      ]}
    />
  );
}
