import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label (and, where it needs one, a line saying what it is), as the dashboard, the properties summary and the optimizer show them. */
export function StatCard({ label, value, hint }: { label: string; value: string | number; hint?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" mt={4}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
