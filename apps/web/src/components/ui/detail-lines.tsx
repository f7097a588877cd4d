import { Text } from '@mantine/core';

/** "Label: value" lines, the label dimmed: the figures behind an approval or a suggestion. */
export function DetailLines({ lines }: { lines: ReadonlyArray<{ label: string; value: string }> }) {
  return lines.map((line) => (
    <Text key={line.label} size="sm">
      <Text span c="dimmed">
        {line.label}:
      </Text>{' '}
      {line.value}
    </Text>
  ));
}
