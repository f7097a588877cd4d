import { z } from '@hono/zod-openapi';
import { PushStatusSchema, PushSubscribeInputSchema, PushUnsubscribeInputSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json } from '../../platform/http/route-helpers';
import type { NotificationsDeps } from './notifications.deps';
import { pushErrors } from './notifications.errors';
import { getPushStatus } from './use-cases/get-push-status';
import { queuePush } from './use-cases/queue-push';
import { subscribePush } from './use-cases/subscribe-push';
import { unsubscribePush } from './use-cases/unsubscribe-push';

const routeErrors = errors([400, 401, 403]);
/** One's own devices, like the rest of one's account settings. */
const hostsDevices = allowed('notifications.push', pushErrors.hostsOnly);

export const getPushStatusRoute = defineRoute({
  callers: hostsDevices,
  operationId: 'getPushStatus',
  method: 'get',
  path: '/notifications/push',
  tags: ['notifications'],
  summary: "The VAPID public key to subscribe with and the signed-in person's subscribed devices",
  responses: { 200: json(PushStatusSchema, 'Push status'), ...routeErrors },
});

export const subscribePushRoute = defineRoute({
  callers: hostsDevices,
  operationId: 'subscribePush',
  method: 'post',
  path: '/notifications/push/subscriptions',
  tags: ['notifications'],
  summary: "Keep this browser's push subscription (PushSubscription.toJSON())",
  request: body(PushSubscribeInputSchema),
  responses: { 200: json(PushStatusSchema, 'Push status'), ...routeErrors },
});

export const unsubscribePushRoute = defineRoute({
  callers: hostsDevices,
  operationId: 'unsubscribePush',
  method: 'post',
  path: '/notifications/push/unsubscribe',
  tags: ['notifications'],
  summary: "Forget this browser's push subscription",
  request: body(PushUnsubscribeInputSchema),
  responses: { 200: json(PushStatusSchema, 'Push status'), ...routeErrors },
});

export const sendTestPushRoute = defineRoute({
  callers: hostsDevices,
  operationId: 'sendTestPush',
  method: 'post',
  path: '/notifications/push/test',
  tags: ['notifications'],
  summary: "Send a test notification to each of the signed-in person's devices",
  responses: { 200: json(z.object({ devices: z.number().int() }), 'How many devices it was queued for'), ...routeErrors },
});

/** The push subscription API (account settings' Push notifications card). */
export function notificationsRoutes(deps: NotificationsDeps) {
  return createRouter()
    .openapi(getPushStatusRoute, async (c) => c.json(await getPushStatus(deps, c.get('actor')), 200))
    .openapi(subscribePushRoute, async (c) => c.json(await subscribePush(deps, c.get('actor'), c.req.valid('json'), c.req.header('user-agent')), 200))
    .openapi(unsubscribePushRoute, async (c) => c.json(await unsubscribePush(deps, c.get('actor'), c.req.valid('json').endpoint), 200))
    .openapi(sendTestPushRoute, async (c) => {
      const actor = c.get('actor');
      const devices = await queuePush(deps, {
        userId: actor.userId,
        workspaceId: actor.workspaceId,
        title: 'Cohost test notification',
        body: 'Push notifications reach this device.',
        url: '/account-settings',
        tag: 'test',
        idempotencyKey: `test:${actor.userId}:${deps.clock.now().getTime()}`,
      });
      return c.json({ devices }, 200);
    });
}
