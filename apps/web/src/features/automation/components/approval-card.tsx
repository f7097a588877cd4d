import type { Approval } from '@cohost/shared';
import { Anchor, Badge, Blockquote, Button, Card, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconBellOff, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DetailLines } from '../../../components/ui/detail-lines';
import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAcknowledgeAction, useApproveAction, useDenyAction } from '../api/decide-approval';

const SHADOW_WORDS: Record<Approval['shadowDecision'], string> = {
  auto: 'In Expert mode Cohost would have done this on its own.',
  approval: 'Even in Expert mode this would wait for you.',
  escalate: 'In every mode this reaches you at once.',
};

function waitingSince(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

interface ApprovalCardProps {
  approval: Approval;
  selected?: boolean;
  onSelect?(selected: boolean): void;
  /** The dashboard's short form: no selection, details or other fields; the words to a guest are shown and editable. */
  compact?: boolean;
}

/** One action waiting for the host: what it is, why it waits, and approve / edit / deny. */
export function ApprovalCard({ approval, selected, onSelect, compact = false }: ApprovalCardProps) {
  const approve = useApproveAction();
  const deny = useDenyAction();
  const acknowledge = useAcknowledgeAction();
  const [mode, setMode] = useState<'view' | 'edit' | 'deny'>('view');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const busy = approve.isPending || deny.isPending || acknowledge.isPending;
  const escalated = approval.urgency === 'escalate';
  const words = approval.guestWords;
  // The dashboard edits only the words to the guest; the inbox every editable field.
  const editableFields = compact ? approval.editable.filter((field) => field.field === words?.field) : approval.editable;
  // The words are shown on their own, not a second time among the details.
  const details = words ? approval.details.filter((line) => line.value !== words.text) : approval.details;

  // Awaited rather than per-call callbacks: the realtime refresh can remove this card from the
  // list before the answer arrives, and the toast must still say what happened.
  const onApprove = async (withEdits: boolean) => {
    try {
      const done = await approve.mutateAsync({ id: approval.id, version: approval.version, ...(withEdits ? { edits } : {}) });
      setMode('view');
      if (done.status === 'failed') toastError(`Approved, but it failed: ${done.result ?? 'unknown error'}`);
      else toastSuccess(`Approved: ${approval.title}`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to approve'));
    }
  };
  const onDeny = async (because: string) => {
    try {
      await deny.mutateAsync({ id: approval.id, version: approval.version, reason: because });
      toastSuccess(approval.choices ? `${approval.choices.deny}: ${approval.title}` : `Denied: ${approval.title}`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to deny'));
    }
  };

  const onAcknowledge = async () => {
    try {
      await acknowledge.mutateAsync(approval.id);
      toastSuccess(approval.page ? `Acknowledged: paging stopped for ${approval.title}` : `Acknowledged: ${approval.title}`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to acknowledge'));
    }
  };

  return (
    <Card withBorder padding="md" radius="md" style={escalated ? { borderColor: 'var(--mantine-color-red-5)' } : undefined} aria-label={approval.title} component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            {onSelect && !compact && <Checkbox mt={3} checked={selected ?? false} onChange={(event) => onSelect(event.currentTarget.checked)} aria-label={`Select ${approval.title}`} />}
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{approval.title}</Text>
              <Group gap={6} mt={2}>
                {escalated && (
                  <Badge color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                    Needs you now
                  </Badge>
                )}
                <Badge variant="light" color="gray">
                  {approval.kindLabel}
                </Badge>
                {approval.propertyId && approval.propertyName && (
                  <Anchor component={Link} to={`/properties/${approval.propertyId}`} size="sm">
                    {approval.propertyName}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed">
                  waiting {waitingSince(approval.createdAt)}
                </Text>
              </Group>
            </div>
          </Group>
        </Group>
        <Text size="sm">{approval.reason}</Text>
        {escalated && approval.acknowledgedAt && (
          <Text size="xs" c="dimmed">
            Acknowledged by {approval.acknowledgedBy ?? 'a host'} {waitingSince(approval.acknowledgedAt)}
            {approval.page ? ': paging stopped.' : '.'}
          </Text>
        )}
        {words && mode !== 'edit' && (
          <Blockquote aria-label={`${words.label} to the guest`} color="blue" p="xs" pl="sm" styles={{ root: { borderInlineStartWidth: 3 } }}>
            <Text size="xs" c="dimmed" mb={2}>
              {words.label} to the guest
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {words.text}
            </Text>
          </Blockquote>
        )}
        {!compact && details.length > 0 && (
          <Stack gap={2}>
            <DetailLines lines={details} />
          </Stack>
        )}
        {!compact && (
          <Text size="xs" c="dimmed">
            {SHADOW_WORDS[approval.shadowDecision]}
          </Text>
        )}
        {mode === 'edit' &&
          editableFields.map((field) => (
            <Textarea
              key={field.field}
              label={field.label}
              autosize
              minRows={field.multiline ? 3 : 1}
              value={edits[field.field] ?? String(approval.payload[field.field] ?? '')}
              onChange={(event) => setEdits((current) => ({ ...current, [field.field]: event.currentTarget.value }))}
            />
          ))}
        {mode === 'deny' && (
          <Textarea label="Why not?" description="Cohost learns from your reason." value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={2} />
        )}
        <Group gap="xs">
          {mode === 'view' && (
            <>
              <Button size="xs" leftSection={<IconCheck size={14} aria-hidden />} loading={approve.isPending} disabled={busy} onClick={() => void onApprove(false)}>
                {approval.choices?.approve ?? 'Approve'}
              </Button>
              {editableFields.length > 0 && (
                <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} disabled={busy} onClick={() => setMode('edit')}>
                  Edit
                </Button>
              )}
              {approval.choices ? (
                // The kind's own second answer denies in one tap, its words the reason.
                <Button size="xs" variant="default" loading={deny.isPending} disabled={busy} onClick={() => void onDeny(approval.choices!.deny)}>
                  {approval.choices.deny}
                </Button>
              ) : (
                <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} disabled={busy} onClick={() => setMode('deny')}>
                  Deny
                </Button>
              )}
              {escalated && !approval.acknowledgedAt && (
                <Button size="xs" variant="default" leftSection={<IconBellOff size={14} aria-hidden />} loading={acknowledge.isPending} disabled={busy} onClick={() => void onAcknowledge()}>
                  Acknowledge
                </Button>
              )}
            </>
          )}
          {mode === 'edit' && (
            <>
              <Button size="xs" loading={approve.isPending} onClick={() => void onApprove(true)}>
                Save and approve
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={() => setMode('view')}>
                Cancel
              </Button>
            </>
          )}
          {mode === 'deny' && (
            <>
              <Button size="xs" color="red" loading={deny.isPending} disabled={reason.trim().length === 0} onClick={() => void onDeny(reason)}>
                Deny
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={() => setMode('view')}>
                Cancel
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
