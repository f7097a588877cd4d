import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function listLockCodes(lockId: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/locks/{lockId}/codes', { params: { path: { lockId } }, signal }), 'Failed to load the lock’s codes');
}

/** Under the locks key: a realtime event about any code, or any action on a lock, refreshes it. */
export function listLockCodesQueryOptions(lockId: string) {
  return queryOptions({ queryKey: [...LOCKS_QUERY_KEY, 'codes', lockId], queryFn: ({ signal }) => listLockCodes(lockId, signal) });
}

export function useLockCodes(lockId: string | null) {
  return useQuery({ ...listLockCodesQueryOptions(lockId ?? ''), enabled: lockId !== null });
}
