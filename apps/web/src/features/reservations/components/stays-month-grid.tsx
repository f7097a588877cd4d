import type { CalendarBlock, DoubleBooking, Reservation } from '@cohost/shared';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

import type { CalendarMark } from '../../../components/ui/calendar-mark';

import { addDays, BLOCK_HATCH, CANDIDATE_NOTE, daysBetween, formatShortDay, kindLabel, plural, SOURCE_COLORS, sourceLabel, stayLabel } from './calendar-labels';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DATE_ROW = 22;
const LANE = 24;

interface StaysMonthGridProps {
  /** A Monday: the grid shows whole weeks from it. */
  from: string;
  weeks: number;
  today: string;
  reservations: Reservation[];
  blocks: CalendarBlock[];
  doubleBookings: DoubleBooking[];
  /** Other features' marks (the cleanings), each shown on the day it starts. */
  marks?: CalendarMark[];
  onOpen(stay: Reservation): void;
}

type Item = { type: 'reservation'; id: string; start: string; end: string; stay: Reservation } | { type: 'block'; id: string; start: string; end: string; block: CalendarBlock };

/** Weeks × days like a wall calendar; each stay a bar from its check-in afternoon to its check-out morning, so turnovers sit side by side. */
export function StaysMonthGrid({ from, weeks, today, reservations, blocks, doubleBookings, marks = [], onOpen }: StaysMonthGridProps) {
  const doubleBooked = new Set(doubleBookings.flatMap((booking) => booking.items.map((item) => item.id)));
  const items: Item[] = [
    ...reservations.map((stay): Item => ({ type: 'reservation', id: stay.id, start: stay.checkInDate, end: stay.checkOutDate, stay })),
    ...blocks.map((block): Item => ({ type: 'block', id: block.id, start: block.startDate, end: block.endDate, block })),
  ].sort((a, b) => a.start.localeCompare(b.start) || b.end.localeCompare(a.end));
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box miw={320} role="grid" aria-label="Month calendar">
        <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }} role="row">
          {WEEKDAYS.map((weekday) => (
            <Text key={weekday} size="xs" c="dimmed" ta="center" fw={500} role="columnheader">
              {weekday}
            </Text>
          ))}
        </Box>
        {Array.from({ length: weeks }, (_, week) => (
          <Week key={week} start={addDays(from, week * 7)} today={today} items={items} doubleBooked={doubleBooked} marks={marks} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}

interface Segment {
  item: Item;
  /** In days from the week's Monday, halves included: 0.5 is Monday afternoon. */
  left: number;
  right: number;
  lane: number;
}

function segmentsOf(items: Item[], weekStart: string): Segment[] {
  const laneEnds: number[] = [];
  const segments: Segment[] = [];
  for (const item of items) {
    const left = Math.max(daysBetween(weekStart, item.start) + 0.5, 0);
    const right = Math.min(daysBetween(weekStart, item.end) + 0.5, 7);
    if (right <= left) continue;
    let lane = laneEnds.findIndex((end) => end <= left);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = right;
    segments.push({ item, left, right, lane });
  }
  return segments;
}

function Week({ start, today, items, doubleBooked, marks, onOpen }: { start: string; today: string; items: Item[]; doubleBooked: Set<string>; marks: CalendarMark[]; onOpen(stay: Reservation): void }) {
  const segments = segmentsOf(items, start);
  const lanes = Math.max(2, ...segments.map((segment) => segment.lane + 1));
  return (
    <Box style={{ position: 'relative', display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', minHeight: DATE_ROW + lanes * LANE + 6 }} role="row">
      {Array.from({ length: 7 }, (_, index) => {
        const date = addDays(start, index);
        const isToday = date === today;
        return (
          <Box
            key={date}
            role="gridcell"
            aria-label={date}
            aria-current={isToday ? 'date' : undefined}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)', borderLeft: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)', background: isToday ? 'var(--mantine-color-blue-0)' : undefined, padding: '2px 4px' }}
          >
            <Group gap={4} wrap="nowrap" justify="space-between" style={{ minWidth: 0 }}>
              <Text size="xs" fw={isToday || date.endsWith('-01') ? 700 : 400} c={isToday ? 'blue' : undefined}>
                {date.endsWith('-01') || index === 0 ? formatShortDay(date) : Number(date.slice(8, 10))}
              </Text>
              {marks
                .filter((mark) => mark.start.date === date)
                .map((mark) => (
                  <DayMark key={mark.id} mark={mark} />
                ))}
            </Group>
          </Box>
        );
      })}
      {segments.map((segment) => (
        <Bar key={`${segment.item.id}-${start}`} segment={segment} isDoubleBooked={doubleBooked.has(segment.item.id)} onOpen={onOpen} />
      ))}
    </Box>
  );
}

function Bar({ segment, isDoubleBooked, onOpen }: { segment: Segment; isDoubleBooked: boolean; onOpen(stay: Reservation): void }) {
  const { item, left, right, lane } = segment;
  const position = {
    position: 'absolute' as const,
    left: `calc(${(left / 7) * 100}% + 1px)`,
    width: `calc(${((right - left) / 7) * 100}% - 2px)`,
    top: DATE_ROW + lane * LANE,
    height: LANE - 4,
    borderRadius: 4,
    fontSize: 11,
    lineHeight: `${LANE - 4}px`,
    padding: '0 4px',
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
    textOverflow: 'ellipsis',
    outline: isDoubleBooked ? '2px solid var(--mantine-color-red-7)' : undefined,
  };
  if (item.type === 'block') {
    const title = `Blocked (${sourceLabel(item.block.source)}): ${item.block.summary || 'Not available'} · ${item.start} → ${item.end}${isDoubleBooked ? ' · DOUBLE BOOKED' : ''}`;
    return (
      <Box title={title} aria-label={title} style={{ ...position, background: BLOCK_HATCH, color: 'var(--mantine-color-gray-8)' }}>
        {isDoubleBooked ? '⚠ ' : ''}
        {item.block.summary || 'Blocked'}
      </Box>
    );
  }
  const { stay } = item;
  const isCancelled = stay.status === 'cancelled';
  const isCandidate = stay.missingSince !== null && !isCancelled;
  const label = stayLabel(stay);
  const title = [
    label,
    stay.kind === 'guest' ? sourceLabel(stay.source) : kindLabel(stay.kind),
    `${stay.checkInDate} → ${stay.checkOutDate} (${plural(stay.nights, 'night')})`,
    isCancelled ? 'cancelled' : null,
    isCandidate ? CANDIDATE_NOTE : null,
    isDoubleBooked ? 'DOUBLE BOOKED' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const color = SOURCE_COLORS[stay.source];
  return (
    <UnstyledButton
      title={title}
      aria-label={title}
      disabled={isCancelled}
      onClick={() => onOpen(stay)}
      style={{
        ...position,
        background: isCancelled ? 'var(--mantine-color-gray-2)' : `var(--mantine-color-${color}-${stay.kind === 'guest' ? 6 : 3})`,
        color: isCancelled ? 'var(--mantine-color-gray-6)' : stay.kind === 'guest' ? 'white' : 'var(--mantine-color-dark-7)',
        textDecoration: isCancelled ? 'line-through' : undefined,
        border: isCandidate ? '2px dashed var(--mantine-color-orange-6)' : undefined,
        opacity: isCandidate ? 0.75 : 1,
        cursor: isCancelled ? 'default' : 'pointer',
      }}
    >
      {isDoubleBooked ? '⚠ ' : ''}
      {label}
    </UnstyledButton>
  );
}

/** A mark in its day's corner: a dot in its colour, its label when the day is wide enough, a link to it. */
function DayMark({ mark }: { mark: CalendarMark }) {
  return (
    <Box
      component={Link}
      to={mark.href}
      title={mark.title}
      aria-label={mark.title}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 3,
        flex: '0 1 auto',
        minWidth: 14,
        height: 16,
        padding: '0 4px',
        borderRadius: 8,
        background: `var(--mantine-color-${mark.color}-1)`,
        color: `var(--mantine-color-${mark.color}-9)`,
        fontSize: 10,
        lineHeight: '16px',
        textDecoration: 'none',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        position: 'relative',
        zIndex: 1,
      }}
    >
      <Box component="span" style={{ width: 6, height: 6, borderRadius: 3, flex: 'none', background: `var(--mantine-color-${mark.color}-6)` }} />
      <Box component="span" visibleFrom="sm" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {mark.label}
      </Box>
    </Box>
  );
}
