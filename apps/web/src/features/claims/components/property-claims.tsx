import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { describeApiError } from '../../../lib/api/call-api';
import { useClaimCases } from '../api/list-claim-cases';
import { ClaimCaseCards } from './claim-case-cards';

/** A property's Claims tab: its cases, open and closed, and the way to all of them. */
export function PropertyClaims({ propertyId }: { propertyId: string }) {
  const cases = useClaimCases({ status: 'all', propertyId, kind: null });
  // The list's counts cover the whole workspace: this property's are counted from its own cases.
  const shown = cases.data?.cases ?? [];
  const open = shown.filter((summary) => summary.status !== 'closed');
  const overdue = open.filter((summary) => summary.overdue).length;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          {cases.data ? `${open.length} open, ${shown.length - open.length} closed${overdue ? `, ${overdue} past a deadline` : ''}.` : null}
        </Text>
        <Anchor component={Link} to={`/claims?propertyId=${propertyId}`} size="sm">
          Open in Claims
        </Anchor>
      </Group>
      {cases.isPending ? <PageLoader /> : null}
      {cases.isError ? <Alert color="red">{describeApiError(cases.error, 'Failed to load the claims')}</Alert> : null}
      {cases.data && cases.data.cases.length === 0 ? (
        <Text size="sm" c="dimmed">
          No claims at this property. A case opens when a cleaner reports damage, when photos differ from the last turnover's, or when a guest complains.
        </Text>
      ) : null}
      {cases.data && cases.data.cases.length > 0 ? <ClaimCaseCards cases={cases.data.cases} showProperty={false} /> : null}
    </>
  );
}
