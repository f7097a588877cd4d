import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { CLAIMS_QUERY_KEY } from './claims-query-key';

export function getClaimAlerts(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/claims/alerts', { signal }), 'Failed to load the claim deadlines');
}

/** Deadlines inside 72 hours and passed ones on open cases (the dashboard's card); read by the dashboard with its other cards. */
export function getClaimAlertsQueryOptions() {
  return queryOptions({ queryKey: [...CLAIMS_QUERY_KEY, 'alerts'], queryFn: ({ signal }) => getClaimAlerts(signal) });
}
