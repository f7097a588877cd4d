import { Text } from '@mantine/core';

/** The address the Founders Circle writes to (brief: both states show the registered email). */
export function RegisteredAs({ contact }: { contact: string | null }) {
  if (!contact) return null;
  return (
    <Text size="md" style={{ overflowWrap: 'anywhere' }} data-testid="registered-email">
      Registered as <strong>{contact}</strong>
    </Text>
  );
}
