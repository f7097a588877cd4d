import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

/** A cleaner's availability, properties, specialty and how they are told. */
export function updateCleaner({ cleanerId, input }: { cleanerId: string; input: components['schemas']['UpdateCleanerInput'] }) {
  return callApi(() => api.PATCH('/api/cleaning/cleaners/{cleanerId}', { params: { path: { cleanerId } }, body: input }), 'Failed to save the profile');
}

export function useUpdateCleaner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCleaner, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
