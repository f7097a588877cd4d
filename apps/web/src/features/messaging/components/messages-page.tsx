import { CONVERSATION_FILTERS, type ConversationFilter } from '@cohost/shared';
import { Anchor, Box, Button, Center, Group, Kbd, Loader, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMail, IconMessages, IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError } from '../../../lib/toast';
import { useConversations } from '../api/list-conversations';
import { useOpenStayConversation } from '../api/open-stay-conversation';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { ShortcutsHelp } from './shortcuts-help';
import { TemplatesDrawer } from './templates-drawer';
import { useInboxHotkeys } from './use-inbox-hotkeys';

const SEARCH_DEBOUNCE_MS = 300;
// The mailbox's settings, mail list and guide load when the host first opens them.
const PlatformMailboxDrawer = lazy(async () => ({ default: (await import('./platform-mailbox-drawer')).PlatformMailboxDrawer }));

/**
 * /messages: the conversation list beside the selected conversation (stacked on phones). The
 * search (`q`), the filter and the selected conversation (`c`) live in the URL; `?reservation=`
 * opens that stay's conversation ("Message guest"); `?mailbox=1` opens the platform mailbox.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const filterParam = params.get('filter');
  const filter: ConversationFilter = (CONVERSATION_FILTERS as readonly string[]).includes(filterParam ?? '') ? (filterParam as ConversationFilter) : 'all';
  const search = params.get('q') ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const conversations = useConversations({ filter, ...(search ? { search } : {}) });
  const [isTemplatesOpen, setIsTemplatesOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const isMailboxOpen = params.get('mailbox') === '1';
  // Mounted once first opened, so closing it slides out like the other drawers.
  const [hasOpenedMailbox, setHasOpenedMailbox] = useState(isMailboxOpen);
  if (isMailboxOpen && !hasOpenedMailbox) setHasOpenedMailbox(true);
  const searchRef = useRef<HTMLInputElement>(null);
  const isWide = useMatches({ base: false, md: true }, { getInitialValueInEffect: false });
  const items = conversations.data?.items ?? [];

  const setParam = (name: string, value: string | null, options: { push?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: !options.push },
    );
  const openMailbox = () => setParam('mailbox', '1', { push: true });
  // Each selection is a step back can undo on phones (back to the list); on wide screens it just replaces.
  const select = (id: string | null) => setParam('c', id, { push: !isWide });

  // The field answers each key; the list (and the URL) follow once typing pauses.
  const searchFor = useDebouncedCallback((value: string) => setParam('q', value.trim() || null), SEARCH_DEBOUNCE_MS);
  const onSearchChange = (value: string) => {
    setSearchInput(value);
    searchFor(value);
  };

  const reservationId = params.get('reservation');
  const { mutate: openConversation, isPending: isOpening } = useOpenStayConversation();
  useEffect(() => {
    if (!reservationId) return;
    openConversation(reservationId, {
      onSuccess: (conversation) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('reservation');
            next.set('c', conversation.id);
            return next;
          },
          { replace: true },
        ),
      onError: (error) => {
        toastError(describeApiError(error, 'Failed to open the conversation with this guest'));
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('reservation');
            return next;
          },
          { replace: true },
        );
      },
    });
  }, [reservationId, openConversation, setParams]);

  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    const index = items.findIndex((item) => item.id === selectedId);
    const nextIndex = index === -1 ? (step === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, index + step));
    const next = items[nextIndex]!;
    select(next.id);
    document.querySelector(`[data-conversation-id="${next.id}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const isDialogOpen = isTemplatesOpen || isHelpOpen || isMailboxOpen;
  useInboxHotkeys(
    [
      ['j', () => move(1)],
      ['k', () => move(-1)],
      ['/', () => searchRef.current?.focus()],
      ['shift+?', () => setIsHelpOpen(true)],
    ],
    !isDialogOpen,
  );

  const showList = isWide || !selectedId;
  const showConversation = isWide || Boolean(selectedId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Messages</Title>
          <Text c="dimmed" size="sm" mt={4} visibleFrom="sm">
            Every guest conversation, with what Cohost answered and what waits for you.
          </Text>
        </div>
        <Group gap="sm">
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => setIsHelpOpen(true)} visibleFrom="sm">
            Keyboard shortcuts <Kbd size="xs">?</Kbd>
          </Anchor>
          <Button variant="default" size="sm" leftSection={<IconMail size={16} aria-hidden />} onClick={openMailbox}>
            Platform mailbox
          </Button>
          <Button variant="default" size="sm" leftSection={<IconTemplate size={16} aria-hidden />} onClick={() => setIsTemplatesOpen(true)}>
            Templates
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" h={{ base: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 190px)' }} mih={480} style={{ display: 'flex', overflow: 'hidden' }}>
        {showList && (
          <Box w={isWide ? 330 : '100%'} h="100%" style={{ flexShrink: 0, borderRight: isWide ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
            <ConversationList
              data={conversations.data}
              isPending={conversations.isPending}
              error={conversations.error}
              isFetching={conversations.isFetching}
              search={searchInput}
              onSearchChange={onSearchChange}
              searchRef={searchRef}
              filter={filter}
              onFilterChange={(value) => setParam('filter', value === 'all' ? null : value)}
              selectedId={selectedId}
              onSelect={select}
            />
          </Box>
        )}
        {showConversation && (
          <Box h="100%" miw={0} style={{ flex: 1 }}>
            {isOpening ? (
              <Center h="100%">
                <Loader aria-label="Opening the conversation" />
              </Center>
            ) : selectedId ? (
              <ConversationView
                key={selectedId}
                conversationId={selectedId}
                onBack={isWide ? undefined : () => select(null)}
                shortcutsEnabled={!isDialogOpen}
                onOpenMailbox={openMailbox}
              />
            ) : (
              <NoConversationSelected hasConversations={items.length > 0} />
            )}
          </Box>
        )}
      </Paper>
      <TemplatesDrawer opened={isTemplatesOpen} onClose={() => setIsTemplatesOpen(false)} />
      <ShortcutsHelp opened={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
      {hasOpenedMailbox && (
        <Suspense fallback={null}>
          <PlatformMailboxDrawer opened={isMailboxOpen} onClose={() => setParam('mailbox', null)} />
        </Suspense>
      )}
    </Stack>
  );
}

function NoConversationSelected({ hasConversations }: { hasConversations: boolean }) {
  return (
    <Center h="100%" p="xl">
      <Stack align="center" gap={6} ta="center" maw={360}>
        <IconMessages size={32} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{hasConversations ? 'Choose a conversation' : 'Guest conversations show here'}</Text>
        <Text size="sm" c="dimmed">
          {hasConversations ? (
            <>
              Pick one from the list, or press <Kbd size="xs">j</Kbd> to open the first.
            </>
          ) : (
            'When a guest writes, or you message a guest from a stay on a property’s calendar, the conversation opens here.'
          )}
        </Text>
      </Stack>
    </Center>
  );
}
