import type { ReservationValues } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

export function createReservation({ propertyId, input }: { propertyId: string; input: ReservationValues }) {
  return callApi(() => api.POST('/api/properties/{propertyId}/reservations', { params: { path: { propertyId } }, body: input }), 'Failed to add the reservation');
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReservation, onSuccess: () => invalidateCalendar(queryClient) });
}
