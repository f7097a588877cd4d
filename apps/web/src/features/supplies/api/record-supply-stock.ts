import type { RecordSupplyStockInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

export function recordSupplyStock({ itemId, input }: { itemId: string; input: RecordSupplyStockInput }) {
  return callApi(() => api.POST('/api/supplies/items/{itemId}/stock', { params: { path: { itemId } }, body: input }), 'Failed to record the stock');
}

export function useRecordSupplyStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordSupplyStock, onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIES_QUERY_KEY }) });
}
