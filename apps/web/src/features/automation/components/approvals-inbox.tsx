import { ACTION_KIND_LABELS, ACTION_KINDS, type ActionKind, type Approval } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useBulkApprove } from '../api/decide-approval';
import { useApprovals } from '../api/list-approvals';
import { ApprovalCard } from './approval-card';

const STATUS_BADGES: Record<Approval['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'yellow' },
  approved: { label: 'Approved', color: 'blue' },
  executed: { label: 'Approved · done', color: 'green' },
  failed: { label: 'Approved · failed', color: 'red' },
  denied: { label: 'Denied', color: 'gray' },
  expired: { label: 'Out of date', color: 'gray' },
};

const KIND_OPTIONS = [{ value: '', label: 'All actions' }, ...ACTION_KINDS.map((kind) => ({ value: kind, label: ACTION_KIND_LABELS[kind].one }))];

/** The approvals inbox: what waits for the host (emergencies first), bulk approval, and what was decided. */
export function ApprovalsInbox() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'decided' ? 'decided' : 'pending';
  const kindParam = params.get('kind');
  const kind = kindParam && (ACTION_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ActionKind) : undefined;
  const approvals = useApprovals({ status, ...(kind ? { kind } : {}) });
  const bulk = useBulkApprove();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setSelected(new Set());
  };

  const items = approvals.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const onBulkApprove = () =>
    bulk.mutate(
      chosen.map((item) => ({ id: item.id, version: item.version })),
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((result) => !result.ok);
          setSelected(new Set());
          if (failed.length === 0) toastSuccess(`Approved ${results.length} ${results.length === 1 ? 'action' : 'actions'}`);
          else toastError(`Approved ${results.length - failed.length} of ${results.length}. ${failed[0]!.error?.message ?? ''}`);
        },
        onError: (error) => toastError(describeApiError(error, 'Failed to approve')),
      },
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Approvals</Title>
        <Text c="dimmed" mt={4}>
          What Cohost prepared and waits for you to decide. Emergencies come first.{' '}
          <Anchor component={Link} to="/activity">
            See all activity
          </Anchor>
        </Text>
      </div>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={status}
          onChange={(value) => setParam('status', value === 'decided' ? 'decided' : null)}
          data={[
            { value: 'pending', label: `Waiting${approvals.data ? ` (${approvals.data.pendingCount})` : ''}` },
            { value: 'decided', label: 'Decided' },
          ]}
          aria-label="Show"
        />
        <Select aria-label="Action kind" data={KIND_OPTIONS} value={kind ?? ''} onChange={(value) => setParam('kind', value || null)} allowDeselect={false} w={260} />
      </Group>
      {status === 'pending' && items.length > 0 && (
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={() => setSelected(selected.size === items.length ? new Set() : new Set(items.map((item) => item.id)))}>
            {selected.size === items.length ? 'Clear selection' : 'Select all'}
          </Button>
          <Button size="xs" leftSection={<IconChecks size={14} aria-hidden />} disabled={chosen.length === 0} loading={bulk.isPending} onClick={onBulkApprove}>
            Approve selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Group>
      )}
      {approvals.isPending && <Loader aria-label="Loading the approvals" />}
      {approvals.isError && <Alert color="red">{describeApiError(approvals.error, 'Failed to load the approvals')}</Alert>}
      {approvals.isSuccess && items.length === 0 && (
        <EmptyStatePanel
          icon={<IconInbox size={28} stroke={1.6} />}
          title={status === 'pending' ? 'Nothing waits for you' : 'Nothing decided yet'}
          description={status === 'pending' ? 'When Cohost needs your approval or your attention, it appears here and on your dashboard.' : 'Actions you approve or deny are listed here.'}
        />
      )}
      <Stack gap="sm">
        {status === 'pending'
          ? items.map((item) => (
              <ApprovalCard
                key={item.id}
                approval={item}
                selected={selected.has(item.id)}
                onSelect={(isSelected) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (isSelected) next.add(item.id);
                    else next.delete(item.id);
                    return next;
                  })
                }
              />
            ))
          : items.map((item) => <DecidedItem key={item.id} approval={item} />)}
      </Stack>
    </Stack>
  );
}

function DecidedItem({ approval }: { approval: Approval }) {
  const badge = STATUS_BADGES[approval.status];
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={approval.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{approval.title}</Text>
          <Text size="sm" c="dimmed">
            {approval.kindLabel}
            {approval.propertyName ? ` · ${approval.propertyName}` : ''}
            {approval.decidedBy ? ` · ${approval.decidedBy}` : ''}
            {approval.decidedAt ? ` · ${new Date(approval.decidedAt).toLocaleString()}` : ''}
            {approval.edited ? ' · edited before approval' : ''}
          </Text>
          {(approval.decisionNote || approval.result) && <Text size="sm">{approval.decisionNote ?? approval.result}</Text>}
        </div>
        <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
    </Card>
  );
}
