import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRotateCalendarExport } from '../api/rotate-calendar-export';

/** The property's own iCal link for the platforms to import, with Copy and Reset. */
export function ExportLink({ propertyId, url }: { propertyId: string; url: string }) {
  const rotate = useRotateCalendarExport();
  const [isConfirming, setConfirming] = useState(false);
  async function reset() {
    try {
      await rotate.mutateAsync(propertyId);
      toastSuccess('A new export link was made. Paste it into each platform that imports this calendar.');
    } catch (error) {
      toastError(describeApiError(error, 'Failed to reset the link'));
    }
    setConfirming(false);
  }
  return (
    <Stack gap={6}>
      <Text fw={600}>Export to other platforms</Text>
      <Text size="sm" c="dimmed">
        Paste this link into Airbnb, Vrbo and Booking.com (Calendar → Import calendar) so each blocks the nights booked elsewhere, including your direct and internal stays. Keep it private: anyone with
        it sees which nights are taken.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Export link" value={url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={14} />} onClick={copy} style={{ flex: 'none' }}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Button variant="subtle" color="red" size="xs" w="fit-content" onClick={() => setConfirming(true)}>
        Reset link
      </Button>
      <Modal opened={isConfirming} onClose={() => setConfirming(false)} title="Reset the export link?">
        <Stack>
          <Text size="sm">The current link stops working at once: the platforms importing it stop seeing this property's bookings until you paste the new link into each of them.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the link
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={() => void reset()}>
              Reset link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
