import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

type Decision =
  | { orderId: string; decision: 'approve'; lines?: Array<{ itemId: string; quantity: number }> }
  | { orderId: string; decision: 'deny'; reason: string }
  | { orderId: string; decision: 'placed' | 'delivered' };

/** Approve (maybe with new quantities) or deny a waiting order; mark a cart order placed, or any order delivered. */
export function decideSupplyOrder(input: Decision) {
  const params = { path: { orderId: input.orderId } };
  switch (input.decision) {
    case 'approve':
      return callApi(() => api.POST('/api/supplies/orders/{orderId}/approve', { params, body: input.lines ? { lines: input.lines } : {} }), 'The order was not approved');
    case 'deny':
      return callApi(() => api.POST('/api/supplies/orders/{orderId}/deny', { params, body: { reason: input.reason } }), 'The order was not denied');
    case 'placed':
      return callApi(() => api.POST('/api/supplies/orders/{orderId}/placed', { params }), 'The order was not marked placed');
    case 'delivered':
      return callApi(() => api.POST('/api/supplies/orders/{orderId}/delivered', { params }), 'The order was not marked delivered');
  }
}

export function useDecideSupplyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSupplyOrder,
    // The approvals inbox follows through the realtime stream ('approvals.changed').
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIES_QUERY_KEY }),
  });
}
