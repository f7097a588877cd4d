import { CLEANING_TASK_KIND_LABELS, CreateCleaningTaskInputSchema, MANUAL_CLEANING_TASK_KINDS, type Cleaner } from '@cohost/shared';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateCleaningTask } from '../api/create-cleaning-task';
import { localDateHour, zonedTimeToIso } from '../domain/cleaning-view';

interface NewTaskModalProps {
  opened: boolean;
  properties: Array<{ id: string; name: string; timezone: string }>;
  cleaners: Cleaner[];
  onClose(): void;
  onCreated(taskId: string): void;
}

/** A cleaning the host asks for (turnovers come from stays on their own): deep clean, inspection or mid-stay clean. */
export function NewTaskModal({ opened, properties, cleaners, onClose, onCreated }: NewTaskModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New cleaning task">
      {opened && <NewTaskForm properties={properties} cleaners={cleaners} onCreated={onCreated} />}
    </Modal>
  );
}

/** Tomorrow 10:00 to 13:00 at the property (`datetime-local` values in its zone). */
function firstWindow(timeZone: string): { startsAt: string; endsAt: string } {
  const tomorrow = localDateHour(new Date(Date.now() + 86_400_000).toISOString(), timeZone).date;
  return { startsAt: `${tomorrow}T10:00`, endsAt: `${tomorrow}T13:00` };
}

function NewTaskForm({ properties, cleaners, onCreated }: Omit<NewTaskModalProps, 'opened' | 'onClose'>) {
  const [draft, setDraft] = useState(() => ({ propertyId: properties[0]?.id ?? '', kind: 'deep-clean' as (typeof MANUAL_CLEANING_TASK_KINDS)[number], cleanerId: null as string | null, notes: '', ...firstWindow(properties[0]?.timezone ?? 'UTC') }));
  const timeZone = properties.find((property) => property.id === draft.propertyId)?.timezone ?? 'UTC';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const create = useCreateCleaningTask();

  async function submit() {
    setProblem(null);
    // The times are the property's, like every cleaning window on the screen.
    const toIso = (value: string) => zonedTimeToIso(value, timeZone) ?? value;
    const checked = CreateCleaningTaskInputSchema.safeParse({ ...draft, startsAt: toIso(draft.startsAt), endsAt: toIso(draft.endsAt), notes: draft.notes.trim() || undefined });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      const task = await create.mutateAsync(checked.data);
      toastSuccess(`${CLEANING_TASK_KIND_LABELS[checked.data.kind]} added${task.cleaner ? ` for ${task.cleaner.name}` : ''}.`);
      onCreated(task.id);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  if (properties.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Add a property first: a cleaning belongs to a property.
      </Text>
    );
  }
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Turnovers are made from your stays on their own. Add a deep clean, an inspection or a clean during a long stay here.
        </Text>
        <Select
          label="Property"
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
          value={draft.propertyId}
          onChange={(value) => setDraft({ ...draft, propertyId: value ?? '' })}
          error={errors.propertyId}
          allowDeselect={false}
        />
        <Select
          label="Kind"
          data={MANUAL_CLEANING_TASK_KINDS.map((kind) => ({ value: kind, label: CLEANING_TASK_KIND_LABELS[kind] }))}
          value={draft.kind}
          onChange={(value) => value && setDraft({ ...draft, kind: value as typeof draft.kind })}
          error={errors.kind}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <TextInput type="datetime-local" label="From" value={draft.startsAt} error={errors.startsAt} onChange={(event) => setDraft({ ...draft, startsAt: event.currentTarget.value })} />
          <TextInput type="datetime-local" label="Until" value={draft.endsAt} error={errors.endsAt} onChange={(event) => setDraft({ ...draft, endsAt: event.currentTarget.value })} />
        </Group>
        <Text size="xs" c="dimmed" mt={-6}>
          Times at the property ({timeZone}).
        </Text>
        <Select
          label="Cleaner"
          placeholder={cleaners.length === 0 ? 'No cleaners yet: assign later' : 'Assign later, or as your settings say'}
          data={cleaners.map((cleaner) => ({ value: cleaner.id, label: cleaner.name }))}
          value={draft.cleanerId}
          onChange={(value) => setDraft({ ...draft, cleanerId: value })}
          error={errors.cleanerId}
          clearable
          disabled={cleaners.length === 0}
        />
        <Textarea label="Notes for the cleaner" value={draft.notes} error={errors.notes} onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })} autosize minRows={2} maxLength={2000} />
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to add the cleaning')}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add task
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
