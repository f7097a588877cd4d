import type { Feed } from '@cohost/shared';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { invalidateCalendar } from '../api/invalidate-calendar';
import { useFeeds } from '../api/list-feeds';
import { ExportLink } from './export-link';
import { FeedFormModal } from './feed-form-modal';
import { FeedRow } from './feed-row';

/** The property's calendar feeds (health, Sync now, change log), Add calendar, and our export link. */
export function FeedsCard({ propertyId }: { propertyId: string }) {
  const feeds = useFeeds(propertyId);
  const [editing, setEditing] = useState<Feed | 'new' | null>(null);
  useRefreshWhenSyncsEnd(feeds.data?.feeds.filter((feed) => feed.health === 'syncing').length ?? 0);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              Calendar sync
            </Title>
            <Text size="sm" c="dimmed">
              Stays and blocks from Airbnb, Vrbo, Booking.com or any iCal link, fetched every 15 minutes unless you choose otherwise.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            Add calendar
          </Button>
        </Group>
        {feeds.isPending && <Loader size="sm" aria-label="Loading the calendar feeds" />}
        {feeds.isError && <Alert color="red">{describeApiError(feeds.error, 'Failed to load the calendar feeds')}</Alert>}
        {feeds.data?.feeds.length === 0 && (
          <Text c="dimmed">No calendars connected yet. Paste the iCal export link from each platform this property is listed on.</Text>
        )}
        {feeds.data?.feeds.map((feed) => <FeedRow key={feed.id} feed={feed} onEdit={() => setEditing(feed)} />)}
        {feeds.data && <ExportLink propertyId={propertyId} url={feeds.data.exportUrl} />}
      </Stack>
      <FeedFormModal propertyId={propertyId} feed={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** A sync that ended (the feed list polls while one runs) brought stays in: the calendar reads again, live events or not. */
function useRefreshWhenSyncsEnd(syncing: number) {
  const queryClient = useQueryClient();
  const before = useRef(syncing);
  useEffect(() => {
    if (syncing < before.current) void invalidateCalendar(queryClient);
    before.current = syncing;
  }, [syncing, queryClient]);
}
