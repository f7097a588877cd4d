import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

import type { BillingOverview } from '../api/get-billing-overview';

/** Properties against the plan's limit, and the team's size. */
export function UsageCard({ usage, planName }: { usage: BillingOverview['usage']; planName: string | null }) {
  const { used, limit } = usage.properties;
  const isAtLimit = limit !== null && used >= limit;
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <Card component="section" aria-labelledby="usage-title" withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id="usage-title">
          Usage
        </Title>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Properties
            </Text>
            <Text size="sm" data-testid="usage-properties">
              {limit === null ? `${used} of unlimited` : `${used} of ${limit}`}
            </Text>
          </Group>
          {limit !== null && <Progress value={percent} color={isAtLimit ? 'red' : 'indigo'} aria-label="Properties used" size="md" radius="xl" />}
          {isAtLimit && (
            <Text size="xs" c="dimmed">
              {planName
                ? `${planName} allows ${limit} ${limit === 1 ? 'property' : 'properties'}. Upgrade to add more.`
                : 'Choose a plan to add properties.'}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            Team members
          </Text>
          <Text size="sm" data-testid="usage-members">
            {usage.members}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
