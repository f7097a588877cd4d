import { autonomyLevelLabel } from '@cohost/shared';
import { Badge, Group, Slider, Stack, Text } from '@mantine/core';

interface AutonomySliderProps {
  level: number;
  disabled: boolean;
  error?: string;
  onChange(level: number): void;
}

const MARKS = [{ value: 0 }, { value: 50 }, { value: 100 }];

/** The master slider, 0 to 100: how much Cohost does without asking. */
export function AutonomySlider({ level, disabled, error, onChange }: AutonomySliderProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline">
        <Text fw={500} size="sm">
          Autonomy level
        </Text>
        <Group gap="xs" align="baseline">
          <Text fw={700} size="xl">
            {level}
          </Text>
          <Badge variant="light" size="lg" data-testid="autonomy-level-label">
            {autonomyLevelLabel(level)}
          </Badge>
        </Group>
      </Group>
      <Slider
        min={0}
        max={100}
        step={1}
        value={level}
        onChange={onChange}
        marks={MARKS}
        label={null}
        thumbLabel="Autonomy level"
        thumbValueText={(value) => `${value}, ${autonomyLevelLabel(value)}`}
        disabled={disabled}
        size="lg"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          Ask for everything
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          Handle most tasks
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          Full autonomy
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
