import { Box, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';

interface Bubble {
  from: 'guest' | 'cohost';
  text: string;
}

const CONVERSATION: readonly Bubble[] = [
  { from: 'guest', text: 'Hi! We just arrived but the door code is not working 😅' },
  { from: 'cohost', text: 'Sorry about that, Maya! Your code is 4821, then press the lock button. It went live at 3 pm today.' },
  { from: 'guest', text: 'That worked, thank you! Is there a good coffee place nearby?' },
  { from: 'cohost', text: 'Bean There is a 4-minute walk, open from 7 am. The host recommends the cardamom bun.' },
];

/** The founders hero's sample chat: what a guest sees, answered by Cohost in the host's tone. */
export function SampleChat() {
  return (
    <Paper component="figure" m={0} radius="lg" p="md" withBorder shadow="sm" maw={460} w="100%">
      <Group gap="xs" mb="sm">
        <ThemeIcon radius="xl" size={32} aria-hidden>
          <IconHomeHeart size={18} />
        </ThemeIcon>
        <Box>
          <Text fw={700} size="sm">
            Lakeside Cabin · Cohost
          </Text>
          <Text size="xs" c="dimmed">
            Replies in about 12 seconds
          </Text>
        </Box>
      </Group>
      <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sample conversation">
        {CONVERSATION.map((bubble) => (
          <Box
            key={bubble.text}
            component="li"
            px="sm"
            py={8}
            maw="85%"
            style={{
              alignSelf: bubble.from === 'guest' ? 'flex-start' : 'flex-end',
              borderRadius: 14,
              background: bubble.from === 'guest' ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-indigo-7)',
              color: bubble.from === 'guest' ? 'var(--mantine-color-text)' : 'var(--mantine-color-white)',
            }}
          >
            <Text size="sm" inherit>
              <VisuallyHidden>{bubble.from === 'guest' ? 'Guest: ' : 'Cohost: '}</VisuallyHidden>
              {bubble.text}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text component="figcaption" size="xs" c="dimmed" mt="sm" ta="center">
        A sample conversation. Guests can always ask for you instead.
      </Text>
    </Paper>
  );
}
