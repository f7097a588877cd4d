import { AUTONOMY_MODE_DESCRIPTIONS, AUTONOMY_MODE_LABELS, AUTONOMY_MODES, type AutonomyMode } from '@cohost/shared';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

interface ModeChooserProps {
  mode: AutonomyMode;
  disabled: boolean;
  error?: string;
  onChoose(mode: AutonomyMode): void;
}

/** Beginner, Expert or Custom, each with what it means. */
export function ModeChooser({ mode, disabled, error, onChoose }: ModeChooserProps) {
  return (
    <Radio.Group label="Mode" value={mode} error={error} onChange={(value) => onChoose(value as AutonomyMode)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
        {AUTONOMY_MODES.map((value) => (
          <Radio.Card key={value} value={value} radius="md" p="md" disabled={disabled}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator disabled={disabled} />
              <div>
                <Text fw={600} lh={1.3}>
                  {AUTONOMY_MODE_LABELS[value]}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {AUTONOMY_MODE_DESCRIPTIONS[value]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
