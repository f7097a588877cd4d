import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

/** Every automation query starts with this key: a saved setting or a promotion refreshes them all. */
export const AUTOMATION_QUERY_KEY = ['automation'] as const;

/** The workspace's settings (no property), or a property's own ones (`inherited` when it follows the workspace's). */
export function getAutonomySettings(propertyId: string | null, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/ai-settings', { params: { query: propertyId ? { propertyId } : {} }, signal }), 'Failed to load the AI settings');
}

export function getAutonomySettingsQueryOptions(propertyId: string | null) {
  return queryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'settings', propertyId ?? 'workspace'],
    queryFn: ({ signal }) => getAutonomySettings(propertyId, signal),
  });
}

export function useAutonomySettings(propertyId: string | null) {
  return useQuery(getAutonomySettingsQueryOptions(propertyId));
}
