import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { findPropertySettings, findWorkspaceSettings, savePropertySettings, saveWorkspaceSettings } from '../cleaning.repo';
import { DEFAULT_ACK_HOURS, DEFAULT_EXPECTED_MINUTES, DEFAULT_OPEN_WINDOW_HOURS } from '../domain/cleaner-defaults';

/** A property's cleaning settings: the window of a turnover with no next check-in, a clean's usual length. */
export async function getPropertyCleaningSettings(deps: CleaningDeps, actor: Actor, propertyId: string) {
  if (!(await deps.ports.findProperty(actor.workspaceId, propertyId))) throw cleaningErrors.propertyNotFound();
  const row = await findPropertySettings(deps.db, actor.workspaceId, propertyId);
  return { openWindowHours: row?.openWindowHours ?? DEFAULT_OPEN_WINDOW_HOURS, expectedMinutes: row?.expectedMinutes ?? DEFAULT_EXPECTED_MINUTES };
}

export async function savePropertyCleaningSettings(deps: CleaningDeps, actor: Actor, propertyId: string, input: { openWindowHours: number; expectedMinutes: number }) {
  if (!(await deps.ports.findProperty(actor.workspaceId, propertyId))) throw cleaningErrors.propertyNotFound();
  await savePropertySettings(deps.db, { workspaceId: actor.workspaceId, propertyId, ...input, updatedAt: deps.clock.now() });
  return input;
}

/** The workspace's acknowledgement rules: hours to acknowledge, and whether escalation also offers the task to the next cleaner. */
export async function getWorkspaceCleaningSettings(deps: CleaningDeps, actor: Actor) {
  const row = await findWorkspaceSettings(deps.db, actor.workspaceId);
  return { ackHours: row?.ackHours ?? DEFAULT_ACK_HOURS, escalateToNextCleaner: row?.escalateToNextCleaner ?? false };
}

export async function saveWorkspaceCleaningSettings(deps: CleaningDeps, actor: Actor, input: { ackHours: number; escalateToNextCleaner: boolean }) {
  await saveWorkspaceSettings(deps.db, actor.workspaceId, input, deps.clock.now());
  return input;
}
