import type { ConversationMessage } from '@cohost/shared';
import { Alert, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDiscardSuggestion, useSendSuggestion } from '../api/decide-suggestion';
import { useConversation } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { firstMessageHint, sendOutcome } from './channel-format';
import { ConversationHeader } from './conversation-header';
import { ConversationReachPanel } from './conversation-reach-panel';
import { MessageThread, type SuggestionEditing, type SuggestionHandlers } from './message-thread';
import { ReplyBox } from './reply-box';
import { ScheduledMessagesPanel } from './scheduled-messages-panel';
import { useInboxHotkeys } from './use-inbox-hotkeys';

interface ConversationViewProps {
  conversationId: string;
  /** Phones: back to the list. */
  onBack?(): void;
  /** Off while a dialog is open: its keys are its own. */
  shortcutsEnabled: boolean;
  /** Opens the platform mailbox drawer (the fix when no channel reaches the guest). */
  onOpenMailbox(): void;
}

/** One conversation: header, scheduled messages, the thread with its Suggestions, and the reply box. */
export function ConversationView({ conversationId, onBack, shortcutsEnabled, onOpenMailbox }: ConversationViewProps) {
  const conversation = useConversation(conversationId);
  const markRead = useMarkConversationRead();
  const sendSuggestion = useSendSuggestion();
  const discardSuggestion = useDiscardSuggestion();
  const [editing, setEditing] = useState<SuggestionEditing | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const detail = conversation.data;
  const messages = detail?.messages ?? [];
  const unreadCount = detail?.conversation.unreadCount ?? 0;
  const firstSuggestion = messages.find((message) => message.status === 'suggestion');

  // Opening a conversation reads it; so does a guest message arriving while it is open.
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (unreadCount > 0) markConversationRead(conversationId);
  }, [conversationId, unreadCount, markConversationRead]);

  // The newest message in view when the conversation opens and when one arrives.
  const lastMessageId = messages.at(-1)?.id;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTo({ top: viewport.scrollHeight });
  }, [conversationId, lastMessageId]);

  // A draft of a paused conversation waits on no approval: any version does.
  const versionOf = (message: ConversationMessage) => message.approvalVersion ?? 1;
  const onSend = async (message: ConversationMessage, body?: string) => {
    setBusyId(message.id);
    try {
      const sent = await sendSuggestion.mutateAsync({ conversationId, messageId: message.id, version: versionOf(message), ...(body === undefined ? {} : { body }) });
      setEditing(null);
      const outcome = sendOutcome(body === undefined ? 'Suggestion' : 'Edited reply', sent);
      (outcome.isDelivered ? toastSuccess : toastError)(outcome.text);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to send the suggestion'));
    } finally {
      setBusyId(null);
    }
  };
  const onDiscard = async (message: ConversationMessage) => {
    setBusyId(message.id);
    try {
      await discardSuggestion.mutateAsync({ conversationId, messageId: message.id, version: versionOf(message) });
      if (editing?.messageId === message.id) setEditing(null);
      toastSuccess('Suggestion discarded');
    } catch (error) {
      toastError(describeApiError(error, 'Failed to discard the suggestion'));
    } finally {
      setBusyId(null);
    }
  };

  const suggestions: SuggestionHandlers = {
    editing,
    onEdit: (message) => setEditing({ messageId: message.id, text: message.body }),
    onEditText: (text) => setEditing((current) => (current ? { ...current, text } : current)),
    onCancelEdit: () => setEditing(null),
    onSend: (message, body) => void onSend(message, body),
    onDiscard: (message) => void onDiscard(message),
    busyId,
  };

  useInboxHotkeys(
    [
      ['r', () => replyRef.current?.focus()],
      ['e', () => firstSuggestion && suggestions.onEdit(firstSuggestion)],
      ['shift+a', () => firstSuggestion && busyId === null && void onSend(firstSuggestion)],
    ],
    shortcutsEnabled,
  );

  if (conversation.isPending)
    return (
      <Center h="100%">
        <Loader aria-label="Loading the conversation" />
      </Center>
    );
  if (conversation.isError || !detail) {
    const isMissing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <Stack p="md">
        <Alert color="red" title={isMissing ? 'Conversation not found' : 'This conversation could not be loaded'}>
          {isMissing ? 'It may belong to another workspace, or the link is wrong. Choose a conversation from the list.' : describeApiError(conversation.error, 'Failed to load the conversation')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={0} h="100%" mih={0}>
      <ConversationHeader detail={detail} onBack={onBack} />
      <ConversationReachPanel conversation={detail.conversation} reach={detail.reach} onOpenMailbox={onOpenMailbox} />
      {detail.conversation.reservationId && <ScheduledMessagesPanel reservationId={detail.conversation.reservationId} timeZone={detail.conversation.propertyTimezone} />}
      <ScrollArea viewportRef={viewportRef} style={{ flex: 1 }} type="auto" bg="gray.0">
        {messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="xl">
            {firstMessageHint(detail.reach)}
          </Text>
        ) : (
          <MessageThread messages={messages} suggestions={suggestions} onOpenMailbox={onOpenMailbox} />
        )}
      </ScrollArea>
      <ReplyBox key={conversationId} conversationId={conversationId} guestName={detail.conversation.guestName} reach={detail.reach} replyRef={replyRef} />
    </Stack>
  );
}
