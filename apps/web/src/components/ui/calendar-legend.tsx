import { Box, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

import { SOURCE_COLORS, sourceLabel } from './reservation-source';

/** A calendar's key: one swatch per source, then the screen's own marks (blocked, turnovers…). */
export function CalendarLegend({ shade, marks }: { shade: number; marks: { label: string; style: CSSProperties }[] }) {
  return (
    <Group gap="md">
      {(['airbnb', 'vrbo', 'booking', 'manual', 'other'] as const).map((source) => (
        <Swatch key={source} label={sourceLabel(source)} style={{ background: `var(--mantine-color-${SOURCE_COLORS[source]}-${shade})` }} />
      ))}
      {marks.map((mark) => (
        <Swatch key={mark.label} {...mark} />
      ))}
    </Group>
  );
}

function Swatch({ label, style }: { label: string; style: CSSProperties }) {
  return (
    <Group gap={4}>
      <Box w={12} h={12} style={{ borderRadius: 3, ...style }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
