import type { Timeline, TimelineItem } from '@cohost/shared';
import { Alert, Box, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { CalendarLegend } from '../../../components/ui/calendar-legend';
import { CALENDAR_MARK_SWATCH, type CalendarMark } from '../../../components/ui/calendar-mark';
import { describeApiError } from '../../../lib/api/call-api';
import { useTimeline } from '../api/get-timeline';
import { SOURCE_COLORS, sourceLabel } from '../../../components/ui/reservation-source';
import { addDays, dayHeader, localToday } from './portfolio-format';

const DAY_WIDTH = { 7: 112, 31: 40 } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NAME_WIDTH = 150;
const ROW_HEIGHT = 44;
/** Properties per page: a screenful, whatever the portfolio's size. */
export const TIMELINE_ROWS = 20;

/** The days the timeline shows, for whoever draws marks on it. */
export interface TimelineWindow {
  from: string;
  days: number;
}

export interface TimelineMarks {
  /** Marks under the stays (the cleanings), read by the route for the window shown. */
  marks: CalendarMark[];
  onWindowChange(window: TimelineWindow): void;
}

/** Properties × days: stays as bars by source, blocks hatched, same-day turnovers and double bookings marked; other features' marks under them. */
export function PortfolioTimeline({ extra }: { extra?: TimelineMarks }) {
  const [days, setDays] = useState<7 | 31>(7);
  const [from, setFrom] = useState(() => addDays(localToday(), -1));
  const [offset, setOffset] = useState(0);
  const timeline = useTimeline({ from, days, offset, limit: TIMELINE_ROWS });
  const onWindowChange = extra?.onWindowChange;
  useEffect(() => onWindowChange?.({ from, days }), [onWindowChange, from, days]);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Calendar timeline">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Calendar
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" aria-label="Previous" onClick={() => setFrom(addDays(from, -days))}>
              <IconChevronLeft size={14} />
            </Button>
            <Button variant="default" size="xs" onClick={() => setFrom(addDays(localToday(), -1))}>
              Today
            </Button>
            <Button variant="default" size="xs" aria-label="Next" onClick={() => setFrom(addDays(from, days))}>
              <IconChevronRight size={14} />
            </Button>
            <SegmentedControl size="xs" aria-label="Range" value={String(days)} onChange={(value) => setDays(value === '31' ? 31 : 7)} data={[{ value: '7', label: 'Week' }, { value: '31', label: 'Month' }]} />
          </Group>
        </Group>
        {timeline.isPending && <Loader size="sm" aria-label="Loading the calendar" />}
        {timeline.isError && <Alert color="red">{describeApiError(timeline.error, 'Failed to load the calendar')}</Alert>}
        {timeline.data && <TimelineGrid timeline={timeline.data} days={days} marks={extra?.marks ?? []} />}
        {timeline.data && timeline.data.total > TIMELINE_ROWS && <PropertyPager timeline={timeline.data} onOffset={setOffset} />}
        <CalendarLegend
          shade={5}
          marks={[
            { label: 'Blocked', style: { background: HATCH } },
            { label: 'Same-day turnover', style: { boxShadow: 'inset -4px 0 0 var(--mantine-color-yellow-5)', background: 'var(--mantine-color-gray-3)' } },
            { label: 'Double booked', style: { outline: '2px solid var(--mantine-color-red-7)' } },
            ...(extra ? [CALENDAR_MARK_SWATCH] : []),
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Which properties the grid shows, and the pages before and after. */
function PropertyPager({ timeline, onOffset }: { timeline: Timeline; onOffset(offset: number): void }) {
  const last = timeline.offset + timeline.properties.length;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        Properties {timeline.offset + 1}–{last} of {timeline.total}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={timeline.offset === 0} onClick={() => onOffset(Math.max(timeline.offset - TIMELINE_ROWS, 0))}>
          Previous properties
        </Button>
        <Button variant="default" size="xs" disabled={timeline.nextOffset === null} onClick={() => timeline.nextOffset !== null && onOffset(timeline.nextOffset)}>
          Next properties
        </Button>
      </Group>
    </Group>
  );
}

// Names stay in view while the days scroll sideways on a phone; bars pass under them.
const STICKY_NAME = { flex: 'none', position: 'sticky', left: 0, zIndex: 2, background: 'var(--mantine-color-body)' } as const;

const HATCH = 'repeating-linear-gradient(45deg, var(--mantine-color-gray-3), var(--mantine-color-gray-3) 4px, var(--mantine-color-gray-1) 4px, var(--mantine-color-gray-1) 8px)';

function TimelineGrid({ timeline, days, marks }: { timeline: Timeline; days: 7 | 31; marks: CalendarMark[] }) {
  const dayWidth = DAY_WIDTH[days];
  const rowHeight = marks.length > 0 ? ROW_HEIGHT + MARK_HEIGHT : ROW_HEIGHT;
  const dates = Array.from({ length: days }, (_, index) => addDays(timeline.from, index));
  const today = localToday();
  if (timeline.properties.length === 0) return <Text c="dimmed">Add a property to see its calendar here.</Text>;
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box style={{ width: NAME_WIDTH + dayWidth * days, position: 'relative' }} role="grid" aria-label={`Stays from ${timeline.from}`}>
        <Box style={{ display: 'flex', borderBottom: '1px solid var(--mantine-color-gray-3)' }} role="row">
          <Box w={NAME_WIDTH} style={STICKY_NAME} />
          {dates.map((date) => {
            const { weekday, day, month } = dayHeader(date);
            const isToday = date === today;
            return (
              <Box
                key={date}
                w={dayWidth}
                style={{ flex: 'none', textAlign: 'center', background: isToday ? 'var(--mantine-color-blue-0)' : undefined }}
                role="columnheader"
                aria-label={date}
                aria-current={isToday ? 'date' : undefined}
              >
                <Text size="xs" c="dimmed">
                  {day === 1 || date === timeline.from ? MONTHS[month] : days === 7 ? weekday : weekday.slice(0, 1)}
                </Text>
                <Text size="sm" fw={isToday ? 700 : 500} c={isToday ? 'blue' : undefined}>
                  {day}
                </Text>
              </Box>
            );
          })}
        </Box>
        {timeline.properties.map((property) => (
          <Box key={property.id} style={{ display: 'flex', position: 'relative', height: rowHeight, borderBottom: '1px solid var(--mantine-color-gray-2)' }} role="row" aria-label={property.name}>
            <Box w={NAME_WIDTH} style={{ ...STICKY_NAME, display: 'flex', alignItems: 'center', paddingRight: 8 }}>
              <Text size="sm" fw={500} truncate="end" component={Link} to={`/properties/${property.id}?tab=calendar`} c={property.status === 'maintenance' ? 'orange' : undefined}>
                {property.name}
              </Text>
            </Box>
            {/* Plain elements: a page of rows holds hundreds of these cells, and Mantine's style props cost a render each. */}
            {dates.map((date) => (
              <div key={date} style={{ width: dayWidth, flex: 'none', background: date === today ? 'var(--mantine-color-blue-0)' : undefined, borderLeft: '1px solid var(--mantine-color-gray-1)' }} />
            ))}
            {property.items.map((item) => (
              <Bar key={item.id} item={item} from={timeline.from} days={days} dayWidth={dayWidth} />
            ))}
            {marks
              .filter((mark) => mark.propertyId === property.id)
              .map((mark) => (
                <Mark key={mark.id} mark={mark} from={timeline.from} days={days} dayWidth={dayWidth} />
              ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Bar({ item, from, days, dayWidth }: { item: TimelineItem; from: string; days: number; dayWidth: number }) {
  const offset = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  // Stays run from the afternoon of check-in to the morning of check-out, so turnovers sit side by side.
  const start = Math.max(offset(item.startDate) + 0.5, 0);
  const end = Math.min(offset(item.endDate) + 0.5, days);
  if (end <= start) return null;
  const isBlock = item.type === 'block';
  const color = SOURCE_COLORS[item.source];
  const title = `${item.label} · ${isBlock ? 'blocked' : sourceLabel(item.source)} · ${item.startDate} → ${item.endDate}${item.hasSameDayTurnover ? ' · same-day turnover' : ''}${item.isDoubleBooked ? ' · DOUBLE BOOKED' : ''}${item.isCandidateCancellation ? ' · missing from its feed' : ''}`;
  return (
    <Box
      title={title}
      aria-label={title}
      role="gridcell"
      style={{
        position: 'absolute',
        left: NAME_WIDTH + start * dayWidth + 1,
        width: (end - start) * dayWidth - 2,
        top: 8,
        height: ROW_HEIGHT - 16,
        borderRadius: 6,
        background: isBlock ? HATCH : `var(--mantine-color-${color}-${item.kind === 'guest' ? 5 : 3})`,
        color: isBlock ? 'var(--mantine-color-gray-7)' : 'white',
        outline: item.isDoubleBooked ? '2px solid var(--mantine-color-red-7)' : undefined,
        opacity: item.isCandidateCancellation ? 0.6 : 1,
        border: item.isCandidateCancellation ? '2px dashed var(--mantine-color-orange-6)' : undefined,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        fontSize: 12,
        lineHeight: `${ROW_HEIGHT - 16}px`,
        padding: '0 6px',
        boxShadow: item.hasSameDayTurnover ? 'inset -4px 0 0 var(--mantine-color-yellow-5)' : undefined,
      }}
    >
      {item.isDoubleBooked ? '⚠ ' : ''}
      {item.label}
    </Box>
  );
}

const MARK_HEIGHT = 14;

/** A mark (a cleaning) in the strip under the stays, from its start to its end hour; never narrower than a fingertip's target. */
function Mark({ mark, from, days, dayWidth }: { mark: CalendarMark; from: string; days: number; dayWidth: number }) {
  const offset = ({ date, hour }: CalendarMark['start']) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + hour / 24;
  const start = offset(mark.start);
  const end = offset(mark.end);
  if (end <= 0 || start >= days) return null;
  const width = Math.max((Math.min(end, days) - Math.max(start, 0)) * dayWidth, 14);
  return (
    <Box
      component={Link}
      to={mark.href}
      title={mark.title}
      aria-label={mark.title}
      role="gridcell"
      style={{
        position: 'absolute',
        left: NAME_WIDTH + Math.max(start, 0) * dayWidth,
        width,
        top: ROW_HEIGHT - 6,
        height: MARK_HEIGHT,
        borderRadius: 7,
        background: `var(--mantine-color-${mark.color}-5)`,
        color: 'white',
        fontSize: 10,
        lineHeight: `${MARK_HEIGHT}px`,
        padding: '0 4px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        textDecoration: 'none',
        zIndex: 1,
      }}
    >
      {width > 60 ? mark.label : ''}
    </Box>
  );
}
