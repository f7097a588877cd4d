import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { RESERVATIONS_QUERY_KEY } from './reservations-query-key';

export function rotateCalendarExport(propertyId: string) {
  return callApi(() => api.POST('/api/properties/{propertyId}/calendar-export/rotate', { params: { path: { propertyId } } }), 'Failed to reset the link');
}

export function useRotateCalendarExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateCalendarExport, onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }) });
}
