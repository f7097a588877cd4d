import { OptimizerFiguresQuerySchema, OptimizerFiguresSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { errors, json } from '../../platform/http/route-helpers';
import type { OptimizerDeps } from './optimizer.deps';
import { optimizerErrors } from './optimizer.errors';
import { getOptimizerFigures } from './use-cases/get-optimizer-figures';

const readers = allowed('optimizer.read', optimizerErrors.hostsOnly);
const tags = ['optimizer'];

export const getOptimizerFiguresRoute = defineRoute({
  callers: readers, operationId: 'getOptimizerFigures', method: 'get', path: '/optimizer/figures', tags,
  summary:
    "Each property's months from its own stays (nights on its calendar, occupancy without blocked nights, revenue and ADR from payouts, gap nights, weekend and weekday), the period's totals against the same months a year earlier, lead times and the insight cards' facts",
  request: { query: OptimizerFiguresQuerySchema },
  responses: { 200: json(OptimizerFiguresSchema, 'Figures'), ...errors([400, 401, 403, 404], { 404: 'The property is not one of this workspace' }) },
});

export function optimizerRoutes(deps: OptimizerDeps) {
  return createRouter().openapi(getOptimizerFiguresRoute, async (c) => c.json(await getOptimizerFigures(deps, c.get('actor'), c.req.valid('query')), 200));
}
