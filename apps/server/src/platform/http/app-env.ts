import type { HttpBindings } from '@hono/node-server';
import type { WorkspaceRole } from '@cohost/shared';

/**
 * Who is calling, and in which workspace: the shape the accounts module resolves from a
 * request's session (platform knows no module; the composition root injects the resolver).
 */
export interface HttpActor {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

/** The actor behind a request's headers; throws (a 401 when nobody is signed in) otherwise. */
export type ActorResolver = (headers: Headers) => Promise<HttpActor>;

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
