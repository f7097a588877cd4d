import { CLAIM_CASE_KIND_LABELS, CLAIM_CASE_KINDS, CLAIM_CATEGORIES, CLAIM_CATEGORY_LABELS, type ClaimCaseKind, type ClaimCategory } from '@cohost/shared';
import { Input, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateClaimCase } from '../api/change-claim-case';
import { FormActions, FormError } from './claim-form-parts';

/** The stay field, drawn by the route (stays belong to reservations): the chosen property's stays. */
export type StayFieldRenderer = (field: { propertyId: string | null; value: string | null; onChange(value: string | null): void; error?: string }) => ReactNode;

/** Open a case by hand: a complaint the co-host did not see, or damage found on a walk-through. */
export function NewClaimCaseModal({ properties, propertyId: initialPropertyId, renderStayField, onClose }: { properties: Array<{ id: string; name: string }>; propertyId: string | null; renderStayField: StayFieldRenderer; onClose(): void }) {
  const create = useCreateClaimCase();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ClaimCaseKind>('damage');
  const [propertyId, setPropertyId] = useState<string | null>(initialPropertyId ?? (properties.length === 1 ? (properties[0]?.id ?? null) : null));
  const [reservationId, setReservationId] = useState<string | null>(null);
  const [category, setCategory] = useState<ClaimCategory>('damage');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      const created = await create.mutateAsync({ kind, propertyId: propertyId ?? '', reservationId, category, title, description, items: [] });
      toastSuccess(`${created.reference} opened.`);
      onClose();
      void navigate(`/claims/${created.id}`);
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'Failed to open the case'));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New case">
      <Stack>
        <div>
          <Input.Label id="new-case-kind" display="block">
            Kind
          </Input.Label>
          <SegmentedControl
            aria-labelledby="new-case-kind"
            fullWidth
            value={kind}
            onChange={(value) => {
              setKind(value as ClaimCaseKind);
              setCategory(value === 'damage' ? 'damage' : 'cleanliness');
            }}
            data={CLAIM_CASE_KINDS.map((value) => ({ value, label: CLAIM_CASE_KIND_LABELS[value] }))}
          />
          {fields.kind ? (
            <Text size="xs" c="red">
              {fields.kind}
            </Text>
          ) : null}
        </div>
        <Select
          label="Property"
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
          value={propertyId}
          onChange={(value) => {
            setPropertyId(value);
            setReservationId(null);
          }}
          error={fields.propertyId}
          allowDeselect={false}
          required
        />
        {renderStayField({ propertyId, value: reservationId, onChange: setReservationId, error: fields.reservationId })}
        <Select
          label="Category"
          data={CLAIM_CATEGORIES.map((value) => ({ value, label: CLAIM_CATEGORY_LABELS[value] }))}
          value={category}
          onChange={(value) => value && setCategory(value as ClaimCategory)}
          error={fields.category}
          allowDeselect={false}
        />
        <TextInput label="Title" placeholder="Broken lamp in the living room" value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={fields.title} maxLength={140} required />
        <Textarea label="What happened" value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={fields.description} autosize minRows={3} maxLength={5000} />
        <FormError error={error} />
        <FormActions onClose={onClose} onSave={() => void save()} saving={create.isPending} label="Open the case" />
      </Stack>
    </Modal>
  );
}
