import type { PropertyInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_VIEWS_KEY, PROPERTIES_QUERY_KEY } from './properties-query-key';

export function createProperty(input: PropertyInput) {
  return callApi(() => api.POST('/api/properties', { body: input as never }), 'Failed to add the property');
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProperty, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PORTFOLIO_VIEWS_KEY })]) });
}
