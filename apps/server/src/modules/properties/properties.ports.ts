import type { Actor } from '../accounts';

/** What properties needs from the rest of the application, wired in the composition root. */
export interface PropertiesPorts {
  /**
   * The checks other modules registered for a new property (billing's plan check throws a 403
   * `billing.plan-limit-reached` or `billing.plan-lapsed`): this core module never imports billing.
   */
  assertPlanAllowsProperty(workspaceId: string, activeCount: number): Promise<void>;
  /** The demo workspace's host, for the demo portfolio (null before the demo host exists). */
  findDemoActor(): Promise<Actor | null>;
}

/** A check another module runs before a property is added (throws to refuse it). */
export type NewPropertyGuard = (workspaceId: string, activeCount: number) => Promise<void>;

/** The faces of the modules properties uses (the composition root passes them whole). */
export interface PropertiesUses {
  accounts: Pick<PropertiesPorts, 'findDemoActor'>;
}

/** The ports, from the faces and the guards registered on this module's face. */
export function connectPropertiesPorts({ accounts }: PropertiesUses, guards: readonly NewPropertyGuard[]): PropertiesPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    assertPlanAllowsProperty: async (workspaceId, activeCount) => {
      for (const guard of guards) await guard(workspaceId, activeCount);
    },
  };
}
