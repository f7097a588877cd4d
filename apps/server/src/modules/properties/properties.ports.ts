import type { Actor } from '../accounts';

/** What properties needs from the rest of the application, wired in the composition root. */
export interface PropertiesPorts {
  /** The signed-in actor, or a 401 (`accounts.sign-in-required`). */
  resolveActor(headers: Headers): Promise<Actor>;
  /**
   * Billing's plan check: throws a 403 (`billing.plan-limit-reached`, `billing.plan-lapsed`)
   * when one more property is not allowed. A port, so this core module never imports billing.
   */
  assertPlanAllowsProperty(workspaceId: string, activeCount: number): Promise<void>;
  /** The demo workspace's host, for the demo portfolio (null before the demo host exists). */
  findDemoActor(): Promise<Actor | null>;
}
