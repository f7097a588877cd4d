import type { ConversationReach } from '@cohost/shared';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState, type Ref } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError } from '../../../lib/toast';
import { useSendHostMessage, type SendChannel } from '../api/send-host-message';
import { replyChannelOptions, sendOutcome } from './channel-format';

interface ReplyBoxProps {
  conversationId: string;
  guestName: string;
  /** The channels that reach this guest now, and where 'Auto' sends. */
  reach: ConversationReach;
  replyRef: Ref<HTMLTextAreaElement>;
}

/** The host's own message: written here, sent on the chosen channel (Ctrl/Cmd+Enter sends). */
export function ReplyBox({ conversationId, guestName, reach, replyRef }: ReplyBoxProps) {
  const send = useSendHostMessage();
  const [body, setBody] = useState('');
  const [chosenChannel, setChannel] = useState<SendChannel>('auto');
  const options = replyChannelOptions(reach);
  // A channel that stopped reaching the guest (the mailbox was disconnected) falls back to 'Auto'.
  const channel = options.some((option) => option.value === chosenChannel) ? chosenChannel : 'auto';
  const canSend = body.trim().length > 0 && !send.isPending;

  const onSend = async () => {
    if (!canSend) return;
    try {
      const sent = await send.mutateAsync({ conversationId, body: body.trim(), channel });
      setBody('');
      // The thread shows every delivery; a message that reached nobody is said at once too.
      const outcome = sendOutcome('Message', sent);
      if (!outcome.isDelivered) toastError(outcome.text);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to send the message'));
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Textarea
        ref={replyRef}
        aria-label="Reply"
        placeholder={`Write to ${guestName}…`}
        autosize
        minRows={2}
        maxRows={8}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={getHotkeyHandler([['mod+Enter', () => void onSend()]])}
      />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <NativeSelect
            aria-label="Send by"
            size="xs"
            data={options}
            value={channel}
            onChange={(event) => setChannel(event.currentTarget.value as SendChannel)}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {channel === 'auto' ? 'Where the guest last wrote, and always on their page' : 'Also shown on the guest page'}
          </Text>
        </Group>
        <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} loading={send.isPending} disabled={!canSend} onClick={() => void onSend()}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
