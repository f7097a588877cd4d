import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { ApiError, callApi } from '../../../lib/api/call-api';

/** The guest page's own key: it has no session and is not refreshed by the host's stream. */
export const guestPageQueryKey = (token: string) => ['guest-page', token] as const;

export function getGuestPage(token: string, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/guest/{token}', { params: { path: { token } }, signal }), 'Failed to load your stay');
}

export function getGuestPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: guestPageQueryKey(token),
    queryFn: ({ signal }) => getGuestPage(token, signal),
    // An unknown or replaced link stays unknown: asking again would not help.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useGuestPage(token: string) {
  return useQuery(getGuestPageQueryOptions(token));
}
