import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { useApprovals } from '../api/list-approvals';
import { ApprovalCard } from './approval-card';

const SHOWN = 3;

/** What the card asks for: the page holding it waits for the same query before it lays out (no shift when it arrives). */
export const APPROVALS_SUMMARY_QUERY = { status: 'pending', limit: SHOWN } as const;

/**
 * The dashboard's approvals card: the first few actions waiting (emergencies first) and a link to all.
 * `emptyText`: what it says when nothing waits (the dashboard says something else while there is no property to handle).
 */
export function ApprovalsSummaryCard({ emptyText = 'Nothing waits for your approval. Cohost is handling the rest.' }: { emptyText?: string }) {
  const approvals = useApprovals(APPROVALS_SUMMARY_QUERY);
  const data = approvals.data;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="approvals-card-title">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="approvals-card-title">
            Waiting for you
          </Title>
          {data && data.pendingCount > 0 && (
            <Badge color={data.escalatedCount > 0 ? 'red' : 'yellow'} aria-label={`${data.pendingCount} waiting`}>
              {data.pendingCount}
            </Badge>
          )}
        </Group>
        <Group gap="md">
          <Anchor component={Link} to="/activity" size="sm">
            Activity
          </Anchor>
          <Anchor component={Link} to="/approvals" size="sm">
            {data && data.pendingCount > SHOWN ? `All ${data.pendingCount} approvals` : 'Approvals'}
          </Anchor>
        </Group>
      </Group>
      {approvals.isError && <Text c="red">{describeApiError(approvals.error, 'Failed to load the approvals')}</Text>}
      {data && data.items.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      <Stack gap="sm">
        {data?.items.map((item) => <ApprovalCard key={item.id} approval={item} compact />)}
      </Stack>
    </Card>
  );
}
