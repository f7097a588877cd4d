import { RESERVATION_KINDS, ReservationInputSchema, type Property, type Reservation, type ReservationInput } from '@cohost/shared';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { centsFrom, numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCreateReservation } from '../api/create-reservation';
import { useUpdateReservation } from '../api/update-reservation';
import { formatStayDates, kindLabel, sourceLabel } from './calendar-labels';

interface ReservationModalProps {
  property: Property;
  /** The stay to edit; null adds one. */
  reservation: Reservation | null;
  opened: boolean;
  onClose(): void;
}

type Draft = Required<Omit<ReservationInput, 'payoutCents' | 'currency' | 'checkInTime' | 'checkOutTime'>> & {
  payoutCents: number | null;
  currency: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
};

function draftOf(reservation: Reservation | null, property: Property): Draft {
  return {
    kind: reservation?.kind ?? 'guest',
    checkInDate: reservation?.checkInDate ?? '',
    checkOutDate: reservation?.checkOutDate ?? '',
    checkInTime: reservation?.checkInTime ?? null,
    checkOutTime: reservation?.checkOutTime ?? null,
    guestName: reservation?.guestName ?? '',
    guestEmail: reservation?.guestEmail ?? '',
    guestPhone: reservation?.guestPhone ?? '',
    guests: reservation?.guests ?? 2,
    payoutCents: reservation?.payoutCents ?? null,
    currency: reservation?.currency ?? property.listing.currency,
    notes: reservation?.notes ?? '',
  };
}

/** Add or edit a stay. An imported stay's dates and kind belong to its platform and are read-only here. */
export function ReservationModal({ property, reservation, opened, onClose }: ReservationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={reservation ? 'Edit reservation' : 'Add reservation'} size="lg">
      {opened && <ReservationForm property={property} reservation={reservation} onDone={onClose} />}
    </Modal>
  );
}

function ReservationForm({ property, reservation, onDone }: { property: Property; reservation: Reservation | null; onDone(): void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(reservation, property));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateReservation();
  const update = useUpdateReservation();
  const imported = reservation !== null && reservation.source !== 'manual';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft({ ...draft, [key]: value });
    setErrors({ ...errors, [key]: '' });
  };

  async function submit() {
    const input: ReservationInput = { ...draft, checkInTime: draft.checkInTime || null, checkOutTime: draft.checkOutTime || null };
    const checked = ReservationInputSchema.safeParse(input);
    const localErrors = checked.success ? {} : zodFieldErrors(checked.error);
    if (!imported && draft.kind === 'guest' && !draft.guestName.trim()) localErrors.guestName = "Enter the guest's name.";
    if (Object.keys(localErrors).length > 0) {
      setErrors(localErrors);
      return;
    }
    try {
      const result = reservation ? await update.mutateAsync({ reservationId: reservation.id, input }) : await create.mutateAsync({ propertyId: property.id, input });
      if (result.doubleBookings.length > 0) {
        toastError(`Saved, but this stay overlaps another on ${result.doubleBookings.map((booking) => formatStayDates(booking.startDate, booking.endDate)).join(', ')}: a double booking to resolve.`);
      } else {
        toastSuccess(reservation ? 'Reservation saved.' : 'Reservation added.');
      }
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toastError(describeApiError(error, 'Failed to save the reservation'));
    }
  }

  return (
    <form
      noValidate
      aria-label={reservation ? 'Edit reservation' : 'Add reservation'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {imported && (
          <Alert color="blue" variant="light">
            Imported from {sourceLabel(reservation.source)}: its dates change on {sourceLabel(reservation.source)} and sync here. Contact details, guests, payout, notes and times are yours to edit.
          </Alert>
        )}
        <SegmentedControl
          aria-label="Kind of stay"
          disabled={imported}
          value={draft.kind}
          onChange={(value) => set('kind', value as Draft['kind'])}
          data={RESERVATION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        {draft.kind !== 'guest' && <Text size="sm" c="dimmed">Internal stays block the dates and run no guest messages or door codes.</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Check-in date" type="date" required disabled={imported} value={draft.checkInDate} onChange={(e) => set('checkInDate', e.currentTarget.value)} error={errors.checkInDate} />
          <TextInput label="Check-out date" type="date" required disabled={imported} value={draft.checkOutDate} onChange={(e) => set('checkOutDate', e.currentTarget.value)} error={errors.checkOutDate} />
          <TextInput label="Check-in time" type="time" description={`Default ${property.checkInTime} (${property.timezone})`} value={draft.checkInTime ?? ''} onChange={(e) => set('checkInTime', e.currentTarget.value || null)} error={errors.checkInTime} />
          <TextInput label="Check-out time" type="time" description={`Default ${property.checkOutTime}`} value={draft.checkOutTime ?? ''} onChange={(e) => set('checkOutTime', e.currentTarget.value || null)} error={errors.checkOutTime} />
        </SimpleGrid>
        {draft.kind === 'guest' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Guest name" required={!imported} value={draft.guestName} onChange={(e) => set('guestName', e.currentTarget.value)} error={errors.guestName} />
            <NumberInput label="Guests" min={0} max={100} allowDecimal={false} value={draft.guests} onChange={(value) => set('guests', numberFrom(value) ?? 0)} error={errors.guests} />
            <TextInput label="Guest email" type="email" value={draft.guestEmail} onChange={(e) => set('guestEmail', e.currentTarget.value)} error={errors.guestEmail} />
            <TextInput label="Guest phone" type="tel" value={draft.guestPhone} onChange={(e) => set('guestPhone', e.currentTarget.value)} error={errors.guestPhone} />
            <NumberInput
              label={`Payout (${draft.currency ?? property.listing.currency})`}
              min={0}
              decimalScale={2}
              value={draft.payoutCents === null ? '' : draft.payoutCents / 100}
              onChange={(value) => set('payoutCents', centsFrom(value))}
              error={errors.payoutCents}
            />
          </SimpleGrid>
        )}
        <Textarea label="Notes" autosize minRows={2} value={draft.notes} onChange={(e) => set('notes', e.currentTarget.value)} error={errors.notes} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {reservation ? 'Save reservation' : 'Add reservation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
