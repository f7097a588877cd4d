import { Hono } from 'hono';
import type { AppBindings } from '../../platform/http/app-env';
import { allowed } from '../../platform/http/callers';
import { liveStream } from '../../platform/http/event-stream';
import type { AutomationDeps } from './automation.deps';
import { automationErrors } from './automation.errors';

/**
 * `GET /api/realtime`: the workspace's events as server-sent events (approvals, activity,
 * reservations, settings), for its hosts. Events carry ids only; the page reads what changed
 * through the API. Outside the OpenAPI contract: a stream, not a JSON answer.
 */
export function realtimePages(deps: AutomationDeps) {
  return new Hono<AppBindings>().get('/api/realtime', allowed('automation.manage', automationErrors.hostsOnly).middleware, (c) => {
    const { workspaceId } = c.get('actor');
    return liveStream(c, {
      ready: { workspaceId },
      subscribe: (send) => deps.realtime.subscribe(workspaceId, (event) => send({ event: event.type, data: JSON.stringify(event.data ?? {}) })),
    });
  });
}
