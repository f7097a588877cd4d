import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import { setResponseHeader } from '../../platform/http/response-headers';
import type { Health } from '@cohost/shared';

export const getHealthRoute = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'State of this process, its database and the job workers',
  responses: {
    200: { description: 'The database is reachable', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'The database is unreachable', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export function systemRoutes(health: () => Promise<Health>) {
  return createRouter().openapi(getHealthRoute, async (c) => {
    const body = await health();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return body.status === 'down' ? c.json(body, 503) : c.json(body, 200);
  });
}
