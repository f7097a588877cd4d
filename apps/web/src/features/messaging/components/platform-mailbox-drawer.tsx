import { Alert, Button, Drawer, Loader, Stack, Text, useMatches } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { usePlatformMailbox } from '../api/get-platform-mailbox';
import { PlatformGuide } from './platform-guide';
import { PlatformMailList } from './platform-mail-list';
import { PlatformMailboxForm } from './platform-mailbox-form';
import { PlatformMailboxStatus } from './platform-mailbox-status';

/**
 * 'Platform mailbox': the mailbox Airbnb, Vrbo and Booking.com send guest messages to, connected
 * so Cohost reads them and answers through the platforms' relays; its state, its settings, the
 * mail it read, and how to point each platform at it. Full screen on phones.
 */
export function PlatformMailboxDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const status = usePlatformMailbox();
  const [isEditing, setIsEditing] = useState(false);
  const size = useMatches({ base: '100%', sm: 'lg' });
  const mailbox = status.data?.mailbox ?? null;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={size} title={<Text fw={700}>Platform mailbox</Text>}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Airbnb, Vrbo and Booking.com email each guest message to you. Connect that mailbox: Cohost reads the guest messages in it, adds them to their stay’s conversation, and answers
          through the platform’s relay from your address.
        </Text>
        {status.isPending && <Loader size="sm" aria-label="Loading the platform mailbox" />}
        {status.isError && (
          <Alert color="red" title="The platform mailbox could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeApiError(status.error, 'Failed to load the platform mailbox')}</Text>
              <Button size="compact-sm" variant="light" color="red" loading={status.isFetching} onClick={() => void status.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {mailbox && <PlatformMailboxStatus mailbox={mailbox} isEditing={isEditing} onEdit={() => setIsEditing(true)} />}
        {status.isSuccess && (!mailbox || isEditing) && (
          <PlatformMailboxForm key={mailbox?.connectedAt ?? 'new'} mailbox={mailbox} onSaved={() => setIsEditing(false)} onCancel={mailbox ? () => setIsEditing(false) : undefined} />
        )}
        {mailbox && <PlatformMailList />}
        <PlatformGuide />
      </Stack>
    </Drawer>
  );
}
