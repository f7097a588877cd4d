import { Button, Group, Text } from '@mantine/core';

/** The server's answer when a claims form was refused, under its fields. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Text c="red" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A claims form's Cancel and its one action. */
export function FormActions({ onClose, onSave, saving, label }: { onClose(): void; onSave(): void; saving: boolean; label: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={onSave} loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
