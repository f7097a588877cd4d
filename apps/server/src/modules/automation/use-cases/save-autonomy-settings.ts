import type { AutonomySettings, AutonomySettingsView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { assertPropertyInWorkspace, loadSettingsView, upsertSettings, WORKSPACE_SCOPE } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { recordActivity } from './record-activity';

export async function saveAutonomySettings(deps: AutomationDeps, actor: Actor, input: { propertyId?: string; settings: AutonomySettings }): Promise<AutonomySettingsView> {
  assertHost(actor);
  const propertyId = input.propertyId ?? null;
  if (propertyId) await assertPropertyInWorkspace(deps, actor.workspaceId, propertyId);
  const now = deps.clock.now();
  const actorName = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const promotedKinds = [...new Set(input.settings.promotedKinds)];
  await deps.db.transaction(async (tx) => {
    await upsertSettings(tx, {
      workspaceId: actor.workspaceId,
      scope: propertyId ?? WORKSPACE_SCOPE,
      propertyId,
      settings: { ...input.settings, promotedKinds },
      updatedAt: now,
      updatedBy: actor.userId,
    });
    await recordActivity(deps, tx, {
      workspaceId: actor.workspaceId,
      actor: { type: 'host', userId: actor.userId, name: actorName },
      kind: 'settings.changed',
      summary: propertyId ? "Changed this property's autonomy settings" : 'Changed the autonomy settings for all properties',
      reason: `Mode ${input.settings.mode}, autonomy ${input.settings.autonomyLevel} of 100.`,
      result: 'done',
      propertyId,
    });
    await deps.realtime.publish(tx, actor.workspaceId, { type: 'settings.changed', data: { propertyId } });
  });
  return loadSettingsView(deps, actor.workspaceId, propertyId);
}
