import type { UpdateSupplyItemInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

export function updateSupplyItem({ itemId, input }: { itemId: string; input: UpdateSupplyItemInput }) {
  return callApi(() => api.PUT('/api/supplies/items/{itemId}', { params: { path: { itemId } }, body: input }), 'Failed to save the item');
}

export function useUpdateSupplyItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSupplyItem, onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIES_QUERY_KEY }) });
}
