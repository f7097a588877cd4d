import type { Approval, ApproveInput } from '@cohost/shared';
import { platformErrors } from '../../../platform/errors/app-error';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { findPendingApproval, findPropertyName, lockPending, updateApproval } from '../automation.repo';
import { toApproval } from '../domain/approval-mapping';
import { assertHost } from '../domain/automation-access';
import { executeApproved } from './execute-approved';
import { expireApproval } from './expire-approval';
import { recordActivity } from './record-activity';

/** Approve (optionally after editing its editable fields): it runs at once. */
export async function approveAction(deps: AutomationDeps, actor: Actor, id: string, input: ApproveInput): Promise<Approval> {
  assertHost(actor);
  const row = await findPendingApproval(deps, actor, id, input.version);
  const handler = deps.actions.get(row.kind);
  if (!handler) throw automationErrors.unknownKind();
  const edits = input.edits ?? {};
  const allowed = new Set(handler.editable.map((field) => field.field));
  const unknown = Object.keys(edits).filter((field) => !allowed.has(field));
  if (unknown.length) throw automationErrors.notEditable(unknown.map((field) => ({ path: `edits.${field}`, message: `'${field}' cannot be changed.` })));
  const changed = Object.entries(edits).some(([field, value]) => JSON.stringify(row.payload[field]) !== JSON.stringify(value));
  const parsed = handler.payloadSchema.safeParse({ ...row.payload, ...edits });
  if (!parsed.success) throw platformErrors.invalidInput(parsed.error.issues.map((issue) => ({ path: `edits.${issue.path.join('.')}`, message: issue.message })));
  const missing = handler.missing?.(parsed.data) ?? [];
  if (missing.length) throw platformErrors.invalidInput(missing.map((problem) => ({ path: `edits.${problem.field}`, message: problem.message })));
  const now = deps.clock.now();
  if (row.expiresAt && row.expiresAt <= now) {
    await expireApproval(deps, row, 'It was past its time when it was approved.');
    throw automationErrors.expired();
  }
  if (handler.isStale && (await handler.isStale({ workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload: parsed.data }))) {
    await expireApproval(deps, row, 'Things changed since Cohost suggested it.');
    throw automationErrors.expired();
  }
  const actorName = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const approved = await deps.db.transaction(async (tx) => {
    await lockPending(tx, actor, row, input.version);
    const updated = await updateApproval(tx, row.id, {
      status: 'approved',
      payload: parsed.data,
      edited: changed,
      decidedAt: now,
      decidedBy: actor.userId,
      decidedByName: actorName,
      updatedAt: now,
    });
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'host', userId: actor.userId, name: actorName },
      kind: row.kind,
      summary: row.title,
      reason: changed ? 'Approved with changes.' : 'Approved as suggested.',
      decision: 'approval',
      result: 'approved',
      financial: handler.financial ?? false,
    });
    return updated;
  });
  const done = await executeApproved(deps, approved);
  return toApproval(done, await findPropertyName(deps, actor.workspaceId, done.propertyId), handler);
}
