import type { Actor } from '../accounts';

/** What reservations needs from the rest of the application, wired in the composition root. */
export interface ReservationsPorts {
  /** The signed-in actor, or a 401 (`accounts.sign-in-required`). */
  resolveActor(headers: Headers): Promise<Actor>;
  /** The demo workspace's host, for the demo portfolio (null before the demo host exists). */
  findDemoActor(): Promise<Actor | null>;
}
