import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SEAM_QUERY_KEY } from './get-seam-account';

export function getSeamConnectWebview(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/locks/seam/connect-webview', { signal }), 'Failed to ask Seam about the connection');
}

/** Where the Connect Webview the host last opened stands (read on the way back from Seam). */
export function useSeamConnectWebview(enabled: boolean) {
  return useQuery({ queryKey: [...SEAM_QUERY_KEY, 'connect-webview'], queryFn: ({ signal }) => getSeamConnectWebview(signal), enabled });
}
