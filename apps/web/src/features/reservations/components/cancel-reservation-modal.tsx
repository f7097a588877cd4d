import type { Reservation } from '@cohost/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelReservation } from '../api/cancel-reservation';
import { formatStayDates, sourceLabel, stayLabel } from './calendar-labels';

/** Asks before cancelling a stay, with an optional reason kept on it. */
export function CancelReservationModal({ reservation, onClose }: { reservation: Reservation | null; onClose(): void }) {
  return (
    <Modal opened={reservation !== null} onClose={onClose} title="Cancel this reservation?">
      {reservation && <CancelForm key={reservation.id} reservation={reservation} onDone={onClose} />}
    </Modal>
  );
}

function CancelForm({ reservation, onDone }: { reservation: Reservation; onDone(): void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelReservation();
  async function submit() {
    try {
      await cancel.mutateAsync({ reservationId: reservation.id, reason });
      toastSuccess('Reservation cancelled.');
      onDone();
    } catch (error) {
      toastError(describeApiError(error, 'Failed to cancel the reservation'));
    }
  }
  return (
    <form
      aria-label="Cancel reservation"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm">
          {stayLabel(reservation)}, {formatStayDates(reservation.checkInDate, reservation.checkOutDate)}.
          {reservation.source !== 'manual' && ` It stays cancelled here even while ${sourceLabel(reservation.source)} still lists it: cancel it on ${sourceLabel(reservation.source)} too.`}
        </Text>
        <Textarea label="Reason (optional)" maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Keep it
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel reservation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
