import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callAccountApi } from './account-api-request';

export const ME_QUERY_KEY = ['accounts', 'me'] as const;

/** The signed-in person, their workspace, profile and preferences. */
export function getMe() {
  return callAccountApi(() => api.GET('/api/accounts/me'), 'Failed to load your account');
}

export type Me = Awaited<ReturnType<typeof getMe>>;

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
