import { PropertyInputSchema, type Property } from '@cohost/shared';
import { Alert, Anchor, Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateProperty } from '../api/create-property';
import { useTimeZoneGuess } from '../api/guess-time-zone';
import { ListingFields } from './listing-fields';
import { newPropertyDraft, PropertyDetailsFields, type PropertyDraft } from './property-details-fields';

interface AddPropertyModalProps {
  opened: boolean;
  onClose(): void;
  onCreated(property: Property): void;
}

/** Add Property: the core facts and the listing; the knowledge base and calendars follow on its page. */
export function AddPropertyModal({ opened, onClose, onCreated }: AddPropertyModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add property" size="lg">
      {opened && <AddPropertyForm onCancel={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function AddPropertyForm({ onCancel, onCreated }: { onCancel(): void; onCreated(property: Property): void }) {
  const [draft, setDraft] = useState<PropertyDraft>(newPropertyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const create = useCreateProperty();
  // The zone follows the address until the host picks one themselves.
  const [zoneChosen, setZoneChosen] = useState(false);
  const guess = useTimeZoneGuess({ city: draft.address.city ?? '', region: draft.address.region ?? '', country: draft.address.country ?? '' });
  const guessed = guess.data?.timezone ?? null;
  const shown: PropertyDraft = !zoneChosen && guessed ? { ...draft, timezone: guessed } : draft;
  const timezoneHint = zoneChosen
    ? 'Chosen by you.'
    : guessed
      ? `From the address (${guess.data?.from === 'city' ? 'its city' : guess.data?.from === 'region' ? 'its state or region' : 'its country'}): change it if it is wrong.`
      : "Your browser's zone: the address does not say yet. Check it.";
  const formRef = useRef<HTMLFormElement>(null);
  // Show the first field with a problem: it may be far above the button just pressed.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);

  async function submit() {
    setProblem(null);
    const checked = PropertyInputSchema.safeParse(shown);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      return;
    }
    setErrors({});
    try {
      const property = await create.mutateAsync(shown);
      toastSuccess(`${property.name} was added. Next: its knowledge base and calendars.`);
      onCreated(property);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : new ApiError(describeApiError(error, 'Failed to add the property'), null, null));
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Add property"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <PropertyDetailsFields
          draft={shown}
          errors={errors}
          timezoneHint={timezoneHint}
          onChange={(next) => {
            if (next.timezone !== shown.timezone) setZoneChosen(true);
            setDraft(next);
          }}
        />
        <Divider />
        <Title order={3} size="h5">
          Listing
        </Title>
        <ListingFields listing={draft.listing ?? {}} errors={errors} onChange={(listing) => setDraft({ ...draft, listing })} />
        {/* Beside the button just pressed: the top of this long form may be scrolled out of sight. */}
        {problem && (
          <Alert color="red" title="The property was not added">
            {problem.message}{' '}
            {problem.code?.startsWith('billing.') && (
              <Anchor component={Link} to="/billing" inherit>
                See plans
              </Anchor>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add property
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
