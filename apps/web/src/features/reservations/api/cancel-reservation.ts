import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

export function cancelReservation({ reservationId, reason }: { reservationId: string; reason: string }) {
  return callApi(() => api.POST('/api/reservations/{reservationId}/cancel', { params: { path: { reservationId } }, body: { reason } }), 'Failed to cancel the reservation');
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelReservation, onSuccess: () => invalidateCalendar(queryClient) });
}
