import { CLAIM_CASE_STATUS_LABELS, CLAIM_OUTCOME_LABELS, type ClaimCaseSummary } from '@cohost/shared';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { CASE_STATUS_COLORS, deadlineLine, formatDate, kindAndCategory, money } from '../domain/claim-view';
import { useMinute } from './use-minute';

/** A case's next deadline, counting down by the minute; "Deadline passed" in red once it has. */
export function NextDeadline({ summary, now }: { summary: Pick<ClaimCaseSummary, 'nextDeadline' | 'overdue' | 'status'>; now: number }) {
  if (summary.nextDeadline) {
    const line = deadlineLine(summary.nextDeadline, now);
    return (
      <Text size="sm" fw={600} c={line.color === 'gray' ? 'dimmed' : line.color} title={summary.nextDeadline.label}>
        {line.text}
      </Text>
    );
  }
  if (summary.overdue)
    return (
      <Text size="sm" fw={600} c="red">
        Deadline passed
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {summary.status === 'closed' ? 'Closed' : 'No deadline running'}
    </Text>
  );
}

function CaseCard({ summary, now, showProperty }: { summary: ClaimCaseSummary; now: number; showProperty: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`${summary.reference}: ${summary.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {summary.reference} · {kindAndCategory(summary.kind, summary.category)}
            </Text>
            <Anchor component={Link} to={`/claims/${summary.id}`} fw={600} lineClamp={2}>
              {summary.title}
            </Anchor>
          </div>
          <Badge color={CASE_STATUS_COLORS[summary.status]} variant="light" style={{ flexShrink: 0 }}>
            {summary.outcome ? CLAIM_OUTCOME_LABELS[summary.outcome] : CLAIM_CASE_STATUS_LABELS[summary.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {showProperty ? `${summary.property.name} · ` : ''}
          {summary.stay ? `${summary.stay.guestName || 'Guest not named'} (${summary.stay.platformLabel}), ${formatDate(summary.stay.checkInDate)} – ${formatDate(summary.stay.checkOutDate)}` : 'No stay linked'}
        </Text>
        {summary.status === 'closed' || (summary.kind === 'complaint' && !summary.nextDeadline) ? null : <NextDeadline summary={summary} now={now} />}
        <Text size="sm">{summary.nextStep}</Text>
        <Group gap="xs">
          {summary.kind === 'damage' || summary.estimateCents > 0 ? (
            <Badge variant="outline" color="gray">
              Estimate {money(summary.estimateCents)}
            </Badge>
          ) : null}
          {summary.waitingApprovals > 0 ? (
            <Badge variant="light" color="orange" component={Link} to="/approvals" style={{ cursor: 'pointer' }}>
              {summary.waitingApprovals === 1 ? '1 draft waiting' : `${summary.waitingApprovals} drafts waiting`}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The cases as cards: two or three across on a wide screen, stacked on a phone. */
export function ClaimCaseCards({ cases, showProperty = true }: { cases: ClaimCaseSummary[]; showProperty?: boolean }) {
  const now = useMinute();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cases.map((summary) => (
        <CaseCard key={summary.id} summary={summary} now={now} showProperty={showProperty} />
      ))}
    </SimpleGrid>
  );
}
