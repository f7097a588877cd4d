import { Anchor, Badge, Button, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';

import type { Cleaner } from '@cohost/shared';
import { CLEANER_STATUS_BADGES, formatAvailability } from '../domain/cleaning-view';

interface CleanersListProps {
  cleaners: Cleaner[];
  /** Property names by id, to say where each cleaner works. */
  propertyNames: Map<string, string>;
  onEdit(cleaner: Cleaner): void;
  onInvite(): void;
}

/** The team's cleaners: available, working or scheduled, with rating, completed count, specialty, when and where they work. */
export function CleanersList({ cleaners, propertyNames, onEdit, onInvite }: CleanersListProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cleaners-list-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cleaners-list-title">
          Cleaners
        </Title>
        {cleaners.length === 0 && (
          <Text size="sm" c="dimmed">
            No cleaners on your team yet.{' '}
            <Anchor component="button" type="button" onClick={onInvite} inherit>
              Invite a cleaner
            </Anchor>
            : they get an email, join with your cleaner code, and their turnovers show up here.
          </Text>
        )}
        {cleaners.map((cleaner) => {
          const badge = CLEANER_STATUS_BADGES[cleaner.status];
          const where = cleaner.propertyIds.length === 0 ? 'All properties' : cleaner.propertyIds.map((id) => propertyNames.get(id) ?? 'A removed property').join(', ');
          return (
            <Card key={cleaner.id} withBorder radius="md" padding="sm" component="article" aria-label={cleaner.name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {cleaner.name}
                    </Text>
                  </Group>
                  <Group gap={6}>
                    {cleaner.rating !== null ? (
                      <>
                        <Rating value={cleaner.rating} fractions={10} readOnly size="xs" role="img" aria-label={`Rating ${cleaner.rating.toFixed(1)} of 5`} />
                        <Text size="xs">{cleaner.rating.toFixed(1)}</Text>
                      </>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Not rated yet
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      · {cleaner.completedCount} completed
                    </Text>
                  </Group>
                  <Text size="xs">{cleaner.specialty || <Text span size="xs" c="dimmed">No specialty set</Text>}</Text>
                  <Text size="xs" c="dimmed">
                    {formatAvailability(cleaner.availability)} · {where}
                  </Text>
                </Stack>
                <Stack gap={6} align="flex-end" style={{ flex: 'none' }}>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                  <Button size="compact-xs" variant="default" onClick={() => onEdit(cleaner)} aria-label={`Edit ${cleaner.name}`}>
                    Edit
                  </Button>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
