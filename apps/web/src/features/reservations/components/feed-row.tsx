import { FEED_STALE_INTERVALS, type Feed, type RemovedFeedStays, type SyncRun } from '@cohost/shared';
import { ActionIcon, Alert, Badge, Button, Card, Collapse, Group, Modal, Radio, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRemoveFeed } from '../api/remove-feed';
import { useSyncFeedNow } from '../api/sync-feed-now';
import { feedName, formatAgo, formatIn, plural, shortUrl, sourceLabel } from './calendar-labels';
import { describeRun, toastRun } from './sync-run';

const STAYS_QUESTION_ERROR = 'Choose whether to keep or cancel its stays.';

const HEALTH: Record<Feed['health'], { color: string; label: string }> = {
  ok: { color: 'green', label: 'Synced' },
  syncing: { color: 'blue', label: 'Syncing…' },
  error: { color: 'red', label: 'Sync error' },
  stale: { color: 'orange', label: 'Not syncing' },
};

/** One connected calendar: health, figures, Sync now, edit, remove, and its change log. */
export function FeedRow({ feed, onEdit }: { feed: Feed; onEdit(): void }) {
  const [isLogOpen, setLogOpen] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const [importedStays, setImportedStays] = useState<RemovedFeedStays | null>(null);
  const [staysError, setStaysError] = useState('');
  const sync = useSyncFeedNow();
  const remove = useRemoveFeed();
  const health = HEALTH[feed.health];
  const name = feedName(feed);

  async function syncNow() {
    try {
      toastRun((await sync.mutateAsync(feed.id)).run);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to sync the calendar'));
    }
  }
  async function removeFeed() {
    // No default: keeping or cancelling the stays is the host's decision.
    if (!importedStays) {
      setStaysError(STAYS_QUESTION_ERROR);
      return;
    }
    try {
      await remove.mutateAsync({ feedId: feed.id, importedStays });
      toastSuccess(importedStays === 'cancel' ? `${name} was removed and its upcoming stays cancelled.` : `${name} was removed; its stays are kept.`);
      closeRemoving();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.importedStays) setStaysError(fields.importedStays);
      else {
        toastError(describeApiError(error, 'Failed to remove the calendar'));
        closeRemoving();
      }
    }
  }
  function closeRemoving() {
    setRemoving(false);
    setImportedStays(null);
    setStaysError('');
  }

  return (
    <Card withBorder radius="sm" padding="sm" aria-label={`Feed ${name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              <Badge variant="light" color="gray">
                {sourceLabel(feed.source)}
              </Badge>
              <Badge color={health.color} variant="light">
                {health.label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate="end" title={feed.url}>
              {shortUrl(feed.url)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={sync.isPending || feed.health === 'syncing'}
              onClick={() => void syncNow()}
            >
              Sync now
            </Button>
            <Tooltip label="Edit label and interval">
              <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove this calendar">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => setRemoving(true)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm">
          {plural(feed.reservationsCount, 'stay')} and {plural(feed.blocksCount, 'block')} · last synced {formatAgo(feed.lastSuccessAt)} · next sync {formatIn(feed.nextSyncAt)} · every{' '}
          {feed.intervalMinutes} min
        </Text>
        {feed.lastError && (
          <Alert color={feed.health === 'ok' ? 'gray' : 'red'} variant="light" p="xs">
            {feed.health === 'ok' ? 'Last error (since recovered): ' : ''}
            {feed.lastError} ({formatAgo(feed.lastErrorAt)}
            {feed.consecutiveFailures > 1 ? `, ${feed.consecutiveFailures} failures in a row` : ''})
          </Alert>
        )}
        {feed.health === 'stale' && !feed.lastError && (
          <Alert color="orange" variant="light" p="xs">
            Not synced for {plural(FEED_STALE_INTERVALS, 'interval')}: the platform may be down, or the link changed.
          </Alert>
        )}
        <Button
          variant="subtle"
          size="compact-xs"
          w="fit-content"
          aria-expanded={isLogOpen}
          rightSection={isLogOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setLogOpen(!isLogOpen)}
        >
          {isLogOpen ? 'Hide change log' : 'Change log'}
        </Button>
        <Collapse expanded={isLogOpen}>
          <ChangeLog runs={feed.recentRuns} />
        </Collapse>
      </Stack>
      <Modal opened={isRemoving} onClose={closeRemoving} title={`Remove ${name}?`}>
        <Stack>
          <Text size="sm">Its blocks and change log are removed. Its stays are no longer updated from {sourceLabel(feed.source)}.</Text>
          <Radio.Group
            label="What happens to the stays it imported?"
            required
            value={importedStays}
            error={staysError || undefined}
            onChange={(value) => {
              setImportedStays(value as RemovedFeedStays);
              setStaysError('');
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="keep" label="Keep them" description="They stay on the calendar as stays you manage here, dates included." />
              <Radio value="cancel" label="Cancel them" description="Its stays that have not ended are cancelled, as if you cancelled each one; past stays are kept." />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={closeRemoving}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void removeFeed()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function ChangeLog({ runs }: { runs: SyncRun[] }) {
  if (runs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No syncs yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4} fz="sm" aria-label="Change log">
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{new Date(run.startedAt).toLocaleString()}</Table.Td>
              <Table.Td>
                <Text size="sm" c={run.outcome === 'error' ? 'red' : undefined}>
                  {describeRun(run)}
                </Text>
                {run.changes.map((line, index) => (
                  <Text key={index} size="xs" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
