import type { AutonomySettingsView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { assertPropertyInWorkspace, deleteSettings, loadSettingsView } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { recordActivity } from './record-activity';

/** A property goes back to following the workspace settings. */
export async function removePropertySettings(deps: AutomationDeps, actor: Actor, propertyId: string): Promise<AutonomySettingsView> {
  assertHost(actor);
  await assertPropertyInWorkspace(deps, actor.workspaceId, propertyId);
  const actorName = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  await deps.db.transaction(async (tx) => {
    if (!(await deleteSettings(tx, actor.workspaceId, propertyId))) throw automationErrors.noOverride();
    await recordActivity(deps, tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: actorName },
      kind: 'settings.changed',
      summary: 'This property follows the workspace settings again',
      reason: null,
      result: 'done',
      propertyId,
    });
    await deps.realtime.publish(tx, actor.workspaceId, { type: 'settings.changed', data: { propertyId } });
  });
  return loadSettingsView(deps, actor.workspaceId, propertyId);
}
