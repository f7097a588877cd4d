import type { LockSettingsInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { LOCKS_QUERY_KEY } from './list-locks';

export function updateLockSettings({ lockId, settings }: { lockId: string; settings: LockSettingsInput }) {
  return callApi(() => api.PUT('/api/locks/{lockId}/settings', { params: { path: { lockId } }, body: settings }), 'Failed to save the lock’s settings');
}

export function useUpdateLockSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLockSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_QUERY_KEY }) });
}
