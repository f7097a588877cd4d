import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';

interface CohostLogoProps {
  /** Hide the word "Cohost" below this breakpoint, where space is short. */
  wordmarkVisibleFrom?: MantineBreakpoint;
}

/** The Cohost wordmark. Place it inside a link or heading that gives it its meaning. */
export function CohostLogo({ wordmarkVisibleFrom }: CohostLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" aria-hidden>
        <IconHomeHeart size={20} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz="xl" c="var(--mantine-color-text)" lh={1} visibleFrom={wordmarkVisibleFrom}>
        Cohost
      </Text>
    </Group>
  );
}
