import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PLATFORM_MAILBOX_QUERY_KEY } from './get-platform-mailbox';

export function listPlatformMail(limit: number, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/platform-mailbox/mail', { params: { query: { limit } }, signal }), 'Failed to load the platform mail');
}

export function listPlatformMailQueryOptions(limit = 50) {
  return queryOptions({ queryKey: [...PLATFORM_MAILBOX_QUERY_KEY, 'mail', limit], queryFn: ({ signal }) => listPlatformMail(limit, signal) });
}

/** The latest mail Cohost read from the platform mailbox, newest first, with what it did with each. */
export function usePlatformMail(limit = 50) {
  return useQuery(listPlatformMailQueryOptions(limit));
}
