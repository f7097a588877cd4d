import { ActionIcon, Affix, Anchor, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

const PANEL_ID = 'chat-teaser-panel';
const SHADOW = { boxShadow: 'var(--mantine-shadow-lg)' };

/** The floating chat teaser: a taste of a guest conversation, and a way to reach the team. */
export function ChatTeaser() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const label = opened ? 'Hide chat' : 'Chat with Cohost';
  const toggleProps = { 'aria-label': label, 'aria-expanded': opened, 'aria-controls': opened ? PANEL_ID : undefined };
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Stack align="flex-end" gap="sm">
        {opened && (
          <Paper id={PANEL_ID} role="region" aria-label="Chat preview" withBorder shadow="lg" radius="lg" p="md" w={300}>
            <Group justify="space-between" mb="xs">
              <Text fw={700}>Cohost</Text>
              <CloseButton aria-label="Close the chat preview" onClick={close} />
            </Group>
            <Stack gap={8}>
              <Text size="sm" px="sm" py={6} bg="gray.1" style={{ borderRadius: 12 }}>
                Hi! I answer guests for hosts like you, day and night. Curious how I would reply to yours?
              </Text>
              <Text size="sm" c="dimmed">
                See it answer in three tones above, or{' '}
                <Anchor component={Link} to="/faq" inherit underline="always">
                  ask our team a question
                </Anchor>
                .
              </Text>
            </Stack>
          </Paper>
        )}
        {/* On a phone only the icon shows, so it covers less of the page. */}
        <ActionIcon size={52} radius="xl" hiddenFrom="sm" onClick={toggle} style={SHADOW} {...toggleProps}>
          <IconMessageCircle size={24} aria-hidden />
        </ActionIcon>
        <Button radius="xl" size="md" visibleFrom="sm" leftSection={<IconMessageCircle size={20} aria-hidden />} onClick={toggle} style={SHADOW} {...toggleProps}>
          {label}
        </Button>
      </Stack>
    </Affix>
  );
}
