import type { GuestMessage, GuestPage } from '@cohost/shared';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconSend, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRequestHuman } from '../api/request-human';
import { usePostGuestMessage } from '../api/post-guest-message';
import { formatMessageTime } from './messaging-format';

/** How long the page shows that a reply is coming before it stops waiting visibly. */
const REPLY_WAIT_MS = 60_000;

/** The guest's chat with the co-host and the host: live, with 'Talk to a human'. */
export function GuestChat({ token, page }: { token: string; page: GuestPage }) {
  const send = usePostGuestMessage(token);
  const requestHuman = useRequestHuman(token);
  const [body, setBody] = useState('');
  const [waitingAfter, setWaitingAfter] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const messages = page.messages;
  const isOver = page.stay.status === 'ended' || page.stay.status === 'cancelled';

  // Waiting for a reply: the guest's last message has nothing after it that is not theirs.
  const waitedIndex = waitingAfter ? messages.findIndex((message) => message.id === waitingAfter) : -1;
  const isWaiting = waitedIndex !== -1 && !messages.slice(waitedIndex + 1).some((message) => message.author !== 'guest');
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setWaitingAfter(null), REPLY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, waitingAfter]);

  const lastId = messages.at(-1)?.id;
  // The newest message in view inside the chat, without moving the page itself.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId, isWaiting]);

  const canSend = body.trim().length > 0 && !send.isPending;
  const onSend = async () => {
    if (!canSend) return;
    try {
      const answer = await send.mutateAsync(body.trim());
      setBody('');
      const own = answer.messages.filter((message) => message.author === 'guest').at(-1);
      const isAnswered = answer.messages.some((message) => message.author !== 'guest');
      setWaitingAfter(own && !isAnswered ? own.id : null);
    } catch (error) {
      toastError(describeApiError(error, 'Your message could not be sent. Try again.'));
    }
  };
  const onRequestHuman = async () => {
    try {
      await requestHuman.mutateAsync(body.trim() || undefined);
      setBody('');
      toastSuccess(`We let ${page.hostName} know. A person will answer here soon.`);
    } catch (error) {
      toastError(describeApiError(error, 'Your request could not be sent. Try again.'));
    }
  };

  return (
    <Paper radius="lg" withBorder component="section" aria-labelledby="guest-chat-title">
      <Group justify="space-between" p="md" pb="xs" gap="xs">
        <div>
          <Title order={2} size="h4" id="guest-chat-title">
            Questions? Ask here
          </Title>
          <Text size="xs" c="dimmed">
            {page.aiActive ? `Cohost, ${page.hostName}’s AI assistant, answers right away; ${page.hostName} reads along.` : `${page.hostName} answers here.`}
          </Text>
        </div>
      </Group>
      <Box ref={listRef} mah="60dvh" style={{ overflowY: 'auto' }}>
        <Stack gap="xs" px="md" py="xs" component="ol" aria-label="Chat" m={0} style={{ listStyle: 'none' }}>
          {messages.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              Ask anything about your stay: the wifi, parking, check-in, things to do nearby.
            </Text>
          )}
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} />
          ))}
          {isWaiting && (
            <Group gap="xs" component="li" role="status" aria-live="polite">
              <Loader size="xs" type="dots" />
              <Text size="xs" c="dimmed">
                Waiting for a reply…
              </Text>
            </Group>
          )}
        </Stack>
      </Box>
      {page.humanRequested && (
        <Alert color="blue" mx="md" mb="xs" icon={<IconUser size={18} />} role="status">
          A person will answer here soon.
        </Alert>
      )}
      {isOver ? (
        <Text size="sm" c="dimmed" p="md" pt="xs">
          This stay is over. Thank you for staying with {page.hostName}!
        </Text>
      ) : (
        <Stack gap="xs" p="md" pt="xs">
          <Textarea
            aria-label="Your message"
            placeholder="Write a message…"
            autosize
            minRows={2}
            maxRows={6}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={getHotkeyHandler([['mod+Enter', () => void onSend()]])}
          />
          <Group justify="space-between" gap="xs">
            <Button variant="default" size="sm" leftSection={<IconUser size={16} aria-hidden />} loading={requestHuman.isPending} disabled={page.humanRequested} onClick={() => void onRequestHuman()}>
              Talk to a human
            </Button>
            <Button size="sm" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} disabled={!canSend} onClick={() => void onSend()}>
              Send
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function ChatMessage({ message }: { message: GuestMessage }) {
  const isMine = message.author === 'guest';
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: isMine ? 'flex-end' : 'flex-start' }}>
      <Box
        maw="85%"
        px="sm"
        py={6}
        style={{
          borderRadius: 14,
          background: isMine ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-1)',
          color: isMine ? 'white' : undefined,
        }}
      >
        {!isMine && (
          <Text size="xs" fw={600} c="dimmed">
            {message.authorName}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        <Text size="xs" c={isMine ? 'blue.1' : 'dimmed'} ta="right">
          {formatMessageTime(message.createdAt)}
        </Text>
      </Box>
    </Box>
  );
}
