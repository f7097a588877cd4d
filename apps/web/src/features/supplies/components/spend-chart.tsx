import type { SupplyOverview } from '@cohost/shared';
import { Box, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';

import { money, monthLabel } from './supply-format';

/** Spend per property per month, a bar for each month against a line at the property's monthly limit. */
export function SpendChart({ properties }: { properties: SupplyOverview['properties'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="spend-chart-title">
      <Title order={2} size="h4" id="spend-chart-title">
        Spend per month against each limit
      </Title>
      <Stack gap="lg" mt="md">
        {properties.map((property) => {
          const top = Math.max(property.monthlyLimitCents, ...property.months.map((month) => month.spentCents), 1);
          const limitAt = (property.monthlyLimitCents / top) * 100;
          return (
            <div key={property.id} role="group" aria-label={`${property.name} spend`}>
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {property.name}
                </Text>
                <Text size="xs" c="dimmed">
                  Limit {money(property.monthlyLimitCents)} a month
                </Text>
              </Group>
              <Box pos="relative" h={90} mt={6} style={{ display: 'flex', alignItems: 'flex-end', gap: 8, borderBottom: '1px solid var(--mantine-color-gray-4)' }}>
                <Box pos="absolute" left={0} right={0} bottom={`${limitAt}%`} style={{ borderTop: '2px dashed var(--mantine-color-red-5)' }} aria-hidden />
                {property.months.map((month) => (
                  <Tooltip key={month.month} label={`${monthLabel(month.month)}: ${money(month.spentCents)} of ${money(property.monthlyLimitCents)}`}>
                    <Box
                      flex={1}
                      h={`${(month.spentCents / top) * 100}%`}
                      mih={2}
                      bg={month.spentCents > property.monthlyLimitCents ? 'red.6' : 'blue.5'}
                      style={{ borderRadius: 3 }}
                      aria-label={`${monthLabel(month.month)}: ${money(month.spentCents)}`}
                    />
                  </Tooltip>
                ))}
              </Box>
              <Group gap={8} mt={4} grow>
                {property.months.map((month) => (
                  <Text key={month.month} size="xs" c="dimmed" ta="center">
                    {monthLabel(month.month)}
                  </Text>
                ))}
              </Group>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
