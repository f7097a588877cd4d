import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callAccountApi } from './account-api-request';

const LATEST_EXPORT_KEY = ['accounts', 'exports', 'latest'] as const;
/** While an export is being built, its progress is read again this often. */
const PROGRESS_POLL_MS = 1000;

/** The workspace's latest export (running, ready or failed), or null. */
export async function getLatestWorkspaceExport() {
  const answer = await callAccountApi(() => api.GET('/api/accounts/me/exports/latest'), 'Failed to load your export');
  return answer.export;
}

export type WorkspaceExport = NonNullable<Awaited<ReturnType<typeof getLatestWorkspaceExport>>>;

/** The latest export, read again every second while it is being built. */
export function useLatestWorkspaceExport(enabled: boolean) {
  return useQuery({
    queryKey: LATEST_EXPORT_KEY,
    queryFn: getLatestWorkspaceExport,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
  });
}

/** Starts an export (or gets the one already running); the latest export becomes it. */
export function useStartWorkspaceExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callAccountApi(() => api.POST('/api/accounts/me/exports'), 'Failed to start the export'),
    onSuccess: (started) => queryClient.setQueryData(LATEST_EXPORT_KEY, started),
  });
}
