import type { ScheduledMessage, ScheduledMessageStatus } from '@cohost/shared';
import { Alert, Badge, Button, Collapse, Group, Loader, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconCalendarTime, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useEditScheduledMessage } from '../api/edit-scheduled-message';
import { useScheduledMessages } from '../api/list-scheduled-messages';
import { dueInWords, formatInZone } from './messaging-format';

const STATUS_BADGES: Record<ScheduledMessageStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  'waiting-for-door-code': { label: 'Waiting for the door code', color: 'orange' },
  // Its delivery (sent, on the guest page, not delivered…) shows on the message in the thread.
  sent: { label: 'In the conversation', color: 'green' },
  'waiting-for-approval': { label: 'Waiting for you', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  skipped: { label: 'Skipped', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};
const EDITABLE: ReadonlySet<ScheduledMessageStatus> = new Set(['scheduled', 'waiting-for-door-code', 'waiting-for-approval', 'failed']);

/** The preview names a code not known yet as "[door code]": edited text keeps the placeholder instead. */
function editableText(preview: string): string {
  return preview.replaceAll('[door code]', '{{door_code}}');
}

/** The stay's scheduled messages (check-in instructions, checkout reminder…): when, what, and edit / cancel each. */
export function ScheduledMessagesPanel({ reservationId, timeZone }: { reservationId: string; timeZone: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const scheduled = useScheduledMessages(reservationId);
  const items = scheduled.data?.items ?? [];
  const upcoming = items.filter((item) => item.status !== 'sent' && item.status !== 'cancelled' && item.status !== 'skipped').length;
  return (
    <section aria-label="Scheduled messages" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <UnstyledButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} w="100%" px="sm" py={6}>
        <Group gap={6} wrap="nowrap">
          {isOpen ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          <IconCalendarTime size={16} aria-hidden />
          <Text size="sm" fw={500}>
            Scheduled messages
          </Text>
          {scheduled.isPending ? (
            <Loader size={12} />
          ) : (
            <Text size="xs" c="dimmed">
              {upcoming === 0 ? 'nothing to come' : `${upcoming} to come`}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Stack gap="xs" px="sm" pb="sm" mah={360} style={{ overflowY: 'auto' }}>
          {scheduled.isError && <Alert color="red">{describeApiError(scheduled.error, 'Failed to load the scheduled messages')}</Alert>}
          {scheduled.isSuccess && items.length === 0 && (
            <Text size="sm" c="dimmed">
              No scheduled messages for this stay. Turn templates on with the Templates button.
            </Text>
          )}
          {items.map((item) => (
            <ScheduledMessageItem key={item.trigger} reservationId={reservationId} item={item} timeZone={timeZone} />
          ))}
        </Stack>
      </Collapse>
    </section>
  );
}

function ScheduledMessageItem({ reservationId, item, timeZone }: { reservationId: string; item: ScheduledMessage; timeZone: string }) {
  const edit = useEditScheduledMessage();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const badge = STATUS_BADGES[item.status];
  const isCancelled = item.status === 'cancelled';

  // Cancel and restore leave this stay's text as it is (no body sent).
  const save = async (input: { body?: string | null; cancelled?: boolean }, done: string) => {
    setError(null);
    try {
      await edit.mutateAsync({ reservationId, trigger: item.trigger, ...input });
      setDraft(null);
      toastSuccess(done);
    } catch (failure) {
      const message = apiFieldErrors(failure).body ?? describeApiError(failure, 'Failed to save the scheduled message');
      if (draft !== null) setError(message);
      else toastError(message);
    }
  };

  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={item.name} style={isCancelled ? { opacity: 0.65 } : undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {item.name}
            {item.edited && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                · edited for this stay
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed" title={new Date(item.dueAt).toISOString()}>
            {dueInWords(item.dueAt)} · {formatInZone(item.dueAt, timeZone)}
            {item.channels.length > 0 ? ` · ${item.channels.join(', ')}` : ''}
          </Text>
        </div>
        <Badge size="sm" variant="light" color={badge.color} style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
      {draft === null ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {item.preview}
        </Text>
      ) : (
        <Textarea
          mt={4}
          aria-label={`Text of ${item.name} for this stay`}
          description="Placeholders such as {{door_code}} are filled in when it is sent."
          autosize
          minRows={3}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
        />
      )}
      {item.problem && (
        <Text size="xs" c="orange.8" mt={4}>
          {item.problem}
        </Text>
      )}
      {EDITABLE.has(item.status) || isCancelled ? (
        <Group gap={4} mt={6}>
          {draft === null ? (
            <>
              {!isCancelled && (
                <Button size="compact-xs" variant="light" onClick={() => setDraft(editableText(item.preview))}>
                  Edit
                </Button>
              )}
              {item.edited && !isCancelled && (
                <Button size="compact-xs" variant="subtle" loading={edit.isPending} onClick={() => void save({ body: null }, `${item.name}: the template’s text again`)}>
                  Use template
                </Button>
              )}
              {isCancelled ? (
                <Button size="compact-xs" variant="subtle" loading={edit.isPending} onClick={() => void save({ cancelled: false }, `${item.name} restored`)}>
                  Restore
                </Button>
              ) : (
                <Button size="compact-xs" variant="subtle" color="red" loading={edit.isPending} onClick={() => void save({ cancelled: true }, `${item.name} cancelled for this stay`)}>
                  Cancel
                </Button>
              )}
            </>
          ) : (
            <>
              <Button size="compact-xs" loading={edit.isPending} disabled={draft.trim().length === 0} onClick={() => void save({ body: draft.trim() }, `${item.name} saved for this stay`)}>
                Save
              </Button>
              <Button size="compact-xs" variant="subtle" loading={edit.isPending} onClick={() => void save({ body: null }, `${item.name}: the template’s text again`)}>
                Use template
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => {
                  setDraft(null);
                  setError(null);
                }}
              >
                Close
              </Button>
            </>
          )}
        </Group>
      ) : null}
    </Paper>
  );
}
