import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import type { SessionUser } from '../session-user';

export type MyWorkspace = paths['/api/accounts/me']['get']['responses'][200]['content']['application/json']['workspace'];

/** Every query about the signed-in person's workspace starts with this key. */
export const MY_WORKSPACE_QUERY_KEY = ['session', 'workspace'] as const;

/**
 * The workspace the session is in and the person's role there; null when they belong to none
 * yet (someone who signed up from an invitation and has not accepted it).
 */
export async function getMyWorkspace(signal?: AbortSignal): Promise<MyWorkspace | null> {
  const { data, response } = await api.GET('/api/accounts/me', { signal });
  if (data) return data.workspace;
  if (response.status === 403) return null;
  throw new Error(`Could not load your workspace (HTTP ${response.status}).`);
}

/** Keyed by who is signed in, so another sign-in never reads the previous person's role. */
export function getMyWorkspaceQueryOptions(signedInAs: string) {
  return queryOptions({
    queryKey: [...MY_WORKSPACE_QUERY_KEY, signedInAs],
    queryFn: ({ signal }) => getMyWorkspace(signal),
    staleTime: 60_000,
  });
}

/** The signed-in person's workspace and role; idle while nobody is signed in. */
export function useMyWorkspace(user: SessionUser | null) {
  const signedInAs = user ? (user.email ?? user.phoneNumber ?? user.name ?? '') : null;
  return useQuery({ ...getMyWorkspaceQueryOptions(signedInAs ?? ''), enabled: signedInAs !== null });
}
