import type { ActionKind, AutonomySettingsView } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { loadEffectiveSettings, loadSettingsView } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { saveAutonomySettings } from './save-autonomy-settings';

/** One click from the shadow statistics: this kind runs on its own from now on (Custom mode). */
export async function promoteActionKind(deps: AutomationDeps, actor: Actor, kind: ActionKind): Promise<AutonomySettingsView> {
  assertHost(actor);
  const current = await loadEffectiveSettings(deps.db, actor.workspaceId, null);
  if (current.mode === 'expert' || current.promotedKinds.includes(kind)) return loadSettingsView(deps, actor.workspaceId, null);
  return saveAutonomySettings(deps, actor, { settings: { ...current, mode: 'custom', promotedKinds: [...current.promotedKinds, kind] } });
}
