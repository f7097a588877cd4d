import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

export function setSupplyLimit({ propertyId, monthlyLimitCents }: { propertyId: string; monthlyLimitCents: number }) {
  return callApi(() => api.PUT('/api/supplies/properties/{propertyId}/limit', { params: { path: { propertyId } }, body: { monthlyLimitCents } }), 'Failed to save the limit');
}

export function useSetSupplyLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setSupplyLimit, onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIES_QUERY_KEY }) });
}
