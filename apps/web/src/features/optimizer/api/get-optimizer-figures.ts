import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { operations } from '../../../lib/api/schema';

/** Every optimizer read (stays changing make them all stale). */
export const OPTIMIZER_QUERY_KEY = ['optimizer'] as const;

export type OptimizerFiguresQuery = operations['getOptimizerFigures']['parameters']['query'];
export type OptimizerFigures = operations['getOptimizerFigures']['responses'][200]['content']['application/json'];

export function getOptimizerFigures(query: OptimizerFiguresQuery, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/optimizer/figures', { params: { query }, signal }), 'Failed to load your figures');
}

export function getOptimizerFiguresQueryOptions(query: OptimizerFiguresQuery) {
  return queryOptions({ queryKey: [...OPTIMIZER_QUERY_KEY, 'figures', query], queryFn: ({ signal }) => getOptimizerFigures(query, signal) });
}

/** The period's figures; the last answer stays on screen while another period loads. */
export function useOptimizerFigures(query: OptimizerFiguresQuery) {
  return useQuery({ ...getOptimizerFiguresQueryOptions(query), placeholderData: keepPreviousData });
}
