import { LockSettingsInputSchema, type LockCard, type LockSettingsInput } from '@cohost/shared';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRemoveLock } from '../api/remove-lock';
import { useUpdateLockSettings } from '../api/update-lock-settings';

const LENGTH_CHOICES = [
  { value: 'ai', label: 'As in the AI settings' },
  { value: '4', label: '4 digits' },
  { value: '6', label: '6 digits' },
  { value: '8', label: '8 digits' },
];

/** A lock's Settings: its code length and how long codes work before check-in and after checkout. */
export function LockSettingsModal({ lock, onClose }: { lock: LockCard | null; onClose(): void }) {
  return (
    <Modal opened={lock !== null} onClose={onClose} title={lock ? `${lock.name} settings` : 'Lock settings'}>
      {lock && <LockSettingsForm lock={lock} onDone={onClose} />}
    </Modal>
  );
}

function LockSettingsForm({ lock, onDone }: { lock: LockCard; onDone(): void }) {
  const [draft, setDraft] = useState<LockSettingsInput>({
    codeLength: lock.settings.codeLength as LockSettingsInput['codeLength'],
    bufferBeforeMinutes: lock.settings.bufferBeforeMinutes,
    bufferAfterMinutes: lock.settings.bufferAfterMinutes,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const save = useUpdateLockSettings();
  const remove = useRemoveLock();
  const [removing, setRemoving] = useState(false);

  async function removeIt() {
    try {
      await remove.mutateAsync(lock.id);
      toastSuccess(`${lock.name} removed: the codes Cohost put on it are being deleted.`);
      onDone();
    } catch (error) {
      toastError(describeApiError(error, 'Failed to remove the lock'));
    }
  }

  async function submit() {
    setProblem(null);
    const checked = LockSettingsInputSchema.safeParse(draft);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      await save.mutateAsync({ lockId: lock.id, settings: checked.data });
      toastSuccess('Lock settings saved.');
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Select
          label="Code length"
          data={LENGTH_CHOICES}
          value={draft.codeLength === null ? 'ai' : String(draft.codeLength)}
          error={errors.codeLength}
          onChange={(value) => setDraft({ ...draft, codeLength: value === 'ai' || value === null ? null : (Number(value) as 4 | 6 | 8) })}
          allowDeselect={false}
        />
        <NumberInput
          label="Minutes before check-in"
          description="A guest's code starts working this long before check-in."
          min={0}
          max={720}
          value={draft.bufferBeforeMinutes}
          error={errors.bufferBeforeMinutes}
          onChange={(value) => setDraft({ ...draft, bufferBeforeMinutes: typeof value === 'number' ? value : Number.NaN })}
        />
        <NumberInput
          label="Minutes after checkout"
          description="And keeps working this long after checkout, then it is removed."
          min={0}
          max={720}
          value={draft.bufferAfterMinutes}
          error={errors.bufferAfterMinutes}
          onChange={(value) => setDraft({ ...draft, bufferAfterMinutes: typeof value === 'number' ? value : Number.NaN })}
        />
        <Text size="xs" c="dimmed">
          Codes already issued keep their digits; their hours follow these settings.
        </Text>
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to save the settings')}</Alert>}
        <Group justify="space-between">
          {removing ? (
            <Group gap="xs">
              <Button color="red" variant="filled" loading={remove.isPending} onClick={() => void removeIt()}>
                Remove {lock.name}
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                Keep it
              </Button>
            </Group>
          ) : (
            <Button color="red" variant="subtle" onClick={() => setRemoving(true)}>
              Remove this lock
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
        {removing && (
          <Text size="xs" c="dimmed">
            Its codes end and are deleted from the lock; guests due to arrive lose theirs. The lock&apos;s history stays.
          </Text>
        )}
      </Stack>
    </SubmitForm>
  );
}
