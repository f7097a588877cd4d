import type { ClaimDeadlineAlerts } from '@cohost/shared';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { deadlineLine } from '../domain/claim-view';
import { useMinute } from './use-minute';

/**
 * The dashboard's claim deadlines: each one inside 72 hours or passed, counting down, with a link
 * to its case. Drawn only while cases are open.
 */
export function ClaimDeadlinesCard({ alerts }: { alerts: ClaimDeadlineAlerts }) {
  const now = useMinute();
  if (alerts.openCases === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claim-deadlines-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="claim-deadlines-heading">
          Claim deadlines
        </Title>
        <Anchor component={Link} to="/claims" size="sm">
          All claims ({alerts.openCases} open)
        </Anchor>
      </Group>
      {alerts.alerts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No deadline inside the next 3 days.
        </Text>
      ) : (
        <Stack gap="xs">
          {alerts.alerts.map((alert) => {
            const line = deadlineLine(alert.deadline, now);
            return (
              <div key={`${alert.caseId}-${alert.deadline.key}`}>
                <Anchor component={Link} to={`/claims/${alert.caseId}`} size="sm" fw={600}>
                  {alert.reference}: {alert.title}
                </Anchor>
                <Text size="sm" c={line.color === 'gray' ? 'dimmed' : line.color} title={alert.deadline.label}>
                  {line.text} · {alert.propertyName}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
