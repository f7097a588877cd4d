import { FEED_SOURCES, FeedInputSchema, type Feed, type FeedInput } from '@cohost/shared';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAddFeed } from '../api/add-feed';
import { useUpdateFeed } from '../api/update-feed';
import { feedName, shortUrl, sourceLabel } from './calendar-labels';

interface FeedFormModalProps {
  propertyId: string;
  /** The feed to edit (its label and interval); null adds one. */
  feed: Feed | null;
  opened: boolean;
  onClose(): void;
}

type Draft = Omit<Required<FeedInput>, 'intervalMinutes'> & { intervalMinutes: number | null };

const SOURCE_OPTIONS = [{ value: 'auto', label: 'Detect automatically' }, ...FEED_SOURCES.map((source) => ({ value: source, label: source === 'other' ? 'Other' : sourceLabel(source) }))];

/** Add calendar (its first sync runs at once, as a job) or edit a connected one's label and interval. */
export function FeedFormModal({ propertyId, feed, opened, onClose }: FeedFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={feed ? `Edit ${feedName(feed)}` : 'Add calendar'} size="lg">
      {opened && <FeedForm propertyId={propertyId} feed={feed} onDone={onClose} />}
    </Modal>
  );
}

function FeedForm({ propertyId, feed, onDone }: { propertyId: string; feed: Feed | null; onDone(): void }) {
  const [draft, setDraft] = useState<Draft>(() =>
    feed ? { url: feed.url, source: feed.sourceSetting, label: feed.label, intervalMinutes: feed.intervalMinutes } : { url: '', source: 'auto', label: '', intervalMinutes: 15 },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddFeed();
  const update = useUpdateFeed();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft({ ...draft, [key]: value });
    setErrors({ ...errors, [key]: '' });
  };

  async function submit() {
    const checked = FeedInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      return;
    }
    try {
      if (feed) {
        await update.mutateAsync({ feedId: feed.id, input: checked.data });
        toastSuccess('Calendar saved.');
      } else {
        await add.mutateAsync({ propertyId, input: checked.data });
        toastSuccess('Calendar added. Its first sync is running; its stays show here when it is done.');
      }
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toastError(describeApiError(error, feed ? 'Failed to save the calendar' : 'Failed to add the calendar'));
    }
  }

  return (
    <form
      noValidate
      aria-label={feed ? 'Edit calendar' : 'Add calendar'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {feed ? (
          <Text size="sm" c="dimmed">
            {sourceLabel(feed.source)} · {shortUrl(feed.url)}. For another link, remove this calendar and add the new one.
          </Text>
        ) : (
          <>
            <TextInput
              label="Calendar link (iCal URL)"
              description="Airbnb: Calendar → Availability → Connect calendars → Export. Vrbo and Booking.com: Calendar → Sync calendars → Export."
              placeholder="https://www.airbnb.com/calendar/ical/….ics"
              required
              value={draft.url}
              onChange={(e) => set('url', e.currentTarget.value)}
              error={errors.url}
            />
            <Select label="Platform" data={SOURCE_OPTIONS} value={draft.source} allowDeselect={false} onChange={(value) => value && set('source', value as Draft['source'])} error={errors.source} />
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Label (optional)" placeholder="e.g. Airbnb main listing" value={draft.label} onChange={(e) => set('label', e.currentTarget.value)} error={errors.label} />
          <NumberInput
            label="Sync every (minutes)"
            description="5 to 1440"
            min={5}
            max={1440}
            allowDecimal={false}
            value={draft.intervalMinutes ?? ''}
            onChange={(value) => set('intervalMinutes', numberFrom(value))}
            error={errors.intervalMinutes}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {feed ? 'Save' : 'Add and sync'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
