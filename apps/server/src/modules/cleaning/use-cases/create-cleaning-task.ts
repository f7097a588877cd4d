import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { cleaningScheduled } from '../cleaning.events';
import { findChecklistTemplate, insertAck, insertTask, type CleaningTaskRow } from '../cleaning.repo';
import { DEFAULT_CHECKLIST } from '../domain/default-checklist';
import { assignTask, proposeAssignment } from './assign-task';
import { announceTaskChanged } from './tell-cleaner';

/** A host's own cleaning (deep clean, inspection, mid-stay clean): assigned to the cleaner named, else proposed like a turnover. */
export async function createCleaningTask(
  deps: CleaningDeps,
  actor: Actor,
  input: { propertyId: string; kind: 'deep-clean' | 'inspection' | 'mid-stay'; startsAt: string; endsAt: string; cleanerId?: string | null; notes?: string },
): Promise<CleaningTaskRow> {
  const { workspaceId } = actor;
  const property = await deps.ports.findProperty(workspaceId, input.propertyId);
  if (!property || property.archivedAt) throw cleaningErrors.propertyNotFound();
  if (input.cleanerId && !(await deps.ports.listCleaners(workspaceId)).some((cleaner) => cleaner.userId === input.cleanerId)) throw cleaningErrors.cleanerNotFound();
  const now = deps.clock.now();
  const checklist = (await findChecklistTemplate(deps.db, workspaceId, input.propertyId)) ?? DEFAULT_CHECKLIST;
  const task = await deps.db.transaction(async (tx) => {
    const row = await insertTask(tx, {
      workspaceId,
      propertyId: input.propertyId,
      kind: input.kind,
      windowStart: new Date(input.startsAt),
      windowEnd: new Date(input.endsAt),
      status: 'scheduled',
      notes: input.notes ?? '',
      checklist,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertAck(tx, { workspaceId, taskId: row.id, kind: 'created', cleanerUserId: null, detail: 'Created by the host', at: now });
    await deps.events.publish(
      tx,
      cleaningScheduled({ workspaceId, taskId: row.id, propertyId: row.propertyId, kind: row.kind, reservationId: null, windowStart: row.windowStart.toISOString(), windowEnd: row.windowEnd.toISOString(), sameDay: false }),
    );
    await announceTaskChanged(deps, tx, workspaceId, row.id);
    return row;
  });
  if (input.cleanerId) return assignTask(deps, workspaceId, task.id, input.cleanerId, { type: 'person', userId: actor.userId });
  await proposeAssignment(deps, workspaceId, task.id);
  return task;
}
