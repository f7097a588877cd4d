import { Box, Paper, Stack, Tabs, Text } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';

import { PERSONALITIES, SAMPLE_GUEST_QUESTION } from './landing-content';

import classes from './landing.module.css';

/** Professional / Friendly / Casual: the same guest question answered in each tone. */
export function PersonalityChooser() {
  return (
    <Paper withBorder radius="lg" className={classes.panel} maw={720} mx="auto" shadow="sm">
      <Tabs defaultValue="friendly" variant="pills" radius="xl">
        <Tabs.List justify="center" mb="lg" aria-label="Cohost's personality">
          {PERSONALITIES.map((personality) => (
            <Tabs.Tab key={personality.value} value={personality.value} fz="md">
              {personality.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PERSONALITIES.map((personality) => (
          <Tabs.Panel key={personality.value} value={personality.value}>
            <Stack gap="sm">
              <Box px="md" py="sm" bg="gray.1" maw="85%" style={{ borderRadius: 14, alignSelf: 'flex-start' }}>
                <Text size="xs" fw={700} c="dimmed">
                  Guest
                </Text>
                <Text>{SAMPLE_GUEST_QUESTION}</Text>
              </Box>
              <Box px="md" py="sm" bg="indigo.7" c="white" maw="85%" style={{ borderRadius: 14, alignSelf: 'flex-end' }}>
                <Text size="xs" fw={700} c="white">
                  Cohost · {personality.label}
                </Text>
                <Text inherit>{personality.reply}</Text>
              </Box>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
