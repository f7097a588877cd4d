import { LockSettingsInputSchema, type LockCard, type LockSettingsInput } from '@cohost/shared';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
