import type { ChecklistTemplate } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { findChecklistTemplate, saveChecklistTemplate } from '../cleaning.repo';
import type { ChecklistTemplateRoom } from '../cleaning.tables';
import { DEFAULT_CHECKLIST, keyFrom } from '../domain/default-checklist';

function toView(rooms: ChecklistTemplateRoom[]): ChecklistTemplate {
  return { rooms: rooms.map((room) => ({ key: room.key, name: room.name, items: room.items.map((item) => ({ key: item.key, label: item.label, needsPhoto: item.requiresPhoto })) })) };
}

async function ensureProperty(deps: CleaningDeps, workspaceId: string, propertyId: string): Promise<void> {
  if (!(await deps.ports.findProperty(workspaceId, propertyId))) throw cleaningErrors.propertyNotFound();
}

/** A property's checklist template (the short default until the host edits it). */
export async function getChecklistTemplate(deps: CleaningDeps, actor: Actor, propertyId: string): Promise<ChecklistTemplate> {
  await ensureProperty(deps, actor.workspaceId, propertyId);
  return toView((await findChecklistTemplate(deps.db, actor.workspaceId, propertyId)) ?? DEFAULT_CHECKLIST);
}

/** The host saves a property's template: cleanings created from now on use it (tasks keep the list they started with). */
export async function saveChecklist(deps: CleaningDeps, actor: Actor, propertyId: string, input: ChecklistTemplate): Promise<ChecklistTemplate> {
  await ensureProperty(deps, actor.workspaceId, propertyId);
  const roomKeys = new Set<string>();
  const rooms: ChecklistTemplateRoom[] = input.rooms.map((room) => {
    const roomKey = room.key && !roomKeys.has(room.key) ? (roomKeys.add(room.key), room.key) : keyFrom(room.name, roomKeys);
    const itemKeys = new Set<string>();
    return {
      key: roomKey,
      name: room.name,
      items: room.items.map((item) => ({ key: item.key && !itemKeys.has(item.key) ? (itemKeys.add(item.key), item.key) : keyFrom(item.label, itemKeys), label: item.label, requiresPhoto: item.needsPhoto })),
    };
  });
  await saveChecklistTemplate(deps.db, { workspaceId: actor.workspaceId, propertyId, rooms, updatedBy: actor.userId, now: deps.clock.now() });
  return toView(rooms);
}
