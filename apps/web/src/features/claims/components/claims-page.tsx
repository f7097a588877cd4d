import { CLAIM_CASE_KIND_LABELS, CLAIM_CASE_KINDS } from '@cohost/shared';
import { Alert, Button, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSettings, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { useClaimCases, type ClaimCasesQuery } from '../api/list-claim-cases';
import { ClaimCaseCards } from './claim-case-cards';
import { ClaimSettingsModal } from './claim-settings-modal';
import { NewClaimCaseModal, type StayFieldRenderer } from './new-claim-case-modal';

const STATUSES = ['open', 'closed', 'all'] as const;

/** /claims: the counts, the filters (state, property, kind; kept in the address), the cases, and a way to open one. */
export function ClaimsPage({ properties, renderStayField }: { properties: Array<{ id: string; name: string }>; renderStayField: StayFieldRenderer }) {
  const [search, setSearch] = useSearchParams();
  const status = STATUSES.find((value) => value === search.get('status')) ?? 'open';
  const kind = CLAIM_CASE_KINDS.find((value) => value === search.get('kind')) ?? null;
  const propertyId = search.get('propertyId');
  const query: ClaimCasesQuery = { status, propertyId, kind };
  const cases = useClaimCases(query);
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  function filter(name: string, value: string | null) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Claims</Title>
          <Text c="dimmed" mt={4}>
            Complaints and damage, each with its deadlines and its evidence.
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setSettingsOpen(true)}>
            Settings
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={properties.length === 0}>
            New case
          </Button>
        </Group>
      </Group>

      {cases.data ? (
        // The counts cover every case of the workspace, whatever the filters below.
        <SimpleGrid cols={3} spacing="sm">
          <StatCard label="Open cases" value={cases.data.counts.open} />
          <StatCard label="Past a deadline" value={cases.data.counts.overdue} />
          <StatCard label="Due within 3 days" value={cases.data.counts.dueSoon} />
        </SimpleGrid>
      ) : null}

      <Group gap="sm" align="flex-end">
        <div>
          <Input.Label id="claims-state-filter" display="block">
            State
          </Input.Label>
          <SegmentedControl
            aria-labelledby="claims-state-filter"
            value={status}
            onChange={(value) => filter('status', value === 'open' ? null : value)}
            data={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
              { value: 'all', label: 'All' },
            ]}
          />
        </div>
        <Select label="Property" placeholder="All properties" data={properties.map((property) => ({ value: property.id, label: property.name }))} value={propertyId} onChange={(value) => filter('propertyId', value)} clearable w={220} />
        <Select label="Kind" placeholder="All kinds" data={CLAIM_CASE_KINDS.map((value) => ({ value, label: CLAIM_CASE_KIND_LABELS[value] }))} value={kind} onChange={(value) => filter('kind', value)} clearable w={180} />
      </Group>

      {cases.isPending ? <PageLoader /> : null}
      {cases.isError ? <Alert color="red">{describeApiError(cases.error, 'Failed to load your claims')}</Alert> : null}
      {cases.data && cases.data.cases.length === 0 ? (
        <EmptyStatePanel
          icon={<IconShieldCheck size={28} stroke={1.6} />}
          title={status === 'closed' ? 'No closed cases' : 'No cases here'}
          description="A case opens by itself when a cleaner reports damage or something missing, when after-photos differ from the last turnover's, or when a guest complains or asks for a refund. You can also open one with New case."
        />
      ) : null}
      {cases.data && cases.data.cases.length > 0 ? <ClaimCaseCards cases={cases.data.cases} /> : null}

      {settingsOpen ? <ClaimSettingsModal onClose={() => setSettingsOpen(false)} /> : null}
      {creating ? <NewClaimCaseModal properties={properties} propertyId={propertyId} renderStayField={renderStayField} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
