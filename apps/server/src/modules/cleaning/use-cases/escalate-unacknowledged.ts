import type { CleaningDeps } from '../cleaning.deps';
import { findWorkspaceSettings, insertAck, listUnacknowledgedPastDeadline, lockTask, updateTask } from '../cleaning.repo';
import { KIND_WORDS, windowWords } from '../domain/task-words';
import { proposeAssignment, safely } from './assign-task';
import { announceTaskChanged } from './tell-cleaner';

/**
 * The escalation job's pass: a task whose cleaner was asked and did not acknowledge by the
 * deadline escalates once: the host is alerted (text and email, as they chose) and the activity
 * log says so; with the workspace's "escalate to the next cleaner" on, the task is also proposed to
 * the next available cleaner (through the policy, as any assignment). Returns how many escalated.
 */
export async function escalateUnacknowledged(deps: CleaningDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await listUnacknowledgedPastDeadline(deps.db, now, 200);
  let escalated = 0;
  for (const candidate of due) {
    const { workspaceId } = candidate;
    // Read before the transaction: one connection may serve it (the embedded database), so nothing else is read inside.
    const property = await deps.ports.findProperty(workspaceId, candidate.propertyId);
    const cleanerName = candidate.cleanerUserId ? ((await deps.ports.findUserName(candidate.cleanerUserId)) ?? 'The cleaner') : 'The cleaner';
    const task = await deps.db.transaction(async (tx) => {
      const row = await lockTask(tx, workspaceId, candidate.id);
      if (!row || row.ackState !== 'requested' || !row.ackDeadline || row.ackDeadline > now) return null;
      const updated = await updateTask(tx, workspaceId, row.id, { ackState: 'escalated', escalatedAt: now }, now);
      await insertAck(tx, { workspaceId, taskId: row.id, kind: 'escalated', cleanerUserId: row.cleanerUserId, detail: 'Not acknowledged in time: the host was alerted', at: now });
      const when = windowWords(row.windowStart, row.windowEnd, property?.timezone ?? 'UTC');
      await deps.ports.recordActivity(tx, {
        workspaceId,
        actor: { type: 'cohost', name: 'Cohost' },
        kind: 'cleaning.unacknowledged',
        summary: `${cleanerName} has not acknowledged the ${KIND_WORDS[row.kind] ?? 'cleaning'} at ${property?.name ?? 'a property'}, ${when}`,
        reason: row.changeNeedsAck ? `The task changed (${row.changeReason ?? 'moved'}) and was not acknowledged again.` : 'Not acknowledged before the deadline.',
        result: 'waiting',
        propertyId: row.propertyId,
        reservationId: row.reservationId,
      });
      await announceTaskChanged(deps, tx, workspaceId, row.id);
      return { row: updated, cleanerName, where: property?.name ?? 'a property', when };
    });
    if (!task) continue;
    escalated++;
    await safely(deps, 'alert the host', () =>
      deps.ports.alertHost(workspaceId, {
        subject: `${task.cleanerName} has not acknowledged the cleaning at ${task.where}, ${task.when}`,
        text: `${task.cleanerName} was asked to acknowledge the ${KIND_WORDS[task.row.kind] ?? 'cleaning'} at ${task.where}, ${task.when}, and has not. Check with them or assign someone else on the Cleaners page: ${deps.publicUrl}/cleaners`,
        idempotencyKey: `cleaning.escalated:${task.row.id}:${task.row.version}`,
        template: 'cleaning.unacknowledged',
      }),
    );
    const settings = await findWorkspaceSettings(deps.db, workspaceId);
    if (settings?.escalateToNextCleaner && task.row.cleanerUserId) {
      await safely(deps, 'offer the task to the next cleaner', () => proposeAssignment(deps, workspaceId, task.row.id, { exclude: new Set([task.row.cleanerUserId!]) }));
    }
  }
  return escalated;
}
