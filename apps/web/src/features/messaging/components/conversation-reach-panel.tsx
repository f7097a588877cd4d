import { MESSAGE_CHANNEL_LABELS, type ConversationReach, type ConversationSummary } from '@cohost/shared';
import { Alert, Button, Collapse, CopyButton, Group, List, Stack, Text, UnstyledButton, useMatches } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconCopy, IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';

interface ConversationReachPanelProps {
  conversation: ConversationSummary;
  reach: ConversationReach;
  onOpenMailbox(): void;
}

/**
 * How a reply reaches this guest, under the conversation's header: what to do when nothing does,
 * the platform thread's relay address, and the platform's rules for the thread.
 */
export function ConversationReachPanel({ conversation, reach, onOpenMailbox }: ConversationReachPanelProps) {
  // Phones keep the rules folded: the thread needs the height.
  const isWide = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });
  const [isRulesOpen, setIsRulesOpen] = useState(isWide);
  if (!reach.noChannelFix && !reach.relayAddress && reach.limits.length === 0) return null;
  const platform = conversation.platform ? MESSAGE_CHANNEL_LABELS[conversation.platform] : null;
  return (
    <Stack gap={6} px="sm" py={8} component="section" aria-label="How replies reach the guest" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      {reach.noChannelFix && (
        <Alert color="orange" p="xs" title={`Nothing reaches ${conversation.guestName} yet`}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">{reach.noChannelFix}</Text>
            <Button size="compact-sm" variant="light" color="orange" leftSection={<IconPlugConnected size={14} aria-hidden />} onClick={onOpenMailbox}>
              Connect platform mailbox
            </Button>
          </Stack>
        </Alert>
      )}
      {reach.relayAddress && (
        <Group gap={4} wrap="nowrap" miw={0}>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {platform ? `Replies go to the ${platform} relay:` : 'Replies go to the relay:'}
          </Text>
          <Text size="xs" ff="monospace" truncate="end" miw={0} title={reach.relayAddress}>
            {reach.relayAddress}
          </Text>
          <CopyButton value={reach.relayAddress}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label="Copy the relay address"
                leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
                onClick={copy}
                style={{ flexShrink: 0 }}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      {reach.limits.length > 0 && (
        <div>
          <UnstyledButton onClick={() => setIsRulesOpen((open) => !open)} aria-expanded={isRulesOpen}>
            <Group gap={4} wrap="nowrap">
              {isRulesOpen ? <IconChevronDown size={12} aria-hidden /> : <IconChevronRight size={12} aria-hidden />}
              <IconInfoCircle size={14} color="var(--mantine-color-blue-7)" aria-hidden />
              <Text size="xs" fw={600}>
                Platform rules ({reach.limits.length})
              </Text>
            </Group>
          </UnstyledButton>
          <Collapse expanded={isRulesOpen}>
            <List size="xs" spacing={2} ml={4} mt={2} aria-label="Platform rules">
              {reach.limits.map((limit) => (
                <List.Item key={limit}>{limit}</List.Item>
              ))}
            </List>
          </Collapse>
        </div>
      )}
    </Stack>
  );
}
