import type { CalendarBlock, Property, Reservation } from '@cohost/shared';
import { Badge, Button, Group, Table, Text } from '@mantine/core';

import { CANDIDATE_NOTE, formatLocalTime, formatMoney, formatStayDates, plural, SOURCE_COLORS, sourceLabel, stayLabel } from './calendar-labels';

const ROW_HATCH = 'repeating-linear-gradient(45deg, transparent, transparent 6px, var(--mantine-color-gray-1) 6px, var(--mantine-color-gray-1) 12px)';

interface StaysTableProps {
  property: Property;
  reservations: Reservation[];
  blocks: CalendarBlock[];
  onEdit(stay: Reservation): void;
  onCancel(stay: Reservation): void;
}

type Entry = { type: 'reservation'; start: string; item: Reservation } | { type: 'block'; start: string; item: CalendarBlock };

/** The same stays and blocks as the grid, as a list with each one's details and actions. */
export function StaysTable({ property, reservations, blocks, onEdit, onCancel }: StaysTableProps) {
  const entries = [
    ...reservations.map((item): Entry => ({ type: 'reservation', start: item.checkInDate, item })),
    ...blocks.map((item): Entry => ({ type: 'block', start: item.startDate, item })),
  ].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Stays and blocks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dates</Table.Th>
            <Table.Th w={230}>Stay</Table.Th>
            <Table.Th w={130}>Source</Table.Th>
            <Table.Th>Arrives / leaves ({property.timezone})</Table.Th>
            <Table.Th>Payout</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) =>
            entry.type === 'reservation' ? (
              <StayRow key={entry.item.id} stay={entry.item} property={property} onEdit={() => onEdit(entry.item)} onCancel={() => onCancel(entry.item)} />
            ) : (
              <BlockRow key={entry.item.id} block={entry.item} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StayRow({ stay, property, onEdit, onCancel }: { stay: Reservation; property: Property; onEdit(): void; onCancel(): void }) {
  const isCancelled = stay.status === 'cancelled';
  const label = stayLabel(stay);
  return (
    <Table.Tr style={isCancelled ? { opacity: 0.55 } : undefined} aria-label={`Stay ${label} ${stay.checkInDate}`}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatStayDates(stay.checkInDate, stay.checkOutDate)}
        <Text size="xs" c="dimmed">
          {plural(stay.nights, 'night')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} td={isCancelled ? 'line-through' : undefined}>
          {label}
        </Text>
        <Group gap={4}>
          {stay.kind === 'guest' && stay.guests > 0 && (
            <Text size="xs" c="dimmed">
              {plural(stay.guests, 'guest')}
            </Text>
          )}
          {stay.phoneLast4 && (
            <Text size="xs" c="dimmed">
              · phone …{stay.phoneLast4}
            </Text>
          )}
          {isCancelled && (
            <Badge color="gray" size="xs">
              Cancelled
            </Badge>
          )}
        </Group>
        {isCancelled && stay.cancelReason && (
          <Text size="xs" c="dimmed">
            Reason: {stay.cancelReason}
          </Text>
        )}
        {stay.missingSince && !isCancelled && (
          <Text size="xs" c="orange.8" fw={500}>
            {CANDIDATE_NOTE}
          </Text>
        )}
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
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{stay.payoutCents === null ? '—' : formatMoney(stay.payoutCents, stay.currency ?? property.listing.currency)}</Table.Td>
      <Table.Td>
        {!isCancelled && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={onEdit} aria-label={`Edit ${label} ${stay.checkInDate}`}>
              Edit
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel} aria-label={`Cancel ${label} ${stay.checkInDate}`}>
              Cancel
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function BlockRow({ block }: { block: CalendarBlock }) {
  return (
    <Table.Tr aria-label={`Block ${block.startDate}`} style={{ background: ROW_HATCH }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStayDates(block.startDate, block.endDate)}</Table.Td>
      <Table.Td>
        <Text size="sm">Blocked: {block.summary || 'Not available'}</Text>
        {block.isEcho && (
          <Text size="xs" c="dimmed">
            Mirrors one of your stays (the platform re-exports it); not a conflict.
          </Text>
        )}
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
