import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function saveCleaningPropertySettings({ propertyId, input }: { propertyId: string; input: components['schemas']['CleaningPropertySettings'] }) {
  return callApi(() => api.PUT('/api/cleaning/properties/{propertyId}/settings', { params: { path: { propertyId } }, body: input }), 'Failed to save the window');
}

export function useSaveCleaningPropertySettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCleaningPropertySettings, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
