import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppBindings } from '../../platform/http/app-env';
import type { RealtimeEvent } from '../../platform/realtime/realtime-hub';
import type { AutomationDeps } from './automation.deps';
import { assertHost } from './domain/automation-access';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /api/realtime`: the workspace's events as server-sent events (approvals, activity,
 * reservations, settings). Events carry ids only; the page reads what changed through the API.
 * Outside the OpenAPI contract: a stream, not a JSON answer.
 */
export function realtimePages(deps: AutomationDeps) {
  return new Hono<AppBindings>().get('/api/realtime', async (c) => {
    const actor = await deps.ports.resolveActor(c.req.raw.headers);
    assertHost(actor);
    c.header('cache-control', 'no-store');
    // Tells a buffering proxy (nginx) to pass each event on at once.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let chain = Promise.resolve();
      const send = (event: RealtimeEvent) => {
        chain = chain.then(() => stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? {}) })).catch(() => {});
      };
      const unsubscribe = deps.realtime.subscribe(actor.workspaceId, send);
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ workspaceId: actor.workspaceId }) });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
}
