import { UpdateCleanerInputSchema, type Cleaner } from '@cohost/shared';
import { Alert, Button, Chip, Group, Modal, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateCleaner } from '../api/update-cleaner';
import { WEEKDAY_OPTIONS } from '../domain/cleaning-view';

interface CleanerProfileModalProps {
  cleaner: Cleaner | null;
  properties: Array<{ id: string; name: string }>;
  onClose(): void;
}

/** When a cleaner works, which properties, what they are best at and how they are told: what assignment reads. */
export function CleanerProfileModal({ cleaner, properties, onClose }: CleanerProfileModalProps) {
  return (
    <Modal opened={cleaner !== null} onClose={onClose} title={cleaner ? `${cleaner.name}: availability and properties` : 'Cleaner'}>
      {cleaner && <CleanerProfileForm key={cleaner.id} cleaner={cleaner} properties={properties} onDone={onClose} />}
    </Modal>
  );
}

function CleanerProfileForm({ cleaner, properties, onDone }: { cleaner: Cleaner; properties: CleanerProfileModalProps['properties']; onDone(): void }) {
  const [draft, setDraft] = useState(() => ({
    specialty: cleaner.specialty ?? '',
    weekdays: cleaner.availability.weekdays.map(String),
    startTime: cleaner.availability.startTime,
    endTime: cleaner.availability.endTime,
    propertyIds: cleaner.propertyIds,
    notifyBy: cleaner.notifyBy,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const update = useUpdateCleaner();

  async function submit() {
    setProblem(null);
    const checked = UpdateCleanerInputSchema.safeParse({
      specialty: draft.specialty,
      availability: { weekdays: draft.weekdays.map(Number).sort((a, b) => a - b), startTime: draft.startTime, endTime: draft.endTime },
      propertyIds: draft.propertyIds,
      notifyBy: draft.notifyBy,
    });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      await update.mutateAsync({ cleanerId: cleaner.id, input: checked.data });
      toastSuccess(`${cleaner.name}'s profile saved.`);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Specialty"
          description="What they are best at, e.g. Deep cleaning, Linen and laundry, Same-day turnovers."
          value={draft.specialty}
          error={errors.specialty}
          onChange={(event) => setDraft({ ...draft, specialty: event.currentTarget.value })}
          maxLength={80}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Days they work
          </Text>
          <Chip.Group multiple value={draft.weekdays} onChange={(weekdays) => setDraft({ ...draft, weekdays })}>
            <Group gap={6}>
              {WEEKDAY_OPTIONS.map((day) => (
                <Chip key={day.value} value={day.value} size="xs">
                  {day.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errors['availability.weekdays'] && (
            <Text size="xs" c="red">
              {errors['availability.weekdays']}
            </Text>
          )}
        </Stack>
        <Group grow>
          <TextInput type="time" label="From" value={draft.startTime} error={errors['availability.startTime']} onChange={(event) => setDraft({ ...draft, startTime: event.currentTarget.value })} />
          <TextInput type="time" label="Until" value={draft.endTime} error={errors['availability.endTime']} onChange={(event) => setDraft({ ...draft, endTime: event.currentTarget.value })} />
        </Group>
        <MultiSelect
          label="Properties they work"
          description="Leave empty for every property."
          placeholder={draft.propertyIds.length === 0 ? 'All properties' : undefined}
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
          value={draft.propertyIds}
          onChange={(propertyIds) => setDraft({ ...draft, propertyIds })}
          error={errors.propertyIds}
          clearable
          searchable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Tell them by
          </Text>
          <SegmentedControl
            value={draft.notifyBy}
            onChange={(value) => setDraft({ ...draft, notifyBy: value === 'sms' ? 'sms' : 'email' })}
            data={[
              { value: 'email', label: 'Email' },
              { value: 'sms', label: 'Text message', disabled: !cleaner.phone },
            ]}
            aria-label="Tell them by"
          />
          {!cleaner.phone && (
            <Text size="xs" c="dimmed">
              Text messages need a phone number on their account.
            </Text>
          )}
        </Stack>
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to save the profile')}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
