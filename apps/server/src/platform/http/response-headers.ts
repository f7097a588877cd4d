import type { Context } from 'hono';
import type { AppBindings } from './app-env';

/**
 * Sets a response header on Node's response when the app is served by http-server.ts. Hono
 * builds a full Headers object as soon as a response carries more than its content type, which
 * costs hot endpoints a third of their throughput; Node merges these at write time instead.
 */
export function setResponseHeader(c: Context<AppBindings>, name: string, value: string): void {
  if (c.env?.outgoing) c.env.outgoing.setHeader(name, value);
  else c.header(name, value);
}
