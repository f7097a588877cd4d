import type { Logger } from '../log/logger';

/** Per-request values every handler can read with c.get(). */
export interface AppBindings {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
