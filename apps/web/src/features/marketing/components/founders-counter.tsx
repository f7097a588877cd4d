import { FOUNDERS_BENEFITS } from '@cohost/shared';
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';

import type { ReactNode } from 'react';

import { foundersHeadline, foundersHeldLine, foundersProgress, type FoundersView } from '../domain/founders-view';
import { FoundersCountdown } from './founders-countdown';
import { useNow } from './use-now';
import classes from './landing.module.css';

interface FoundersCounterProps {
  view: FoundersView;
  cta: ReactNode;
}

/**
 * 'Only N Founders Circle Spots Available' with its progress bar (brief §2): a full bar while
 * loading, then the share taken; red at 10 spots or fewer. No figure is ever made up.
 */
export function FoundersCounter({ view, cta }: FoundersCounterProps) {
  const now = useNow(60_000);
  const progress = foundersProgress(view);
  const isLow = view.kind === 'known' && view.isLow;
  const headline = foundersHeadline(view, now);
  const heldLine = foundersHeldLine(view);
  return (
    <Card withBorder radius="lg" className={classes.panel} maw={640} mx="auto" shadow="sm">
      <Stack gap="md" align="center" ta="center">
        <Title order={3} className={classes.cardTitle} c={isLow ? 'red.9' : undefined} aria-live="polite" data-testid="founders-headline">
          {headline}
        </Title>
        {progress !== null && (
          <Progress
            w="100%"
            size="lg"
            radius="xl"
            value={progress}
            color={isLow ? 'red.8' : 'orange.8'}
            aria-label={view.kind === 'known' ? `${view.total - view.spotsLeft} of ${view.total} spots taken` : 'Loading the spots taken'}
          />
        )}
        {heldLine && (
          <Text size="sm" c="dimmed" data-testid="founders-held">
            {heldLine}
          </Text>
        )}
        {view.kind === 'known' && view.isStale && (
          <Text size="sm" c="dimmed">
            This is the last figure we had; we could not refresh it just now.
          </Text>
        )}
        {view.kind === 'known' && !view.isFull && <FoundersCountdown endsAt={view.endsAt} fw={600} />}
        <Group justify="center" gap="xs">
          {FOUNDERS_BENEFITS.map((benefit) => (
            <Badge key={benefit} variant="light" color="indigo" size="lg">
              {benefit}
            </Badge>
          ))}
        </Group>
        {cta}
      </Stack>
    </Card>
  );
}
