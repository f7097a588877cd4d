import type { CountSuppliesInput, ReportIssueInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTAL_QUERY_KEY } from './list-portal-tasks';

type TaskAction = 'acknowledge' | 'start' | 'complete';

const FAILURES: Record<TaskAction, string> = {
  acknowledge: 'Failed to acknowledge the cleaning',
  start: 'Failed to start the cleaning',
  complete: 'Failed to complete the cleaning',
};

export function runPortalTaskAction({ taskId, action }: { taskId: string; action: TaskAction }) {
  const params = { params: { path: { taskId } } };
  switch (action) {
    case 'acknowledge':
      return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/acknowledge', params), FAILURES.acknowledge);
    case 'start':
      return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/start', params), FAILURES.start);
    case 'complete':
      return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/complete', params), FAILURES.complete);
  }
}

/** Acknowledge, Start, Complete. */
export function usePortalTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runPortalTaskAction, onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY }) });
}

export function tickPortalChecklistItem({ taskId, itemKey, done }: { taskId: string; itemKey: string; done: boolean }) {
  return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/checklist', { params: { path: { taskId } }, body: { itemKey, done } }), 'The tick was not saved');
}

/** One checkbox, saved as it is ticked. */
export function useTickPortalChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: tickPortalChecklistItem, onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY }) });
}

export function reportPortalIssue({ taskId, input }: { taskId: string; input: ReportIssueInput }) {
  return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/issues', { params: { path: { taskId } }, body: input }), 'The problem was not reported');
}

export function useReportPortalIssue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportPortalIssue, onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY }) });
}

export function countPortalSupplies({ taskId, input }: { taskId: string; input: CountSuppliesInput }) {
  return callApi(() => api.PUT('/api/cleaner/tasks/{taskId}/supplies', { params: { path: { taskId } }, body: input }), 'The count was not saved');
}

export function useCountPortalSupplies() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: countPortalSupplies, onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY }) });
}

export function submitPortalReport({ taskId, notes }: { taskId: string; notes: string }) {
  return callApi(() => api.PUT('/api/cleaner/tasks/{taskId}/report', { params: { path: { taskId } }, body: { notes } }), 'The report was not sent');
}

export function useSubmitPortalReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitPortalReport, onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY }) });
}
