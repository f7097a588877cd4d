import type { AutonomySettingsView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { assertPropertyInWorkspace, loadSettingsView } from '../automation.repo';
import { assertHost } from '../domain/automation-access';

export async function getAutonomySettings(deps: AutomationDeps, actor: Actor, propertyId?: string): Promise<AutonomySettingsView> {
  assertHost(actor);
  if (propertyId) await assertPropertyInWorkspace(deps, actor.workspaceId, propertyId);
  return loadSettingsView(deps, actor.workspaceId, propertyId ?? null);
}
