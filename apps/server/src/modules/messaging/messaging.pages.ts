import { Hono } from 'hono';
import type { AppBindings } from '../../platform/http/app-env';
import { liveStream } from '../../platform/http/event-stream';
import type { MessagingDeps } from './messaging.deps';
import { guestStreamTarget } from './use-cases/guest-stream-target';

/**
 * `GET /api/guest/:token/events`: the guest page's live stream. It carries only "your
 * conversation changed" and "your door code changed" (no content: the page reads it again
 * through its token), and only for this stay. Outside the OpenAPI contract: a stream, not a JSON
 * answer.
 */
export function messagingPages(deps: MessagingDeps) {
  return new Hono<AppBindings>()
    // A guest's page is private: search engines must not keep it even if a link leaks.
    .use('/g/*', async (c, next) => {
      await next();
      c.header('X-Robots-Tag', 'noindex, nofollow');
    })
    .get('/api/guest/:token/events', async (c) => {
      const { workspaceId, conversationId, reservationId } = await guestStreamTarget(deps, c.req.param('token'));
      return liveStream(c, {
        headers: { 'referrer-policy': 'no-referrer' },
        ready: {},
        subscribe: (send) =>
          deps.realtime.subscribe(workspaceId, (event) => {
            if (event.type === 'messaging.changed' && event.data?.conversationId === conversationId) send({ data: JSON.stringify({ type: 'messages.changed' }) });
            // The locks module announces a stay's code moving (set on the lock, replaced, removed).
            if (event.type === 'locks.door-code-changed' && reservationId !== null && event.data?.reservationId === reservationId) send({ data: JSON.stringify({ type: 'door-code.changed' }) });
          }),
      });
    });
}
