import type { Decision } from '@cohost/shared';
import { randomUUID } from 'node:crypto';
import { platformErrors } from '../../../platform/errors/app-error';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { actionEscalated, approvalRequested } from '../automation.events';
import { insertApproval, loadEffectiveSettings } from '../automation.repo';
import { decide, shadowDecision, type PolicyAction, type PolicyContext } from '../domain/decide';
import { pagesHost } from '../domain/paging';
import { recordActivity } from './record-activity';

export interface ProposeActionInput {
  workspaceId: string;
  propertyId: string | null;
  reservationId?: string | null;
  /** The facts the policy decides on. */
  action: PolicyAction;
  context?: PolicyContext;
  payload: Record<string, unknown>;
  /** One line for the inbox and the log, e.g. "Reply to Maria about parking". */
  title: string;
  /** Proposing twice under one key (a retried job) is one action. */
  dedupeKey?: string;
  /** After this the action is out of date: it can no longer be approved. */
  expiresAt?: Date | null;
}

export interface ProposeActionResult {
  decision: Decision;
  reason: string;
  /** The waiting action, when it waits for a person. */
  approvalId: string | null;
  /** What running it did, when it ran. */
  result: string | null;
  failed: boolean;
  /** False when an action under the same `dedupeKey` was proposed before (whatever became of it): nothing new waits or ran. */
  created: boolean;
}

/**
 * The one door every module's actions go through: the policy decides; an automatic action runs
 * now and is logged; any other waits in the approvals inbox (an emergency alerts the host at
 * once), with what Expert mode would have done recorded beside it.
 */
export async function proposeAction(deps: AutomationDeps, input: ProposeActionInput): Promise<ProposeActionResult> {
  const handler = deps.actions.get(input.action.kind);
  if (!handler) throw automationErrors.unknownKind();
  const parsed = handler.payloadSchema.safeParse(input.payload);
  if (!parsed.success) throw platformErrors.invalidInput(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  const payload = parsed.data;
  const settings = await loadEffectiveSettings(deps.db, input.workspaceId, input.propertyId);
  const policy = decide(input.action, settings, input.context);
  const base = { workspaceId: input.workspaceId, propertyId: input.propertyId, reservationId: input.reservationId ?? null };

  if (policy.decision === 'auto') {
    const idempotencyKey = input.dedupeKey ? `auto:${input.dedupeKey}` : `auto:${randomUUID()}`;
    let result: string;
    let failed = false;
    try {
      result = (await handler.execute({ ...base, payload, idempotencyKey, decidedBy: { type: 'cohost' } })).result;
    } catch (error) {
      failed = true;
      result = error instanceof Error ? error.message : 'It failed.';
      deps.log.warn({ err: error, kind: input.action.kind }, 'An automatic action failed');
    }
    await recordActivity(deps, deps.db, {
      ...base,
      actor: { type: 'cohost', name: 'Cohost' },
      kind: input.action.kind,
      summary: input.title,
      reason: policy.reason,
      decision: 'auto',
      result: failed ? 'failed' : 'done',
      detail: { outcome: result },
      financial: handler.financial ?? false,
    });
    return { decision: 'auto', reason: policy.reason, approvalId: null, result, failed, created: true };
  }

  const now = deps.clock.now();
  const page = policy.decision === 'escalate' && pagesHost(input.action);
  const { row, created } = await deps.db.transaction(async (tx) => {
    const inserted = await insertApproval(tx, {
      ...base,
      kind: input.action.kind,
      urgency: policy.decision === 'escalate' ? 'escalate' : 'approval',
      status: 'pending',
      title: input.title,
      reason: policy.reason,
      emergency: policy.emergency,
      page,
      shadowDecision: shadowDecision(input.action, settings, input.context),
      policyInput: { ...input.action, ...(input.context ?? {}) },
      payload,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: now,
      expiresAt: input.expiresAt ?? null,
      updatedAt: now,
    });
    if (inserted.created) {
      await recordActivity(deps, tx, {
        ...base,
        approvalId: inserted.row.id,
        actor: { type: 'cohost', name: 'Cohost' },
        kind: input.action.kind,
        summary: input.title,
        reason: policy.reason,
        decision: policy.decision,
        result: 'waiting',
        financial: handler.financial ?? false,
      });
      await deps.realtime.publish(tx, input.workspaceId, { type: 'approvals.changed', data: { id: inserted.row.id, urgency: inserted.row.urgency } });
      if (policy.decision === 'escalate') {
        await deps.events.publish(
          tx,
          actionEscalated({ workspaceId: input.workspaceId, approvalId: inserted.row.id, kind: input.action.kind, propertyId: base.propertyId, reservationId: base.reservationId, title: input.title, reason: policy.reason, page }),
        );
      } else {
        await deps.events.publish(tx, approvalRequested({ workspaceId: input.workspaceId, approvalId: inserted.row.id, kind: input.action.kind, propertyId: base.propertyId, title: input.title }));
      }
    }
    return inserted;
  });
  return { decision: policy.decision, reason: policy.reason, approvalId: row.id, result: null, failed: false, created };
}
