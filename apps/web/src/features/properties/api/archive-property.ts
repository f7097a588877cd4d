import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_VIEWS_KEY, PROPERTIES_QUERY_KEY } from './properties-query-key';

export function archiveProperty(propertyId: string) {
  return callApi(() => api.POST('/api/properties/{propertyId}/archive', { params: { path: { propertyId } } }), 'Failed to archive the property');
}

export function useArchiveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveProperty, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PORTFOLIO_VIEWS_KEY })]) });
}
