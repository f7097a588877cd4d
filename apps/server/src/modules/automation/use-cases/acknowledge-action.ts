import type { Approval } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { findApproval, findPropertyName, lockApproval, markAcknowledged } from '../automation.repo';
import { alreadyDecided } from '../domain/approval-decision';
import { toApproval } from '../domain/approval-mapping';
import { assertHost } from '../domain/automation-access';
import { recordActivity } from './record-activity';

/**
 * A host says "I've seen it" about an escalated action: the paging (and the escalation's
 * reminder) stops; the action itself still waits for a decision. Acknowledging twice is the
 * first acknowledgement. Not a decision: the version does not change.
 */
export async function acknowledgeAction(deps: AutomationDeps, actor: Actor, id: string): Promise<Approval> {
  assertHost(actor);
  const found = isUuid(id) ? await findApproval(deps.db, actor.workspaceId, id) : null;
  if (!found) throw automationErrors.approvalNotFound();
  const actorName = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockApproval(tx, actor.workspaceId, found.id);
    if (!locked) throw automationErrors.approvalNotFound();
    if (locked.status !== 'pending') throw alreadyDecided(locked);
    if (locked.urgency !== 'escalate') throw automationErrors.notEscalated();
    if (locked.acknowledgedAt) return locked;
    const updated = await markAcknowledged(tx, locked.id, { userId: actor.userId, name: actorName }, now);
    await recordActivity(deps, tx, {
      workspaceId: locked.workspaceId,
      propertyId: locked.propertyId,
      reservationId: locked.reservationId,
      approvalId: locked.id,
      actor: { type: 'host', userId: actor.userId, name: actorName },
      kind: locked.kind,
      summary: `Acknowledged: ${locked.title}`,
      reason: locked.page ? 'Seen: the paging stopped. The action still waits for a decision.' : 'Seen: no reminder will follow. The action still waits for a decision.',
      decision: 'escalate',
      result: 'waiting',
      detail: { acknowledged: true, pagesRepeated: locked.pageRepeats },
    });
    await deps.realtime.publish(tx, locked.workspaceId, { type: 'approvals.changed', data: { id: locked.id } });
    return updated;
  });
  return toApproval(row, await findPropertyName(deps, actor.workspaceId, row.propertyId), deps.actions.get(row.kind));
}
