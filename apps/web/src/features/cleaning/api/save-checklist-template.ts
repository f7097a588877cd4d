import type { ChecklistTemplate } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLEANING_QUERY_KEY } from './cleaning-query-key';

export function saveChecklistTemplate({ propertyId, template }: { propertyId: string; template: ChecklistTemplate }) {
  return callApi(() => api.PUT('/api/cleaning/properties/{propertyId}/checklist', { params: { path: { propertyId } }, body: template }), 'Failed to save the checklist');
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChecklistTemplate, onSettled: () => queryClient.invalidateQueries({ queryKey: CLEANING_QUERY_KEY }) });
}
