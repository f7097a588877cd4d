import { Card, Text } from '@mantine/core';

/** One figure with its label, as the dashboard and the properties summary show them. */
export function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" mt={4}>
        {value}
      </Text>
    </Card>
  );
}
