import type { CalendarBlock, Property, Reservation } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelReservation } from '../api/cancel-reservation';
import { useReservations } from '../api/list-reservations';
import { addDays, formatDay, formatLocalTime, formatMoney, formatStayDates, kindLabel, sourceLabel, SOURCE_COLORS, todayIn } from './calendar-labels';
import { FeedsCard } from './feeds-card';
import { ReservationModal } from './reservation-modal';

const WINDOW_DAYS = 60;

/** A property's stays and blocks two months at a time, double bookings, and its calendar feeds. */
export function PropertyCalendarTab({ property }: { property: Property }) {
  const [from, setFrom] = useState(() => addDays(todayIn(property.timezone), -7));
  const [showCancelled, setShowCancelled] = useState(false);
  const [editing, setEditing] = useState<Reservation | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const to = addDays(from, WINDOW_DAYS);
  const calendar = useReservations(property.id, { from, to, includeCancelled: showCancelled });
  const data = calendar.data;

  return (
    <Stack gap="lg">
      {data && data.doubleBookings.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Double booking">
          {data.doubleBookings.map((booking) => (
            <Text key={`${booking.startDate}-${booking.items.map((item) => item.id).join()}`} size="sm">
              {formatStayDates(booking.startDate, booking.endDate)}: {booking.items.map((item) => `${item.label} (${sourceLabel(item.source)})`).join(' and ')}
            </Text>
          ))}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Stays and blocks
            </Title>
            <Group gap="xs">
              <Button variant="default" size="xs" aria-label="Earlier" onClick={() => setFrom(addDays(from, -30))}>
                <IconChevronLeft size={14} />
              </Button>
              <Text size="sm" fw={500}>
                {formatDay(from)} – {formatDay(addDays(to, -1))}
              </Text>
              <Button variant="default" size="xs" aria-label="Later" onClick={() => setFrom(addDays(from, 30))}>
                <IconChevronRight size={14} />
              </Button>
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
                Add reservation
              </Button>
            </Group>
          </Group>
          <Switch label="Show cancelled" checked={showCancelled} onChange={(event) => setShowCancelled(event.currentTarget.checked)} />
          {calendar.isPending && <Loader size="sm" aria-label="Loading the calendar" />}
          {calendar.isError && <Alert color="red">{describeApiError(calendar.error, 'Failed to load the calendar')}</Alert>}
          {data && data.reservations.length === 0 && data.blocks.length === 0 && <Text c="dimmed">Nothing booked in these dates.</Text>}
          {data && (data.reservations.length > 0 || data.blocks.length > 0) && (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Stays and blocks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Dates</Table.Th>
                    <Table.Th>Stay</Table.Th>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Arrives / leaves ({property.timezone})</Table.Th>
                    <Table.Th>Payout</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {merge(data.reservations, data.blocks).map((entry) =>
                    entry.type === 'reservation' ? (
                      <StayRow key={entry.item.id} stay={entry.item} property={property} onEdit={() => setEditing(entry.item)} onCancel={() => setCancelling(entry.item)} />
                    ) : (
                      <BlockRow key={entry.item.id} block={entry.item} />
                    ),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      <FeedsCard propertyId={property.id} />
      <ReservationModal property={property} reservation={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <CancelModal reservation={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

type Entry = { type: 'reservation'; start: string; item: Reservation } | { type: 'block'; start: string; item: CalendarBlock };

function merge(reservations: Reservation[], blocks: CalendarBlock[]): Entry[] {
  return [
    ...reservations.map((item): Entry => ({ type: 'reservation', start: item.checkInDate, item })),
    ...blocks.map((item): Entry => ({ type: 'block', start: item.startDate, item })),
  ].sort((a, b) => a.start.localeCompare(b.start));
}

function StayRow({ stay, property, onEdit, onCancel }: { stay: Reservation; property: Property; onEdit(): void; onCancel(): void }) {
  const cancelled = stay.status === 'cancelled';
  const label = stay.kind === 'guest' ? stay.guestName || `${sourceLabel(stay.source)} guest` : kindLabel(stay.kind);
  return (
    <Table.Tr style={cancelled ? { opacity: 0.55 } : undefined} aria-label={`Stay ${label} ${stay.checkInDate}`}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatStayDates(stay.checkInDate, stay.checkOutDate)}
        <Text size="xs" c="dimmed">
          {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap={4}>
          {stay.kind === 'guest' && stay.guests > 0 && <Text size="xs" c="dimmed">{stay.guests} guests</Text>}
          {stay.phoneLast4 && <Text size="xs" c="dimmed">· phone …{stay.phoneLast4}</Text>}
          {cancelled && <Badge color="gray" size="xs">Cancelled</Badge>}
          {stay.missingSince && !cancelled && (
            <Tooltipped label="Missing from its feed: it will be cancelled if the next sync still misses it.">
              <Badge color="orange" size="xs">Missing from feed</Badge>
            </Tooltipped>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={SOURCE_COLORS[stay.source]} variant="light">
          {sourceLabel(stay.source)}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatLocalTime(stay.checkInAt, property.timezone)}</Text>
        <Text size="sm" c="dimmed">
          {formatLocalTime(stay.checkOutAt, property.timezone)}
        </Text>
      </Table.Td>
      <Table.Td>{stay.payoutCents === null ? '—' : formatMoney(stay.payoutCents, stay.currency ?? property.listing.currency)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {!cancelled && (
          <Group gap={4} justify="flex-end">
            <Button size="compact-xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Tooltipped({ label, children }: { label: string; children: React.ReactNode }) {
  return <span title={label}>{children}</span>;
}

function BlockRow({ block }: { block: CalendarBlock }) {
  return (
    <Table.Tr style={{ background: 'repeating-linear-gradient(45deg, transparent, transparent 6px, var(--mantine-color-gray-1) 6px, var(--mantine-color-gray-1) 12px)' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStayDates(block.startDate, block.endDate)}</Table.Td>
      <Table.Td>
        <Text size="sm">Blocked: {block.summary || 'Not available'}</Text>
        {block.isEcho && <Text size="xs" c="dimmed">Mirrors one of your stays (the platform re-exports it); not a conflict.</Text>}
      </Table.Td>
      <Table.Td>
        <Badge color={SOURCE_COLORS[block.source]} variant="outline">
          {sourceLabel(block.source)}
        </Badge>
      </Table.Td>
      <Table.Td />
      <Table.Td />
      <Table.Td />
    </Table.Tr>
  );
}

function CancelModal({ reservation, onClose }: { reservation: Reservation | null; onClose(): void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelReservation();
  return (
    <Modal opened={reservation !== null} onClose={onClose} title="Cancel this reservation?">
      {reservation && (
        <Stack>
          <Text size="sm">
            {formatStayDates(reservation.checkInDate, reservation.checkOutDate)} · {reservation.guestName || kindLabel(reservation.kind)}
            {reservation.source !== 'manual' && `. It stays cancelled here even while ${sourceLabel(reservation.source)} still lists it: cancel it there too.`}
          </Text>
          <Textarea label="Reason (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={async () => {
                try {
                  await cancel.mutateAsync({ reservationId: reservation.id, reason });
                  toastSuccess('Reservation cancelled.');
                  setReason('');
                  onClose();
                } catch (error) {
                  toastError(describeApiError(error, 'Failed to cancel the reservation'));
                }
              }}
            >
              Cancel reservation
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
