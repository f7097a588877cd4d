import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function createCleaningTask(body: components['schemas']['CreateCleaningTaskInput']) {
  return callApi(() => api.POST('/api/cleaning/tasks', { body }), 'Failed to add the cleaning');
}

export function useCreateCleaningTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCleaningTask, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
