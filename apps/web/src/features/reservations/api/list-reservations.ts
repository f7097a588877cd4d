import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { RESERVATIONS_QUERY_KEY } from './reservations-query-key';

export interface ReservationsQuery {
  from: string;
  to: string;
  includeCancelled: boolean;
}

export function listReservations(propertyId: string, { from, to, includeCancelled }: ReservationsQuery, signal?: AbortSignal) {
  return callApi(
    () => api.GET('/api/properties/{propertyId}/reservations', { params: { path: { propertyId }, query: { from, to, includeCancelled: includeCancelled ? 'true' : 'false' } }, signal }),
    'Failed to load the calendar',
  );
}

export function listReservationsQueryOptions(propertyId: string, query: ReservationsQuery) {
  return queryOptions({ queryKey: [...RESERVATIONS_QUERY_KEY, 'list', propertyId, query], queryFn: ({ signal }) => listReservations(propertyId, query, signal) });
}

export function useReservations(propertyId: string, query: ReservationsQuery) {
  return useQuery({ ...listReservationsQueryOptions(propertyId, query), placeholderData: keepPreviousData });
}
