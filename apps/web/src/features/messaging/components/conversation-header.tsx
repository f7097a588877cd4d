import { GUEST_LANGUAGE_LABELS, type ConversationDetail } from '@cohost/shared';
import { ActionIcon, Anchor, Badge, Button, CopyButton, Group, Popover, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCopy, IconLink, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useMarkConversationHandled } from '../api/mark-conversation-handled';
import { useRotateGuestLink } from '../api/rotate-guest-link';
import { useSetConversationAi } from '../api/set-conversation-ai';
import { ChannelBadge } from './channel-badge';
import { formatStayDates } from './messaging-format';

interface ConversationHeaderProps {
  detail: ConversationDetail;
  /** Phones: back to the list. */
  onBack?(): void;
}

/** Who the conversation is with, the 'AI Active' switch, 'Mark handled' and the guest's link. */
export function ConversationHeader({ detail, onBack }: ConversationHeaderProps) {
  const { conversation } = detail;
  const setConversationAi = useSetConversationAi();
  const markHandled = useMarkConversationHandled();
  const stay = formatStayDates(conversation.checkInDate, conversation.checkOutDate);

  const onToggleAi = async (isActive: boolean) => {
    try {
      await setConversationAi.mutateAsync({ conversationId: conversation.id, paused: !isActive });
      toastSuccess(isActive ? `AI Active: Cohost answers ${conversation.guestName} again` : `AI paused: Cohost only suggests replies to ${conversation.guestName}`);
    } catch (error) {
      toastError(describeApiError(error, isActive ? 'Failed to resume the co-host' : 'Failed to pause the co-host'));
    }
  };
  const onMarkHandled = async () => {
    try {
      await markHandled.mutateAsync(conversation.id);
      toastSuccess(`Marked handled: ${conversation.guestName}`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to mark the conversation handled'));
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
          {onBack && (
            <ActionIcon variant="subtle" size="lg" aria-label="Back to conversations" onClick={onBack}>
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h4" lh={1.3}>
                {conversation.guestName}
              </Title>
              {conversation.platform && <ChannelBadge channel={conversation.platform} />}
            </Group>
            <Text size="sm" c="dimmed">
              {conversation.propertyName}
              {stay ? ` · ${stay}` : ''} · {GUEST_LANGUAGE_LABELS[conversation.language]}
            </Text>
          </div>
        </Group>
        <Tooltip label={conversation.aiPaused ? 'Paused: Cohost only suggests replies here' : 'Cohost answers this guest within your autonomy settings'}>
          <Switch
            label="AI Active"
            labelPosition="left"
            checked={!conversation.aiPaused}
            disabled={setConversationAi.isPending}
            onChange={(event) => void onToggleAi(event.currentTarget.checked)}
            color="green"
            styles={{ label: { fontWeight: 600, whiteSpace: 'nowrap' } }}
          />
        </Tooltip>
      </Group>
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          {conversation.needsHuman && (
            <>
              <Badge color="red" variant={conversation.urgency === 'critical' || conversation.urgency === 'high' ? 'filled' : 'light'}>
                Needs human
              </Badge>
              <Button size="compact-sm" variant="light" color="red" leftSection={<IconCheck size={14} aria-hidden />} loading={markHandled.isPending} onClick={() => void onMarkHandled()}>
                Mark handled
              </Button>
            </>
          )}
          {(detail.guestEmail || detail.guestPhone) && (
            <Text size="xs" c="dimmed">
              {[detail.guestEmail, detail.guestPhone].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Group>
        {conversation.reservationId && detail.guestLink && <GuestLinkActions reservationId={conversation.reservationId} url={detail.guestLink} />}
      </Group>
    </Stack>
  );
}

/** The guest's private page: copy the link, or replace it (the old one stops working). */
function GuestLinkActions({ reservationId, url }: { reservationId: string; url: string }) {
  const rotate = useRotateGuestLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const onRotate = async () => {
    try {
      await rotate.mutateAsync(reservationId);
      setIsConfirming(false);
      toastSuccess('New guest link made. The old link no longer works.');
    } catch (error) {
      toastError(describeApiError(error, 'Failed to make a new guest link'));
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <IconLink size={14} color="var(--mantine-color-dimmed)" aria-hidden />
      <Anchor href={url} target="_blank" rel="noreferrer" size="xs">
        Guest page
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />} onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
      <Popover opened={isConfirming} onChange={setIsConfirming} width={240} withArrow position="bottom-end">
        <Popover.Target>
          <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconRefresh size={12} aria-hidden />} onClick={() => setIsConfirming((open) => !open)}>
            New link
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm">The guest’s current link will stop working. Send them the new one.</Text>
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" onClick={() => setIsConfirming(false)}>
                Keep
              </Button>
              <Button size="compact-sm" color="red" loading={rotate.isPending} onClick={() => void onRotate()}>
                Make new link
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
