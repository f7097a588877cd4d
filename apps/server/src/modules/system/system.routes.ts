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

export function systemRoutes(health: () => Health | Promise<Health>) {
  return createRouter().openapi(getHealthRoute, async (c) => {
    const body = await health();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return c.json(body, healthStatusCode(body));
  });
}

/** 503 while the database is unreachable, so a load balancer takes the instance out. */
export function healthStatusCode(body: Health): 200 | 503 {
  return body.status === 'down' ? 503 : 200;
}
