import type { Context } from 'hono';
import { streamSSE, type SSEMessage } from 'hono/streaming';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

interface LiveStreamOptions {
  /** Response headers besides the stream's own (no caching, no proxy buffering). */
  headers?: Record<string, string>;
  /** The data of the `ready` event, sent once the subscription is in place. */
  ready: unknown;
  /** Starts feeding `send`; returns how to stop. */
  subscribe: (send: (message: SSEMessage) => void) => () => void;
}

/**
 * A live stream of server-sent events: messages go out in order as the subscription sends them,
 * a `ready` event tells the page it is listening, a comment every KEEP_ALIVE_MS keeps the
 * connection open, and the subscription ends when the client leaves.
 */
export function liveStream(c: Context, options: LiveStreamOptions): Response {
  c.header('cache-control', 'no-store');
  // Tells a buffering proxy (nginx) to pass each event on at once.
  c.header('x-accel-buffering', 'no');
  for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value);
  return streamSSE(c, async (stream) => {
    let chain = Promise.resolve();
    const send = (message: SSEMessage) => {
      chain = chain.then(() => stream.writeSSE(message)).catch(() => {});
    };
    const unsubscribe = options.subscribe(send);
    stream.onAbort(unsubscribe);
    await stream.writeSSE({ event: 'ready', data: JSON.stringify(options.ready) });
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(KEEP_ALIVE_MS);
      if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
    }
    unsubscribe();
  });
}
