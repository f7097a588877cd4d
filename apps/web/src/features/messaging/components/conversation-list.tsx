import type { ConversationFilter, ConversationList as ConversationListData, ConversationSummary } from '@cohost/shared';
import { Alert, Badge, Box, Chip, CloseButton, Group, Loader, ScrollArea, Stack, Text, TextInput, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInbox, IconPlayerPause, IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { ChannelBadge } from './channel-badge';
import { formatStayDates, timeAgo } from './messaging-format';

const FILTER_LABELS: Record<ConversationFilter, string> = { all: 'All', 'needs-human': 'Needs human', unread: 'Unread' };
const COUNT_OF: Record<ConversationFilter, keyof ConversationListData['counts']> = { all: 'all', 'needs-human': 'needsHuman', unread: 'unread' };
const AUTHOR_PREFIX: Record<ConversationSummary['lastMessageAuthor'], string> = { guest: '', ai: 'Cohost: ', host: 'You: ', system: 'Scheduled: ' };

interface ConversationListProps {
  data: ConversationListData | undefined;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  search: string;
  onSearchChange(search: string): void;
  searchRef: Ref<HTMLInputElement>;
  filter: ConversationFilter;
  onFilterChange(filter: ConversationFilter): void;
  selectedId: string | null;
  onSelect(id: string): void;
}

/** The inbox's left pane: search, filter chips with counts, and one row per conversation. */
export function ConversationList({ data, isPending, error, isFetching, search, onSearchChange, searchRef, filter, onFilterChange, selectedId, onSelect }: ConversationListProps) {
  const items = data?.items ?? [];
  return (
    <Stack gap={0} h="100%" mih={0}>
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <TextInput
          ref={searchRef}
          type="search"
          aria-label="Search conversations"
          placeholder="Search guests, properties, messages"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={isFetching && !isPending ? <Loader size="xs" /> : search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} /> : null}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        <Chip.Group value={filter} onChange={(value) => onFilterChange(value as ConversationFilter)}>
          <Group gap={6} role="group" aria-label="Show">
            {(Object.keys(FILTER_LABELS) as ConversationFilter[]).map((value) => (
              <Chip key={value} value={value} size="xs" color={value === 'needs-human' ? 'red' : 'blue'}>
                {FILTER_LABELS[value]}
                {data ? ` (${data.counts[COUNT_OF[value]]})` : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {isPending && (
          <Group justify="center" p="xl">
            <Loader size="sm" aria-label="Loading the conversations" />
          </Group>
        )}
        {error !== null && !data && (
          <Alert color="red" m="sm">
            {describeApiError(error, 'Failed to load the conversations')}
          </Alert>
        )}
        {data && items.length === 0 && <EmptyList filter={filter} isSearching={search.trim().length > 0} />}
        <Box component="ul" aria-label="Conversations" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} isSelected={conversation.id === selectedId} onSelect={() => onSelect(conversation.id)} />
            </li>
          ))}
        </Box>
      </ScrollArea>
    </Stack>
  );
}

function EmptyList({ filter, isSearching }: { filter: ConversationFilter; isSearching: boolean }) {
  const [title, text] = isSearching
    ? ['No conversation matches', 'Try a guest’s name, a property or words from a message, or clear the search.']
    : filter === 'needs-human'
      ? ['Nobody is waiting for a person', 'When a guest asks for a human, complains or reports a problem, the conversation shows here.']
      : filter === 'unread'
        ? ['All read', 'New guest messages you have not opened show here.']
        : ['No conversations yet', 'Guests write from their private stay page, by email or by text. Open a stay on a property’s calendar and choose Message guest to start one.'];
  return (
    <Stack align="center" gap={4} p="xl" ta="center">
      <IconInbox size={28} stroke={1.6} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

function ConversationRow({ conversation, isSelected, onSelect }: { conversation: ConversationSummary; isSelected: boolean; onSelect(): void }) {
  const isUnread = conversation.unreadCount > 0;
  const isUrgent = conversation.urgency === 'critical' || conversation.urgency === 'high';
  const stay = formatStayDates(conversation.checkInDate, conversation.checkOutDate);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      aria-label={conversation.guestName}
      data-conversation-id={conversation.id}
      w="100%"
      px="sm"
      py={10}
      style={{
        display: 'block',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderLeft: `3px solid ${isSelected ? 'var(--mantine-color-blue-6)' : conversation.needsHuman ? 'var(--mantine-color-red-5)' : 'transparent'}`,
        background: isSelected ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text fw={isUnread ? 700 : 600} size="sm" truncate="end" miw={0}>
            {conversation.guestName}
          </Text>
          {conversation.platform && <ChannelBadge channel={conversation.platform} />}
        </Group>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} title={new Date(conversation.lastMessageAt).toLocaleString()}>
          {timeAgo(conversation.lastMessageAt)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {conversation.propertyName}
        {stay ? ` · ${stay}` : ''}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="sm" c={isUnread ? undefined : 'dimmed'} fw={isUnread ? 500 : undefined} truncate="end" miw={0}>
          {AUTHOR_PREFIX[conversation.lastMessageAuthor]}
          {conversation.lastMessagePreview}
        </Text>
        {isUnread && (
          <Badge size="sm" circle aria-label={`${conversation.unreadCount} unread`} style={{ flexShrink: 0 }}>
            {conversation.unreadCount}
          </Badge>
        )}
      </Group>
      {(conversation.needsHuman || conversation.aiPaused || conversation.pendingSuggestions > 0) && (
        <Group gap={4} mt={6}>
          {conversation.needsHuman && (
            <Badge size="xs" color="red" variant={isUrgent ? 'filled' : 'light'}>
              {isUrgent ? `Needs human · ${conversation.urgency}` : 'Needs human'}
            </Badge>
          )}
          {conversation.pendingSuggestions > 0 && (
            <Badge size="xs" color="yellow" variant="light">
              {conversation.pendingSuggestions === 1 ? 'Suggestion' : `${conversation.pendingSuggestions} suggestions`}
            </Badge>
          )}
          {conversation.aiPaused && (
            <Tooltip label="The co-host is paused here: it only suggests">
              <Badge size="xs" color="gray" variant="light" leftSection={<IconPlayerPause size={10} aria-hidden />}>
                AI paused
              </Badge>
            </Tooltip>
          )}
        </Group>
      )}
    </UnstyledButton>
  );
}
