import { GUEST_NAME_REQUIRED, RESERVATION_KINDS, ReservationInputSchema, type Property, type Reservation, type ReservationKind } from '@cohost/shared';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

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

/** The form as typed: every field present, empty times meaning the property's defaults. */
interface Draft {
  kind: ReservationKind;
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string;
  checkOutTime: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  guests: number | null;
  payoutCents: number | null;
  currency: string;
  notes: string;
}

function draftOf(reservation: Reservation | null, property: Property): Draft {
  return {
    kind: reservation?.kind ?? 'guest',
    checkInDate: reservation?.checkInDate ?? '',
    checkOutDate: reservation?.checkOutDate ?? '',
    checkInTime: reservation?.checkInTime ?? '',
    checkOutTime: reservation?.checkOutTime ?? '',
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
  const isImported = reservation !== null && reservation.source !== 'manual';
  // Its feed still updates it (a stay kept when its feed was removed is the host's to move).
  const isSynced = reservation !== null && reservation.feedId !== null;
  const isGuestStay = draft.kind === 'guest';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft({ ...draft, [key]: value });
    setErrors({ ...errors, [key]: '' });
  };

  async function submit() {
    // An internal stay carries no guest: what was typed before switching kinds is not sent.
    const guest = isGuestStay
      ? { guestName: draft.guestName, guestEmail: draft.guestEmail, guestPhone: draft.guestPhone, guests: draft.guests, payoutCents: draft.payoutCents }
      : { guestName: '', guestEmail: '', guestPhone: '', guests: 0, payoutCents: null };
    const checked = ReservationInputSchema.safeParse({
      ...guest,
      kind: draft.kind,
      // Empty reads as missing, so the schema says "Enter the check-in date." rather than how to format it.
      checkInDate: draft.checkInDate || undefined,
      checkOutDate: draft.checkOutDate || undefined,
      checkInTime: draft.checkInTime || null,
      checkOutTime: draft.checkOutTime || null,
      currency: guest.payoutCents === null ? null : draft.currency || property.listing.currency,
      notes: draft.notes,
    });
    const localErrors = checked.success ? {} : zodFieldErrors(checked.error);
    // Airbnb's feed carries no names, so only a stay typed in here needs one.
    if (!isImported && isGuestStay && !draft.guestName.trim()) localErrors.guestName = GUEST_NAME_REQUIRED;
    if (!checked.success || Object.keys(localErrors).length > 0) {
      setErrors(localErrors);
      return;
    }
    try {
      const result = reservation
        ? await update.mutateAsync({ reservationId: reservation.id, input: checked.data })
        : await create.mutateAsync({ propertyId: property.id, input: checked.data });
      if (result.doubleBookings.length > 0) {
        const nights = result.doubleBookings.map((booking) => formatStayDates(booking.startDate, booking.endDate)).join(', ');
        toastError(`Saved, but this stay overlaps another on ${nights}: a double booking to resolve.`);
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
        {isSynced && (
          <Alert color="blue" variant="light">
            Imported from {sourceLabel(reservation.source)}: its dates and kind change on {sourceLabel(reservation.source)} and sync here. Contact details, guests, payout, notes and times are yours to edit.
          </Alert>
        )}
        <SegmentedControl
          aria-label="Kind of stay"
          disabled={isSynced}
          value={draft.kind}
          onChange={(value) => set('kind', value as ReservationKind)}
          data={RESERVATION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        {!isGuestStay && (
          <Text size="sm" c="dimmed">
            An internal stay blocks the dates and needs no guest: no guest messages or door codes run for it.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Check-in date" type="date" required disabled={isSynced} value={draft.checkInDate} onChange={(e) => set('checkInDate', e.currentTarget.value)} error={errors.checkInDate} />
          <TextInput label="Check-out date" type="date" required disabled={isSynced} value={draft.checkOutDate} onChange={(e) => set('checkOutDate', e.currentTarget.value)} error={errors.checkOutDate} />
          <TextInput
            label="Check-in time"
            type="time"
            placeholder={property.checkInTime}
            description={`Empty: the property's ${property.checkInTime} (${property.timezone})`}
            value={draft.checkInTime}
            onChange={(e) => set('checkInTime', e.currentTarget.value)}
            error={errors.checkInTime}
          />
          <TextInput
            label="Check-out time"
            type="time"
            placeholder={property.checkOutTime}
            description={`Empty: the property's ${property.checkOutTime}`}
            value={draft.checkOutTime}
            onChange={(e) => set('checkOutTime', e.currentTarget.value)}
            error={errors.checkOutTime}
          />
        </SimpleGrid>
        {isGuestStay && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Guest name" required={!isImported} value={draft.guestName} onChange={(e) => set('guestName', e.currentTarget.value)} error={errors.guestName} />
            <NumberInput label="Guests" min={0} max={100} allowDecimal={false} value={draft.guests ?? ''} onChange={(value) => set('guests', numberFrom(value))} error={errors.guests} />
            <TextInput label="Guest email" type="email" value={draft.guestEmail} onChange={(e) => set('guestEmail', e.currentTarget.value)} error={errors.guestEmail} />
            <TextInput label="Guest phone" type="tel" value={draft.guestPhone} onChange={(e) => set('guestPhone', e.currentTarget.value)} error={errors.guestPhone} />
            <NumberInput
              label="Payout"
              description="What you receive for the stay, in currency units"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={draft.payoutCents === null ? '' : draft.payoutCents / 100}
              onChange={(value) => set('payoutCents', centsFrom(value))}
              error={errors.payoutCents}
            />
            <TextInput
              label="Currency"
              description={`The listing's is ${property.listing.currency}`}
              maxLength={3}
              value={draft.currency}
              onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
              error={errors.currency}
            />
          </SimpleGrid>
        )}
        <Textarea label="Notes" autosize minRows={2} value={draft.notes} onChange={(e) => set('notes', e.currentTarget.value)} error={errors.notes} />
        <Group justify="flex-end">
          {reservation?.kind === 'guest' && reservation.status !== 'cancelled' && (
            // The guest's conversation on /messages (made there if the stay has none yet).
            <Button component={Link} to={`/messages?reservation=${reservation.id}`} variant="light" leftSection={<IconMessage size={16} aria-hidden />} mr="auto">
              Message guest
            </Button>
          )}
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
