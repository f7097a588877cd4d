import { HealthSchema } from '@cohost/shared';
import { anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { setResponseHeader } from '../../platform/http/response-headers';
import { json } from '../../platform/http/route-helpers';
import type { Health } from '@cohost/shared';

export const getHealthRoute = defineRoute({
  callers: anyone,
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'State of this process, its database and the job workers',
  responses: {
    200: json(HealthSchema, 'The database is reachable'),
    503: json(HealthSchema, 'The database is unreachable'),
  },
});

export function systemRoutes(health: () => Promise<Health>) {
  return createRouter().openapi(getHealthRoute, async (c) => {
    const body = await health();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return body.status === 'down' ? c.json(body, 503) : c.json(body, 200);
  });
}
