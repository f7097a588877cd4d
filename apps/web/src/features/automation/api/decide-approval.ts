import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

export function approveAction(input: { id: string; version: number; edits?: Record<string, unknown> }) {
  return callApi(
    () => api.POST('/api/approvals/{approvalId}/approve', { params: { path: { approvalId: input.id } }, body: { version: input.version, ...(input.edits ? { edits: input.edits } : {}) } }),
    'Failed to approve',
  );
}

export function denyAction(input: { id: string; version: number; reason: string }) {
  return callApi(() => api.POST('/api/approvals/{approvalId}/deny', { params: { path: { approvalId: input.id } }, body: { version: input.version, reason: input.reason } }), 'Failed to deny');
}

export function acknowledgeAction(id: string) {
  return callApi(() => api.POST('/api/approvals/{approvalId}/acknowledge', { params: { path: { approvalId: id } } }), 'Failed to acknowledge');
}

export function bulkApprove(items: Array<{ id: string; version: number }>) {
  return callApi(() => api.POST('/api/approvals/bulk-approve', { body: { items } }), 'Failed to approve');
}

// A decision changes the inbox, the statistics and the activity log: everything automation shows.
const useRefreshAutomation = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AUTOMATION_QUERY_KEY });
};

export function useApproveAction() {
  const refresh = useRefreshAutomation();
  return useMutation({ mutationFn: approveAction, onSettled: refresh });
}

export function useDenyAction() {
  const refresh = useRefreshAutomation();
  return useMutation({ mutationFn: denyAction, onSettled: refresh });
}

export function useBulkApprove() {
  const refresh = useRefreshAutomation();
  return useMutation({ mutationFn: bulkApprove, onSettled: refresh });
}

export function useAcknowledgeAction() {
  const refresh = useRefreshAutomation();
  return useMutation({ mutationFn: acknowledgeAction, onSettled: refresh });
}
