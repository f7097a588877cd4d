import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function enterKeypadCode({ lockId, code }: { lockId: string; code: string }) {
  return callApi(() => api.POST('/api/locks/{lockId}/keypad', { params: { path: { lockId } }, body: { code } }), 'The keypad did not answer');
}

export function useEnterKeypadCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enterKeypadCode, onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
