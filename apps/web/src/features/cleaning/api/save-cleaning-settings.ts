import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function saveCleaningSettings(input: components['schemas']['CleaningWorkspaceSettings']) {
  return callApi(() => api.PUT('/api/cleaning/settings', { body: input }), 'Failed to save the acknowledgement rules');
}

export function useSaveCleaningSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCleaningSettings, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
