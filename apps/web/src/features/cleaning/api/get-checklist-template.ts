import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function getChecklistTemplate(propertyId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/properties/{propertyId}/checklist', { params: { path: { propertyId } }, signal }), 'Failed to load the checklist');
}

/** The checklist a property's new cleanings start from. */
export function useChecklistTemplate(propertyId: string) {
  return useQuery(queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'checklist', propertyId], queryFn: ({ signal }) => getChecklistTemplate(propertyId, signal) }));
}
