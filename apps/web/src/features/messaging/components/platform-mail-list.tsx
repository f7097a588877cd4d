import { Alert, Anchor, Badge, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { usePlatformMail } from '../api/list-platform-mail';
import { ChannelBadge } from './channel-badge';
import { formatMessageTime } from './messaging-format';
import { MAIL_OUTCOME_BADGES } from './platform-mailbox-format';

/** "Recent platform mail": each mail Cohost read from the mailbox, what it did with it and why, and its conversation. */
export function PlatformMailList() {
  const mail = usePlatformMail();
  const items = mail.data?.items ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="platform-mail-title">
      <Title order={3} size="h5" id="platform-mail-title">
        Recent platform mail
      </Title>
      {mail.isPending && <Loader size="sm" aria-label="Loading the platform mail" />}
      {mail.isError && <Alert color="red">{describeApiError(mail.error, 'Failed to load the platform mail')}</Alert>}
      {mail.data && items.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing read yet. Guest messages and booking notices show here once they reach the mailbox; everything else is listed as ignored, never answered.
        </Text>
      )}
      {items.length > 0 && (
        <Box component="ul" aria-label="Platform mail" m={0} p={0} style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {items.map((entry) => {
            const outcome = MAIL_OUTCOME_BADGES[entry.outcome];
            return (
              <Box component="li" key={entry.id} py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={4} wrap="nowrap">
                    <Badge size="xs" color={outcome.color} variant="light">
                      {outcome.label}
                    </Badge>
                    {entry.platform && <ChannelBadge channel={entry.platform} />}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} title={new Date(entry.receivedAt).toLocaleString()}>
                    {formatMessageTime(entry.receivedAt)}
                  </Text>
                </Group>
                <Text size="sm" fw={500} mt={4} truncate="end">
                  {entry.subject || '(no subject)'}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  From {entry.from}
                </Text>
                <Text size="xs" mt={2}>
                  {entry.reason}
                </Text>
                {entry.conversationId && (
                  <Anchor component={Link} to={`/messages?c=${encodeURIComponent(entry.conversationId)}`} size="xs">
                    Open the conversation
                  </Anchor>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
