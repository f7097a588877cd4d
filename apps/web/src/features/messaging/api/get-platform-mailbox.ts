import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { MESSAGING_QUERY_KEY } from './messaging-query-key';

/** Under the messaging key: a messaging change (or a realtime event) reads the mailbox's state and mail again too. */
export const PLATFORM_MAILBOX_QUERY_KEY = [...MESSAGING_QUERY_KEY, 'platform-mailbox'] as const;

export function getPlatformMailbox(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/platform-mailbox', { signal }), 'Failed to load the platform mailbox');
}

export function getPlatformMailboxQueryOptions() {
  return queryOptions({ queryKey: [...PLATFORM_MAILBOX_QUERY_KEY, 'status'], queryFn: ({ signal }) => getPlatformMailbox(signal) });
}

/** The workspace's platform mailbox (`mailbox: null` when none is connected); never its passwords. */
export function usePlatformMailbox() {
  return useQuery(getPlatformMailboxQueryOptions());
}
