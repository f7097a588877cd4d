import type { PlatformMailbox } from '@cohost/shared';
import { Alert, Badge, Button, CopyButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMail, IconPencil, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCheckPlatformMailbox } from '../api/check-platform-mailbox';
import { useDisconnectPlatformMailbox } from '../api/disconnect-platform-mailbox';
import { formatInZone } from './messaging-format';
import { lastCheckedWords, watchingLabel } from './platform-mailbox-format';

/** The connected mailbox: its address and state, how it is watched, 'Check now', 'Edit settings', 'Disconnect', and the forwarding address. */
export function PlatformMailboxStatus({ mailbox, onEdit, isEditing }: { mailbox: PlatformMailbox; onEdit(): void; isEditing: boolean }) {
  const check = useCheckPlatformMailbox();
  const disconnect = useDisconnectPlatformMailbox();
  const [isConfirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const isError = mailbox.state === 'error';

  const onCheck = async () => {
    try {
      await check.mutateAsync();
      toastSuccess(`Checked ${mailbox.address}`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to check the platform mailbox'));
    }
  };
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      toastSuccess(`Platform mailbox disconnected: Cohost no longer reads ${mailbox.address}.`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to disconnect the platform mailbox'));
    }
    setConfirmingDisconnect(false);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Platform mailbox status">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconMail size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} truncate="end" miw={0}>
              {mailbox.address}
            </Text>
          </Group>
          <Badge color={isError ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
            {isError ? 'Error' : 'Connected'}
          </Badge>
        </Group>
        {mailbox.lastError && (
          <Alert color={isError ? 'red' : 'gray'} p="xs" title={isError ? 'Cohost cannot use this mailbox' : 'Last problem'}>
            <Text size="sm">
              {mailbox.lastError}
              {mailbox.lastErrorAt ? ` (${formatInZone(mailbox.lastErrorAt)})` : ''}
            </Text>
          </Alert>
        )}
        <Text size="sm">
          {watchingLabel(mailbox.watching)} · {lastCheckedWords(mailbox.lastCheckedAt)}
        </Text>
        <Text size="xs" c="dimmed">
          IMAP {mailbox.imap.host}:{mailbox.imap.port} ({mailbox.imap.folder}) · SMTP {mailbox.smtp.host}:{mailbox.smtp.port} · connected {formatInZone(mailbox.connectedAt)}
        </Text>
        {mailbox.forwardingAddress && (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Forwarding address"
                description="Or forward platform mail here (a forwarding rule in your mailbox): Cohost reads it the same way."
                value={mailbox.forwardingAddress}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={mailbox.forwardingAddress}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy} style={{ flex: 'none' }}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} loading={check.isPending} onClick={() => void onCheck()}>
            Check now
          </Button>
          {!isEditing && (
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
              Edit settings
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" leftSection={<IconPlugConnectedX size={14} aria-hidden />} onClick={() => setConfirmingDisconnect(true)}>
            Disconnect
          </Button>
        </Group>
      </Stack>
      <Modal opened={isConfirmingDisconnect} onClose={() => setConfirmingDisconnect(false)} title="Disconnect the platform mailbox?">
        <Stack>
          <Text size="sm">
            Cohost deletes the saved passwords and stops reading {mailbox.address}. Conversations and messages stay, but replies to Airbnb, Vrbo and Booking.com threads cannot go out until you
            connect a mailbox again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDisconnect(false)}>
              Keep it connected
            </Button>
            <Button color="red" loading={disconnect.isPending} onClick={() => void onDisconnect()}>
              Disconnect
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
