import type { ReservationValues } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

export function updateReservation({ reservationId, input }: { reservationId: string; input: ReservationValues }) {
  return callApi(() => api.PUT('/api/reservations/{reservationId}', { params: { path: { reservationId } }, body: input }), 'Failed to save the reservation');
}

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReservation, onSuccess: () => invalidateCalendar(queryClient) });
}
