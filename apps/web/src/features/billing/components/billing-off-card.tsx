import { BILLING_OFF_TEXT } from '@cohost/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

import type { BillingOverview } from '../api/get-billing-overview';

/** /billing on an installation run with BILLING=off: nothing to choose or pay, only what the workspace uses. */
export function BillingOffCard({ usage }: { usage: BillingOverview['usage'] }) {
  return (
    <Card component="section" aria-labelledby="billing-off-title" withBorder radius="md" padding="lg" data-testid="billing-off">
      <Stack gap="md">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={2} size="h4" id="billing-off-title">
            Every feature included
          </Title>
          <Badge color="green" variant="light" size="lg" data-testid="subscription-status">
            Billing off
          </Badge>
        </Group>
        <Text size="lg">{BILLING_OFF_TEXT}</Text>
        <Text size="sm" c="dimmed">
          There is no trial, no property limit and nothing to pay. Automations run for as long as this installation does.
        </Text>
        <Group gap="xl" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Properties
            </Text>
            <Text size="sm" data-testid="usage-properties">
              {usage.properties.used} · no limit
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Team members
            </Text>
            <Text size="sm" data-testid="usage-members">
              {usage.members}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
