import type { HttpBindings } from '@hono/node-server';
import type { ActorResolver, HttpActor } from './callers';

/** Per-request values every handler can read with c.get(). */
export interface AppBindings {
  /** Node's request and response, when served by http-server.ts (absent under app.request()). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** Who is signed in behind a request (given to createApp); routes declare their callers instead of calling it. */
    resolveActor: ActorResolver;
    /** The caller, once resolved (always there in a handler whose route is for signed-in callers). */
    actor?: HttpActor;
  };
}
