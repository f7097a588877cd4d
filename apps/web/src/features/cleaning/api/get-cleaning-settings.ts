import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function getCleaningSettings(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/cleaning/settings', { signal }), 'Failed to load the acknowledgement rules');
}

/** How long a cleaner has to acknowledge, and whether escalation also offers the task to the next cleaner. */
export function useCleaningSettings() {
  return useQuery(queryOptions({ queryKey: [...CLEANING_QUERY_KEY, 'settings'], queryFn: ({ signal }) => getCleaningSettings(signal) }));
}
