import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { paths } from '../../../lib/api/schema';
import { CLAIMS_QUERY_KEY } from './claims-query-key';

export function getClaimSettings(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/claims/settings', { signal }), 'Failed to load the claim settings');
}

export function getClaimSettingsQueryOptions() {
  return queryOptions({ queryKey: [...CLAIMS_QUERY_KEY, 'settings'], queryFn: ({ signal }) => getClaimSettings(signal) });
}

/** The refund threshold under which the co-host may offer a credit alone, and the insurer the workspace files with. */
export function useClaimSettings() {
  return useQuery(getClaimSettingsQueryOptions());
}

type PutClaimSettingsInput = paths['/api/claims/settings']['put']['requestBody']['content']['application/json'];

export function putClaimSettings(input: PutClaimSettingsInput) {
  return callApi(() => api.PUT('/api/claims/settings', { body: input }), 'Failed to save the claim settings');
}

export function usePutClaimSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putClaimSettings, onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }) });
}
