import { FOUNDERS_BADGE_DEBOUNCE_MS } from '@cohost/shared';
import { Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCrown } from '@tabler/icons-react';

import type { FoundersView } from '../domain/founders-view';
import { FoundersCountdown } from './founders-countdown';

/**
 * The spots-remaining badge with its countdown. The figure settles for 150 ms before it shows
 * (brief §9), so a refresh never flickers it.
 */
export function FoundersSpotsBadge({ view }: { view: FoundersView }) {
  const [shown] = useDebouncedValue(view, FOUNDERS_BADGE_DEBOUNCE_MS);
  const spots =
    shown.kind === 'known'
      ? shown.isFull
        ? 'All spots taken'
        : `${shown.spotsLeft} of ${shown.total} founders spots left`
      : shown.kind === 'unknown'
        ? 'Limited spots'
        : 'Founders Circle';
  return (
    <Paper component="p" radius="xl" px="md" py={6} withBorder bg="orange.0" style={{ borderColor: 'var(--mantine-color-orange-3)' }} m={0}>
      <Group component="span" gap={8} wrap="wrap" justify="center">
        <IconCrown size={16} color="#b3400c" aria-hidden />
        <Text span size="sm" fw={700} c={shown.kind === 'known' && shown.isLow ? 'red.9' : '#b3400c'}>
          {spots}
        </Text>
        {shown.kind === 'known' && !shown.isFull && (
          <>
            <Text span size="sm" c="dimmed" aria-hidden visibleFrom="sm">
              ·
            </Text>
            <FoundersCountdown span endsAt={shown.endsAt} size="sm" c="dark.6" />
          </>
        )}
      </Group>
    </Paper>
  );
}
