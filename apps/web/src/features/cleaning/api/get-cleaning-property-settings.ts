import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function getCleaningPropertySettings(propertyId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/properties/{propertyId}/settings', { params: { path: { propertyId } }, signal }), 'Failed to load the cleaning settings');
}

/** A property's window for a turnover with no next check-in. */
export function useCleaningPropertySettings(propertyId: string) {
  return useQuery(queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'property-settings', propertyId], queryFn: ({ signal }) => getCleaningPropertySettings(propertyId, signal) }));
}
