import { MESSAGE_TRIGGER_LABELS, type ConversationMessage, type MessageTrigger } from '@cohost/shared';
import { Badge, Box, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertCircle, IconAlertTriangle, IconBrowser, IconCheck, IconClock, IconMailForward, IconPencil, IconPlugConnected, IconSend, IconTrash } from '@tabler/icons-react';

import { ChannelBadge } from './channel-badge';
import { describeDelivery, type DeliveryPresentation } from './channel-format';
import { formatMessageTime } from './messaging-format';

const DELIVERY_ICONS: Record<NonNullable<ConversationMessage['delivery']>['state'], typeof IconCheck> = {
  queued: IconClock,
  sent: IconCheck,
  relayed: IconMailForward,
  'on-page': IconBrowser,
  failed: IconAlertCircle,
  'no-channel': IconAlertTriangle,
};
const URGENCY_COLORS: Record<NonNullable<ConversationMessage['triage']>['urgency'], string> = { low: 'gray', normal: 'blue', high: 'orange', critical: 'red' };

/** The host's choice on one Suggestion: editing it (with the text so far), or nothing. */
export interface SuggestionEditing {
  messageId: string;
  text: string;
}

export interface SuggestionHandlers {
  editing: SuggestionEditing | null;
  onEdit(message: ConversationMessage): void;
  onEditText(text: string): void;
  onCancelEdit(): void;
  onSend(message: ConversationMessage, body?: string): void;
  onDiscard(message: ConversationMessage): void;
  /** The message whose send or discard is on its way. */
  busyId: string | null;
}

/** The conversation, oldest first: the guest on the left, the co-host, the host's team and scheduled messages on the right. */
export function MessageThread({ messages, suggestions, onOpenMailbox }: { messages: ConversationMessage[]; suggestions: SuggestionHandlers; onOpenMailbox(): void }) {
  return (
    <Stack gap="sm" p="sm" component="ol" aria-label="Messages" m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Box component="li" key={message.id} style={{ display: 'flex', justifyContent: message.author === 'guest' ? 'flex-start' : 'flex-end' }}>
          <MessageBubble message={message} suggestions={suggestions} onOpenMailbox={onOpenMailbox} />
        </Box>
      ))}
    </Stack>
  );
}

function bubbleColors(message: ConversationMessage): { bg: string; border: string } {
  if (message.status === 'discarded') return { bg: 'var(--mantine-color-gray-0)', border: 'var(--mantine-color-gray-3)' };
  if (message.status === 'suggestion') return { bg: 'var(--mantine-color-yellow-0)', border: 'var(--mantine-color-yellow-5)' };
  if (message.status === 'failed') return { bg: 'var(--mantine-color-red-0)', border: 'var(--mantine-color-red-4)' };
  switch (message.author) {
    case 'guest':
      return { bg: 'white', border: 'var(--mantine-color-gray-3)' };
    case 'ai':
      return { bg: 'var(--mantine-color-blue-0)', border: 'var(--mantine-color-blue-2)' };
    case 'host':
      return { bg: 'var(--mantine-color-teal-0)', border: 'var(--mantine-color-teal-2)' };
    case 'system':
      return { bg: 'var(--mantine-color-violet-0)', border: 'var(--mantine-color-violet-2)' };
  }
}

function authorLine(message: ConversationMessage): string {
  if (message.author === 'system') {
    const trigger = message.trigger && message.trigger in MESSAGE_TRIGGER_LABELS ? MESSAGE_TRIGGER_LABELS[message.trigger as MessageTrigger].name : 'Scheduled message';
    return `Scheduled · ${trigger}`;
  }
  return message.authorName;
}

function MessageBubble({ message, suggestions, onOpenMailbox }: { message: ConversationMessage; suggestions: SuggestionHandlers; onOpenMailbox(): void }) {
  const colors = bubbleColors(message);
  const isSuggestion = message.status === 'suggestion';
  const isEditing = suggestions.editing?.messageId === message.id;
  const isDiscarded = message.status === 'discarded';
  return (
    <Paper
      component="article"
      aria-label={`${message.author === 'ai' ? (isSuggestion ? 'Suggestion' : 'Cohost') : authorLine(message)} at ${formatMessageTime(message.createdAt)}`}
      data-status={message.status}
      withBorder
      radius="md"
      px="sm"
      py={8}
      maw={isEditing ? '100%' : 'min(560px, 88%)'}
      w={isEditing ? '100%' : undefined}
      style={{ background: colors.bg, borderColor: colors.border, opacity: isDiscarded ? 0.6 : 1 }}
    >
      <Group gap={6} justify="space-between" wrap="nowrap" mb={2}>
        <Text size="xs" fw={600} truncate="end" miw={0}>
          {authorLine(message)}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatMessageTime(message.sentAt ?? message.createdAt)}
          </Text>
          {message.status !== 'suggestion' && message.status !== 'discarded' && <ChannelBadge channel={message.channel} />}
          <StatusMark message={message} />
        </Group>
      </Group>
      {isEditing ? (
        <SuggestionEditor message={message} suggestions={suggestions} />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} td={isDiscarded ? 'line-through' : undefined}>
          {message.body}
        </Text>
      )}
      {message.triage && <TriageChips triage={message.triage} />}
      {message.author !== 'guest' && (message.status === 'sent' || message.status === 'failed') && <DeliveryLine message={message} onOpenMailbox={onOpenMailbox} />}
      {message.reason && (
        <Text size="xs" c="dimmed" mt={4}>
          {isSuggestion ? 'Waiting for you: ' : 'Why: '}
          {message.reason}
        </Text>
      )}
      {message.facts.length > 0 && (
        <Text size="xs" c="dimmed">
          From the knowledge base: {message.facts.join(', ')}
        </Text>
      )}
      {isSuggestion && !isEditing && (
        <Group gap="xs" mt={8}>
          <Button size="compact-sm" leftSection={<IconSend size={14} aria-hidden />} loading={suggestions.busyId === message.id} disabled={suggestions.busyId !== null} onClick={() => suggestions.onSend(message)}>
            Send
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} aria-hidden />} disabled={suggestions.busyId !== null} onClick={() => suggestions.onEdit(message)}>
            Edit
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={suggestions.busyId !== null} onClick={() => suggestions.onDiscard(message)}>
            Discard
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function StatusMark({ message }: { message: ConversationMessage }) {
  if (message.status === 'suggestion')
    return (
      <Badge size="xs" color="yellow" variant="filled">
        Suggestion
      </Badge>
    );
  if (message.status === 'discarded')
    return (
      <Badge size="xs" color="gray" variant="light">
        Discarded
      </Badge>
    );
  return null;
}

/**
 * What became of an outgoing message (queued, sent, delivered to the platform's relay, on the
 * guest page, failed, or no channel with its fix): never a bare "Sent" that was not sent.
 */
function DeliveryLine({ message, onOpenMailbox }: { message: ConversationMessage; onOpenMailbox(): void }) {
  const presentation: DeliveryPresentation | null = message.delivery
    ? describeDelivery(message.delivery, message.channel)
    : message.status === 'failed'
      ? { label: 'Not delivered', color: 'red', detail: null }
      : null;
  if (!presentation) return null;
  const Icon = DELIVERY_ICONS[message.delivery?.state ?? 'failed'];
  const textColor = presentation.color === 'gray' ? 'dimmed' : `${presentation.color}.8`;
  const line = (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={6} data-delivery={message.delivery?.state ?? 'failed'}>
      <Icon size={14} color={`var(--mantine-color-${presentation.color === 'gray' ? 'gray-6' : `${presentation.color}-8`})`} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
      <Text size="xs" fw={500} c={textColor} style={{ overflowWrap: 'anywhere' }} tabIndex={message.delivery?.state === 'relayed' && presentation.detail ? 0 : undefined}>
        {presentation.label}
      </Text>
    </Group>
  );
  if (message.delivery?.state === 'relayed' && presentation.detail)
    return (
      <Tooltip label={`Relay address: ${presentation.detail}`} withArrow multiline maw={320}>
        {line}
      </Tooltip>
    );
  if (message.delivery?.state !== 'no-channel') return line;
  return (
    <Stack gap={4}>
      {line}
      {presentation.detail && (
        <Text size="xs" c="dimmed">
          {presentation.detail}
        </Text>
      )}
      <div>
        <Button size="compact-xs" variant="light" color="orange" leftSection={<IconPlugConnected size={12} aria-hidden />} onClick={onOpenMailbox}>
          Connect platform mailbox
        </Button>
      </div>
    </Stack>
  );
}

function TriageChips({ triage }: { triage: NonNullable<ConversationMessage['triage']> }) {
  return (
    <Group gap={4} mt={6} aria-label="What Cohost read">
      {triage.intents.slice(0, 3).map((intent) => (
        <Badge key={intent} size="xs" variant="outline" color="gray" tt="none">
          {intent}
        </Badge>
      ))}
      {triage.urgency !== 'normal' && (
        <Badge size="xs" variant="light" color={URGENCY_COLORS[triage.urgency]}>
          {triage.urgency} urgency
        </Badge>
      )}
      {triage.needsHuman && (
        <Badge size="xs" variant="light" color="red">
          Needs human
        </Badge>
      )}
      {triage.injection && (
        <Badge size="xs" variant="light" color="orange" leftSection={<IconAlertTriangle size={10} aria-hidden />} tt="none">
          Reads like instructions to Cohost: treated as text
        </Badge>
      )}
    </Group>
  );
}

function SuggestionEditor({ message, suggestions }: { message: ConversationMessage; suggestions: SuggestionHandlers }) {
  const text = suggestions.editing?.text ?? message.body;
  const canSend = text.trim().length > 0 && suggestions.busyId === null;
  const send = () => {
    if (canSend) suggestions.onSend(message, text);
  };
  return (
    <Stack gap={6}>
      <Textarea
        // Opened by the host (Edit, or the 'e' shortcut): typing starts here.
        autoFocus
        aria-label="Edit the suggestion"
        autosize
        minRows={3}
        maxRows={12}
        value={text}
        onChange={(event) => suggestions.onEditText(event.currentTarget.value)}
        onKeyDown={getHotkeyHandler([
          ['mod+Enter', send],
          ['Escape', suggestions.onCancelEdit],
        ])}
      />
      <Group gap="xs">
        <Button size="compact-sm" leftSection={<IconSend size={14} aria-hidden />} loading={suggestions.busyId === message.id} disabled={!canSend} onClick={send}>
          Send edited
        </Button>
        <Button size="compact-sm" variant="default" disabled={suggestions.busyId !== null} onClick={suggestions.onCancelEdit}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
