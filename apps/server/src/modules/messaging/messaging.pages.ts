import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppBindings } from '../../platform/http/app-env';
import type { RealtimeEvent } from '../../platform/realtime/realtime-hub';
import type { MessagingDeps } from './messaging.deps';
import { guestStreamTarget } from './use-cases/guest-stream-target';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /api/guest/:token/events`: the guest page's live stream. It carries only "your
 * conversation changed" (no content: the page reads it again through its token), and only for
 * this stay's conversation. Outside the OpenAPI contract: a stream, not a JSON answer.
 */
export function messagingPages(deps: MessagingDeps) {
  return new Hono<AppBindings>()
    // A guest's page is private: search engines must not keep it even if a link leaks.
    .use('/g/*', async (c, next) => {
      await next();
      c.header('X-Robots-Tag', 'noindex, nofollow');
    })
    .get('/api/guest/:token/events', async (c) => {
      const { workspaceId, conversationId } = await guestStreamTarget(deps, c.req.param('token'));
      c.header('cache-control', 'no-store');
      c.header('x-accel-buffering', 'no');
      c.header('referrer-policy', 'no-referrer');
      return streamSSE(c, async (stream) => {
        let chain = Promise.resolve();
        const send = (event: RealtimeEvent) => {
          if (event.type !== 'messaging.changed' || event.data?.conversationId !== conversationId) return;
          chain = chain.then(() => stream.writeSSE({ data: JSON.stringify({ type: 'messages.changed' }) })).catch(() => {});
        };
        const unsubscribe = deps.realtime.subscribe(workspaceId, send);
        stream.onAbort(unsubscribe);
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(KEEP_ALIVE_MS);
          if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
        }
        unsubscribe();
      });
    });
}
