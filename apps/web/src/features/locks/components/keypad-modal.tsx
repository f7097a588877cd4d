import type { LockCard } from '@cohost/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { describeApiError } from '../../../lib/api/call-api';
import { useEnterKeypadCode } from '../api/enter-keypad-code';

/** A virtual lock's keypad: type a code as a guest at the door would, and see whether it opens. */
export function KeypadModal({ lock, onClose }: { lock: LockCard | null; onClose(): void }) {
  return (
    <Modal opened={lock !== null} onClose={onClose} title={lock ? `${lock.name} keypad` : 'Keypad'}>
      {lock && <KeypadForm lock={lock} />}
    </Modal>
  );
}

function KeypadForm({ lock }: { lock: LockCard }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ opened: boolean; holder: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const enter = useEnterKeypadCode();

  async function submit() {
    setOutcome(null);
    setProblem(null);
    try {
      setOutcome(await enter.mutateAsync({ lockId: lock.id, code }));
      setErrors({});
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(describeApiError(error, 'The keypad did not answer'));
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Type a code as a guest would at the door. It opens only for a code the lock holds and only inside its hours; every try is on the lock&apos;s activity.
        </Text>
        <TextInput label="Code" inputMode="numeric" autoComplete="off" value={code} error={errors.code} onChange={(event) => setCode(event.currentTarget.value.trim())} />
        {outcome && (
          <Alert color={outcome.opened ? 'green' : 'red'} role="status">
            {outcome.opened ? `The door opened${outcome.holder ? ` (${outcome.holder}'s code)` : ''}.` : 'The lock refused the code.'}
          </Alert>
        )}
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={enter.isPending}>
            Enter
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
