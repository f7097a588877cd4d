import { FEED_SOURCES, FeedInputSchema, type Feed, type FeedInput, type SyncRun } from '@cohost/shared';
import { ActionIcon, Alert, Badge, Button, Card, Collapse, CopyButton, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAddFeed } from '../api/add-feed';
import { useFeeds } from '../api/list-feeds';
import { useRemoveFeed } from '../api/remove-feed';
import { useRotateCalendarExport } from '../api/rotate-calendar-export';
import { useSyncFeedNow } from '../api/sync-feed-now';
import { formatAgo, sourceLabel } from './calendar-labels';

const HEALTH: Record<Feed['health'], { color: string; label: string }> = {
  ok: { color: 'green', label: 'Synced' },
  pending: { color: 'gray', label: 'Waiting for first sync' },
  error: { color: 'red', label: 'Sync error' },
  stale: { color: 'red', label: 'Not syncing' },
};

/** What a sync did, in one line for a toast. */
export function describeRun(run: SyncRun): string {
  if (run.outcome === 'error') return `Sync failed: ${run.error}`;
  if (run.outcome === 'not-modified') return 'Calendar unchanged since the last sync.';
  const parts = [`${run.added} new`, `${run.changed} changed`, `${run.cancelled} cancelled`];
  if (run.candidates) parts.push(`${run.candidates} missing (cancelled if still missing next time)`);
  if (run.blocksAdded || run.blocksRemoved) parts.push(`${run.blocksAdded} blocks added, ${run.blocksRemoved} removed`);
  return `Synced: ${parts.join(', ')}.`;
}

function toastRun(run: SyncRun) {
  if (run.outcome === 'error') toastError(describeRun(run));
  else toastSuccess(describeRun(run));
}

/** The property's calendar feeds: health, Sync now, the change log, Add calendar, and our export link. */
export function FeedsCard({ propertyId }: { propertyId: string }) {
  const feeds = useFeeds(propertyId);
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              Calendar sync
            </Title>
            <Text size="sm" c="dimmed">
              Stays and blocks from Airbnb, Vrbo, Booking.com or any iCal link, fetched every 15 minutes by default.
            </Text>
          </div>
          <Button onClick={() => setAdding(true)}>Add calendar</Button>
        </Group>
        {feeds.isError && <Alert color="red">{describeApiError(feeds.error, 'Failed to load the calendar feeds')}</Alert>}
        {feeds.data?.feeds.length === 0 && <Text c="dimmed">No calendars connected yet. Paste the iCal export link from each platform this property is listed on.</Text>}
        {feeds.data?.feeds.map((feed) => <FeedRow key={feed.id} feed={feed} />)}
        {feeds.data && <ExportLink propertyId={propertyId} url={feeds.data.exportUrl} />}
      </Stack>
      <AddFeedModal propertyId={propertyId} opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

function FeedRow({ feed }: { feed: Feed }) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const sync = useSyncFeedNow();
  const remove = useRemoveFeed();
  const health = HEALTH[feed.health];
  const name = feed.label || `${sourceLabel(feed.source)} calendar`;
  return (
    <Card withBorder radius="sm" padding="sm" aria-label={`Feed ${name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
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
              {feed.url}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={sync.isPending}
              onClick={async () => {
                try {
                  toastRun((await sync.mutateAsync(feed.id)).run);
                } catch (error) {
                  toastError(describeApiError(error, 'Failed to sync the calendar'));
                }
              }}
            >
              Sync now
            </Button>
            <Tooltip label="Remove this calendar">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => setRemoving(true)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm">
          {feed.reservationsCount} stays and {feed.blocksCount} blocks · last synced {formatAgo(feed.lastSuccessAt)} · every {feed.intervalMinutes} min
        </Text>
        {feed.lastError && feed.health !== 'ok' && (
          <Alert color="red" variant="light" p="xs">
            {feed.lastError} ({formatAgo(feed.lastErrorAt)})
          </Alert>
        )}
        <Button variant="subtle" size="compact-xs" w="fit-content" rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />} onClick={() => setOpen(!open)}>
          {open ? 'Hide change log' : 'Change log'}
        </Button>
        <Collapse expanded={open}>
          <ChangeLog runs={feed.recentRuns} />
        </Collapse>
      </Stack>
      <Modal opened={removing} onClose={() => setRemoving(false)} title={`Remove ${name}?`}>
        <Stack>
          <Text size="sm">Its stays are kept, but no longer updated from {sourceLabel(feed.source)}. Its blocks and change log are removed.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync(feed.id);
                  toastSuccess(`${name} was removed.`);
                } catch (error) {
                  toastError(describeApiError(error, 'Failed to remove the calendar'));
                }
                setRemoving(false);
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function ChangeLog({ runs }: { runs: SyncRun[] }) {
  if (runs.length === 0) return <Text size="sm" c="dimmed">No syncs yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4} fz="sm">
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

function ExportLink({ propertyId, url }: { propertyId: string; url: string }) {
  const rotate = useRotateCalendarExport();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap={6}>
      <Text fw={600}>Export to other platforms</Text>
      <Text size="sm" c="dimmed">
        Paste this link into Airbnb, Vrbo or Booking.com (“import calendar”) so they block the nights booked elsewhere. Keep it private: anyone with it sees which nights are taken.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Export link" value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
          Reset link
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Reset the export link?">
        <Stack>
          <Text size="sm">The current link stops working at once; paste the new one into each platform that imports it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the link
            </Button>
            <Button
              color="red"
              loading={rotate.isPending}
              onClick={async () => {
                try {
                  await rotate.mutateAsync(propertyId);
                  toastSuccess('A new export link was made. Update it on each platform.');
                } catch (error) {
                  toastError(describeApiError(error, 'Failed to reset the link'));
                }
                setConfirming(false);
              }}
            >
              Reset link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function AddFeedModal({ propertyId, opened, onClose }: { propertyId: string; opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add calendar" size="lg">
      {opened && <AddFeedForm propertyId={propertyId} onDone={onClose} />}
    </Modal>
  );
}

const SOURCE_OPTIONS = [{ value: 'auto', label: 'Detect automatically' }, ...FEED_SOURCES.map((source) => ({ value: source, label: source === 'other' ? 'Other iCal calendar' : sourceLabel(source) }))];

function AddFeedForm({ propertyId, onDone }: { propertyId: string; onDone(): void }) {
  const [draft, setDraft] = useState<Required<FeedInput>>({ url: '', source: 'auto', label: '', intervalMinutes: 15 });
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddFeed();
  async function submit() {
    const checked = FeedInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      return;
    }
    try {
      const { run } = await add.mutateAsync({ propertyId, input: draft });
      toastRun(run);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toastError(describeApiError(error, 'Failed to add the calendar'));
    }
  }
  return (
    <form
      noValidate
      aria-label="Add calendar"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Calendar link (iCal URL)"
          description="On Airbnb: Calendar → Availability → Connect calendars → Export. On Vrbo and Booking.com: Calendar → Sync calendars → Export."
          placeholder="https://www.airbnb.com/calendar/ical/….ics"
          required
          value={draft.url}
          onChange={(e) => setDraft({ ...draft, url: e.currentTarget.value })}
          error={errors.url}
        />
        <Group grow align="flex-start">
          <Select label="Platform" data={SOURCE_OPTIONS} value={draft.source} allowDeselect={false} onChange={(value) => value && setDraft({ ...draft, source: value as Required<FeedInput>['source'] })} />
          <TextInput label="Label (optional)" placeholder="Airbnb" value={draft.label} onChange={(e) => setDraft({ ...draft, label: e.currentTarget.value })} error={errors.label} />
          <NumberInput label="Sync every (minutes)" min={5} max={1440} allowDecimal={false} value={draft.intervalMinutes} onChange={(value) => setDraft({ ...draft, intervalMinutes: numberFrom(value) ?? 15 })} error={errors.intervalMinutes} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add and sync
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
