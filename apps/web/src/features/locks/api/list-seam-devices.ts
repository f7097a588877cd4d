import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SEAM_QUERY_KEY } from './get-seam-account';

export function listSeamDevices(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/locks/seam/devices', { signal }), 'Failed to list the locks in your Seam account');
}

/** The Seam account's locks not yet added (asked of Seam when the list is opened). */
export function useSeamDevices(enabled: boolean) {
  return useQuery({ queryKey: [...SEAM_QUERY_KEY, 'devices'], queryFn: ({ signal }) => listSeamDevices(signal), enabled });
}
