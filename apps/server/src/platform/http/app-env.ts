import type { HttpBindings } from '@hono/node-server';

/** Per-request values every handler can read with c.get(). */
export interface AppBindings {
  /** Node's request and response, when served by http-server.ts (absent under app.request()). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
  };
}
