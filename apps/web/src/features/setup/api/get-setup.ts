import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { operations } from '../../../lib/api/schema';

export const SETUP_QUERY_KEY = ['setup'] as const;

export type Setup = operations['getSetup']['responses'][200]['content']['application/json'];

export function getSetup(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/setup', { signal }), 'Failed to load the setup checklist');
}

/** Read again each time the dashboard opens: the steps are other screens' work. */
export function getSetupQueryOptions() {
  return queryOptions({ queryKey: SETUP_QUERY_KEY, queryFn: ({ signal }) => getSetup(signal), staleTime: 0 });
}

export function useSetup(enabled: boolean) {
  return useQuery({ ...getSetupQueryOptions(), enabled });
}

export function dismissSetup(dismissed: boolean) {
  return callApi(() => api.PUT('/api/setup/dismissal', { body: { dismissed } }), 'The checklist was not hidden');
}

export function useDismissSetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissSetup, onSuccess: (setup) => queryClient.setQueryData(SETUP_QUERY_KEY, setup) });
}
