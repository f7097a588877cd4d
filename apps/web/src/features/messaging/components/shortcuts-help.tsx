import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';

export const INBOX_SHORTCUTS: ReadonlyArray<{ keys: string[]; does: string }> = [
  { keys: ['j'], does: 'Next conversation' },
  { keys: ['k'], does: 'Previous conversation' },
  { keys: ['/'], does: 'Search' },
  { keys: ['r'], does: 'Write a reply' },
  { keys: ['e'], does: 'Edit the first waiting Suggestion' },
  { keys: ['Shift', 'A'], does: 'Send the first waiting Suggestion' },
  { keys: ['Ctrl/⌘', 'Enter'], does: 'Send what you are writing' },
  { keys: ['?'], does: 'This list' },
];

/** The inbox's keys, opened with '?' or the 'Keyboard shortcuts' hint. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Keyboard shortcuts</Text>} size="sm">
      <Stack gap="xs">
        {INBOX_SHORTCUTS.map((shortcut) => (
          <Group key={shortcut.does} justify="space-between" wrap="nowrap">
            <Text size="sm">{shortcut.does}</Text>
            <Group gap={4} wrap="nowrap">
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && (
                    <Text span size="xs" c="dimmed" mr={4}>
                      +
                    </Text>
                  )}
                  <Kbd size="sm">{key}</Kbd>
                </span>
              ))}
            </Group>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          Single keys do nothing while you are typing in a field.
        </Text>
      </Stack>
    </Modal>
  );
}
