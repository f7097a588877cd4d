import type { ActionKind } from '@cohost/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Every approvals list and count: a decision, or a realtime event, refreshes them all. */
export const APPROVALS_QUERY_KEY = [...AUTOMATION_QUERY_KEY, 'approvals'] as const;

export interface ApprovalsQuery {
  status: 'pending' | 'decided';
  kind?: ActionKind;
  propertyId?: string;
  limit?: number;
}

export function listApprovals(query: ApprovalsQuery, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/approvals', { params: { query }, signal }), 'Failed to load the approvals');
}

export function listApprovalsQueryOptions(query: ApprovalsQuery) {
  return queryOptions({ queryKey: [...APPROVALS_QUERY_KEY, query], queryFn: ({ signal }) => listApprovals(query, signal) });
}

/** Actions waiting for the host; kept fresh by the realtime stream, and read again every 2 minutes in case it drops. */
export function useApprovals(query: ApprovalsQuery) {
  return useQuery({ ...listApprovalsQueryOptions(query), refetchInterval: 120_000 });
}
