import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStatePanelProps {
  icon: ReactNode;
  /** One sentence about what will appear here. */
  description: ReactNode;
  title?: string;
}

export function EmptyStatePanel({ icon, description, title = 'Nothing here yet' }: EmptyStatePanelProps) {
  return (
    <Paper withBorder radius="lg" px="md" py={48}>
      <EmptyState variant="light" size="md">
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description maw={460}>{description}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
