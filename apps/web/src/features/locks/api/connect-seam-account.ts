import type { ConnectSeamInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SEAM_QUERY_KEY } from './get-seam-account';

export function connectSeamAccount(input: ConnectSeamInput) {
  return callApi(() => api.PUT('/api/locks/seam', { body: input }), 'Failed to save the key');
}

/** Saves the API key (tested on Seam first; a refused key comes back as a problem on `apiKey`). */
export function useConnectSeamAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectSeamAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: SEAM_QUERY_KEY }) });
}
