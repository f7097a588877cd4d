import { AutonomySettingsSchema, DEFAULT_AUTONOMY_SETTINGS, type ActionKind, type AutonomySettings, type AutonomySettingsView } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { deleteSettings, findSettingsRows, listOverriddenPropertyIds, upsertSettings, WORKSPACE_SCOPE, type SettingsRow } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { recordActivity } from './record-activity';

/** Stored settings, read leniently: a value a later version no longer knows falls back to its default. */
function readSettings(row: SettingsRow | undefined): AutonomySettings {
  if (!row) return DEFAULT_AUTONOMY_SETTINGS;
  const parsed = AutonomySettingsSchema.safeParse(row.settings);
  if (parsed.success) return parsed.data;
  const merged = { ...DEFAULT_AUTONOMY_SETTINGS, ...(row.settings as Partial<AutonomySettings>) };
  const retried = AutonomySettingsSchema.safeParse(merged);
  return retried.success ? retried.data : DEFAULT_AUTONOMY_SETTINGS;
}

/** The settings that govern a property (its own, else the workspace's, else the defaults). */
export async function loadEffectiveSettings(db: Database | Tx, workspaceId: string, propertyId: string | null): Promise<AutonomySettings> {
  const scopes = propertyId ? [WORKSPACE_SCOPE, propertyId] : [WORKSPACE_SCOPE];
  const rows = await findSettingsRows(db, workspaceId, scopes);
  const own = propertyId ? rows.find((row) => row.scope === propertyId) : undefined;
  return readSettings(own ?? rows.find((row) => row.scope === WORKSPACE_SCOPE));
}

async function assertPropertyInWorkspace(deps: AutomationDeps, workspaceId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) throw automationErrors.propertyNotFound();
  const properties = await deps.ports.listProperties(workspaceId);
  if (!properties.some((property) => property.id === propertyId)) throw automationErrors.propertyNotFound();
}

async function view(deps: AutomationDeps, workspaceId: string, propertyId: string | null): Promise<AutonomySettingsView> {
  const scopes = propertyId ? [WORKSPACE_SCOPE, propertyId] : [WORKSPACE_SCOPE];
  const [rows, overriddenPropertyIds] = await Promise.all([findSettingsRows(deps.db, workspaceId, scopes), listOverriddenPropertyIds(deps.db, workspaceId)]);
  const own = propertyId ? rows.find((row) => row.scope === propertyId) : rows.find((row) => row.scope === WORKSPACE_SCOPE);
  const shown = own ?? rows.find((row) => row.scope === WORKSPACE_SCOPE);
  return {
    scope: propertyId ? 'property' : 'workspace',
    propertyId,
    inherited: Boolean(propertyId) && !own,
    settings: readSettings(shown),
    overriddenPropertyIds,
    updatedAt: shown?.updatedAt.toISOString() ?? null,
    updatedBy: shown?.updatedBy ? await deps.ports.findUserName(shown.updatedBy) : null,
  };
}

export async function getAutonomySettings(deps: AutomationDeps, actor: Actor, propertyId?: string): Promise<AutonomySettingsView> {
  assertHost(actor);
  if (propertyId) await assertPropertyInWorkspace(deps, actor.workspaceId, propertyId);
  return view(deps, actor.workspaceId, propertyId ?? null);
}

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
  return view(deps, actor.workspaceId, propertyId);
}

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
  return view(deps, actor.workspaceId, propertyId);
}

/** One click from the shadow statistics: this kind runs on its own from now on (Custom mode). */
export async function promoteActionKind(deps: AutomationDeps, actor: Actor, kind: ActionKind): Promise<AutonomySettingsView> {
  assertHost(actor);
  const current = await loadEffectiveSettings(deps.db, actor.workspaceId, null);
  if (current.mode === 'expert' || current.promotedKinds.includes(kind)) return view(deps, actor.workspaceId, null);
  return saveAutonomySettings(deps, actor, { settings: { ...current, mode: 'custom', promotedKinds: [...current.promotedKinds, kind] } });
}
