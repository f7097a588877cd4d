import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PROPERTIES_QUERY_KEY } from './properties-query-key';

export function getProperty(propertyId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/properties/{propertyId}', { params: { path: { propertyId } }, signal }), 'Failed to load this property');
}

export function getPropertyQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: [...PROPERTIES_QUERY_KEY, 'one', propertyId], queryFn: ({ signal }) => getProperty(propertyId, signal), retry: false });
}

export function useProperty(propertyId: string) {
  return useQuery(getPropertyQueryOptions(propertyId));
}
