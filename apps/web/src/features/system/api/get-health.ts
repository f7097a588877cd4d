import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];

const HEALTH_REFRESH_MS = 30_000;

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const { data, error, response } = await api.GET('/api/health', { signal });
  if (data) return data;
  // A degraded service answers 503 with the same report, which is exactly what we want to show.
  if (response.status === 503 && error) return error;
  throw new Error(`The health check failed (HTTP ${response.status}).`);
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
