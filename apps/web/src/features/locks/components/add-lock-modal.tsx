import {
  AddVirtualLockInputSchema,
  VIRTUAL_LOCK_PROFILE_LABELS,
  VIRTUAL_LOCK_PROFILES,
  VIRTUAL_LOCK_REFUSAL_LABELS,
  VIRTUAL_LOCK_REFUSALS,
  type AddVirtualLockInput,
  type VirtualLockRefusals,
} from '@cohost/shared';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAddVirtualLock } from '../api/add-virtual-lock';

interface AddLockModalProps {
  opened: boolean;
  properties: Array<{ id: string; name: string }>;
  onClose(): void;
}

/** "Add a virtual lock": a simulated lock on one of the properties, behaving like the model it imitates. */
export function AddLockModal({ opened, properties, onClose }: AddLockModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a virtual lock">
      {opened && <AddLockForm properties={properties} onDone={onClose} />}
    </Modal>
  );
}

function AddLockForm({ properties, onDone }: { properties: AddLockModalProps['properties']; onDone(): void }) {
  const [draft, setDraft] = useState<AddVirtualLockInput>({ name: 'Front door', propertyId: properties[0]?.id ?? '', profile: 'yale-assure', refusals: 'rarely' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const add = useAddVirtualLock();

  async function submit() {
    setProblem(null);
    const checked = AddVirtualLockInputSchema.safeParse(draft);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      await add.mutateAsync(checked.data);
      toastSuccess(`${checked.data.name} added: stays at the property get codes for it.`);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A simulated lock with real state: it takes a few seconds to set each code, sometimes refuses one, drains its battery and can go offline, like the model it
          imitates. Use it to try Cohost before connecting real locks.
        </Text>
        <TextInput label="Name" required value={draft.name} error={errors.name} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} />
        <Select
          label="Property"
          required
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
          value={draft.propertyId || null}
          error={errors.propertyId}
          onChange={(value) => setDraft({ ...draft, propertyId: value ?? '' })}
          allowDeselect={false}
        />
        <Select
          label="Lock model"
          required
          data={VIRTUAL_LOCK_PROFILES.map((profile) => ({ value: profile, label: VIRTUAL_LOCK_PROFILE_LABELS[profile] }))}
          value={draft.profile}
          error={errors.profile}
          onChange={(value) => value && setDraft({ ...draft, profile: value as AddVirtualLockInput['profile'] })}
          allowDeselect={false}
        />
        <Select
          label="Refuses a code"
          description="How often the simulated keypad turns a code down."
          data={VIRTUAL_LOCK_REFUSALS.map((refusals) => ({ value: refusals, label: VIRTUAL_LOCK_REFUSAL_LABELS[refusals] }))}
          value={draft.refusals}
          error={errors.refusals}
          onChange={(value) => value && setDraft({ ...draft, refusals: value as VirtualLockRefusals })}
          allowDeselect={false}
        />
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to add the lock')}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add lock
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
