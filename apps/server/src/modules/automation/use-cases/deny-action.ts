import type { Approval } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { findPendingApproval, findPropertyName, lockPending, updateApproval } from '../automation.repo';
import { toApproval } from '../domain/approval-mapping';
import { assertHost } from '../domain/automation-access';
import { closeAction } from './close-action';
import { recordActivity } from './record-activity';

export async function denyAction(deps: AutomationDeps, actor: Actor, id: string, input: { version: number; reason: string }): Promise<Approval> {
  assertHost(actor);
  const row = await findPendingApproval(deps, actor, id, input.version);
  const actorName = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const now = deps.clock.now();
  const denied = await deps.db.transaction(async (tx) => {
    await lockPending(tx, actor, row, input.version);
    const updated = await updateApproval(tx, row.id, { status: 'denied', decisionNote: input.reason, decidedAt: now, decidedBy: actor.userId, decidedByName: actorName, updatedAt: now });
    await closeAction(deps, tx, row, 'denied');
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'host', userId: actor.userId, name: actorName },
      kind: row.kind,
      summary: row.title,
      reason: input.reason,
      decision: 'approval',
      result: 'denied',
    });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return updated;
  });
  return toApproval(denied, await findPropertyName(deps, actor.workspaceId, denied.propertyId), deps.actions.get(denied.kind));
}
