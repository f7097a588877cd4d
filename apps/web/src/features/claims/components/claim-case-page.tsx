import { CLAIM_CASE_STATUS_LABELS, CLAIM_OUTCOME_LABELS, CLAIM_SOURCE_LABELS } from '@cohost/shared';
import { Alert, Anchor, Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { useClaimCase } from '../api/get-claim-case';
import { CASE_STATUS_COLORS, formatDate, formatInZone, kindAndCategory } from '../domain/claim-view';
import { ClaimDecisionCard } from './claim-decision-card';
import { ClaimEvidenceCard } from './claim-evidence-card';
import { ClaimMessagesCard, ClaimTimelineCard } from './claim-history-cards';
import { ClaimItemsEditor } from './claim-items-editor';
import { ClaimPacketCard } from './claim-packet-card';
import { ClaimReceiptsCard } from './claim-receipts-card';
import { NextStepPanel } from './next-step-panel';

/** /claims/:caseId: the case, what to do next, its evidence and packet, and what happened. */
export function ClaimCasePage({ caseId }: { caseId: string }) {
  const query = useClaimCase(caseId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red" title={isMissing ? 'Case not found' : 'This case could not be loaded'}>
        {describeApiError(query.error, 'Failed to load this case')}{' '}
        <Anchor component={Link} to="/claims" inherit>
          Back to claims
        </Anchor>
      </Alert>
    );
  }
  const detail = query.data;
  const zone = detail.property.timeZone;
  const stay = detail.stay;

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/claims" size="sm">
          All claims
        </Anchor>
        <Group gap="xs" mt={4} wrap="wrap">
          <Text c="dimmed" fw={600}>
            {detail.reference}
          </Text>
          <Badge color={CASE_STATUS_COLORS[detail.status]} variant="light">
            {CLAIM_CASE_STATUS_LABELS[detail.status]}
          </Badge>
          {detail.outcome ? (
            <Badge color="gray" variant="outline">
              {CLAIM_OUTCOME_LABELS[detail.outcome]}
            </Badge>
          ) : null}
          {detail.overdue ? (
            <Badge color="red" variant="filled">
              Deadline passed
            </Badge>
          ) : null}
        </Group>
        <Title order={1} size="h2" mt={4}>
          {detail.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {kindAndCategory(detail.kind, detail.category)} · {CLAIM_SOURCE_LABELS[detail.source]} · opened {formatInZone(detail.openedAt, zone)} ·{' '}
          <Anchor component={Link} to={`/properties/${detail.property.id}?tab=claims`} inherit>
            {detail.property.name}
          </Anchor>
        </Text>
        {stay ? (
          <Text mt={4} size="sm" aria-label="Stay">
            Guest: <b>{stay.guestName || `not named in the ${stay.platformLabel} calendar`}</b> ({stay.platformLabel}) · {formatDate(stay.checkInDate)} – {formatDate(stay.checkOutDate)}, checkout {formatInZone(stay.checkOutAt, zone, true)}
            {stay.confirmationCode ? ` · confirmation ${stay.confirmationCode}` : ''}
          </Text>
        ) : (
          <Text mt={4} size="sm" c={detail.kind === 'damage' ? 'orange.8' : 'dimmed'}>
            {detail.kind === 'damage' ? 'No stay is linked, so no platform deadline runs.' : 'No stay is linked.'}
          </Text>
        )}
        {detail.description ? (
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.description}
          </Text>
        ) : null}
      </div>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <NextStepPanel detail={detail} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ClaimPacketCard detail={detail} />
            <ClaimDecisionCard key={detail.updatedAt} detail={detail} />
            <ClaimReceiptsCard detail={detail} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The items table wants the page's width; on a phone it scrolls sideways. */}
      {detail.kind === 'damage' || detail.items.length > 0 ? <ClaimItemsEditor key={detail.updatedAt} detail={detail} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ClaimEvidenceCard detail={detail} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ClaimMessagesCard detail={detail} />
            <ClaimTimelineCard detail={detail} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
