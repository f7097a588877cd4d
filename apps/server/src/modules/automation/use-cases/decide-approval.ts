import { type ActionKind, type Approval, type ApproveInput } from '@cohost/shared';
import type { Tx } from '../../../platform/db/database';
import { AppError, platformErrors } from '../../../platform/errors/app-error';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { findApproval, lockApproval, updateApproval, type ApprovalRow } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { toApproval } from '../domain/approval-mapping';
import { recordActivity } from './record-activity';

const STATUS_WORDS: Record<string, string> = { approved: 'approved', executed: 'approved and done', failed: 'approved (it failed)', denied: 'denied', expired: 'out of date' };

/** "Already decided", saying by whom and when, so the second person knows what happened. */
function alreadyDecided(row: ApprovalRow): AppError {
  if (row.status === 'expired') return automationErrors.expired();
  const who = row.decidedByName ? ` by ${row.decidedByName}` : '';
  const when = row.decidedAt ? ` at ${row.decidedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return automationErrors.alreadyDecided(undefined, `This action was already ${STATUS_WORDS[row.status] ?? row.status}${who}${when}. Refresh to see what became of it.`);
}

async function propertyName(deps: AutomationDeps, workspaceId: string, propertyId: string | null): Promise<string | null> {
  if (!propertyId) return null;
  const properties = await deps.ports.listProperties(workspaceId);
  return properties.find((property) => property.id === propertyId)?.name ?? null;
}

async function readPending(deps: AutomationDeps, actor: Actor, id: string, version: number): Promise<ApprovalRow> {
  const row = isUuid(id) ? await findApproval(deps.db, actor.workspaceId, id) : null;
  if (!row) throw automationErrors.approvalNotFound();
  if (row.status !== 'pending') throw alreadyDecided(row);
  if (row.version !== version) throw automationErrors.staleVersion();
  return row;
}

/** Marks a pending action out of date (past its time, or the world moved on); false if it was decided meanwhile. */
export async function expireApproval(deps: AutomationDeps, row: ApprovalRow, why: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockApproval(tx, row.workspaceId, row.id);
    if (!locked || locked.status !== 'pending') return false;
    await updateApproval(tx, row.id, { status: 'expired', result: why, decidedAt: deps.clock.now(), updatedAt: deps.clock.now() });
    await closeAction(deps, tx, locked, 'expired');
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'system', name: 'Cohost' },
      kind: row.kind,
      summary: row.title,
      reason: why,
      result: 'expired',
    });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return true;
  });
}

/** Lets the action's owner tidy up, in the transaction that closes it. */
async function closeAction(deps: AutomationDeps, tx: Tx, row: ApprovalRow, outcome: 'denied' | 'expired'): Promise<void> {
  const handler = deps.actions.get(row.kind as ActionKind);
  await handler?.closed?.({ tx, outcome, workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload: row.payload });
}

/** The pending row under its lock for a decision: refused if decided meanwhile or changed since the host read it. */
async function lockPending(tx: Tx, actor: Actor, row: ApprovalRow, version: number): Promise<void> {
  const locked = await lockApproval(tx, actor.workspaceId, row.id);
  if (!locked || locked.status !== 'pending') throw alreadyDecided(locked ?? row);
  if (locked.version !== version) throw automationErrors.staleVersion();
}

/** Runs an approved action once (the key is the approval's), and records what happened. */
export async function executeApproved(deps: AutomationDeps, row: ApprovalRow): Promise<ApprovalRow> {
  const handler = deps.actions.get(row.kind as ActionKind);
  let result: string;
  let failed = false;
  if (!handler) {
    failed = true;
    result = 'Cohost cannot carry out this kind of action on this installation.';
  } else {
    try {
      const payload = handler.payloadSchema.parse(row.payload);
      result = (await handler.execute({ workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload, idempotencyKey: `approval:${row.id}`, decidedBy: row.decidedBy ? { type: 'person', userId: row.decidedBy } : { type: 'cohost' } })).result;
    } catch (error) {
      failed = true;
      result = error instanceof AppError || error instanceof Error ? error.message : 'It failed.';
      deps.log.warn({ err: error, approvalId: row.id }, 'An approved action failed');
    }
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const updated = await updateApproval(tx, row.id, { status: failed ? 'failed' : 'executed', result, executedAt: now, updatedAt: now });
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'cohost', name: 'Cohost' },
      kind: row.kind,
      summary: row.title,
      reason: `Approved by ${row.decidedByName ?? 'a host'}.`,
      decision: 'approval',
      result: failed ? 'failed' : 'done',
      detail: { outcome: result },
      financial: handler?.financial ?? false,
    });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return updated;
  });
}

/** Approve (optionally after editing its editable fields): it runs at once. */
export async function approveAction(deps: AutomationDeps, actor: Actor, id: string, input: ApproveInput): Promise<Approval> {
  assertHost(actor);
  const row = await readPending(deps, actor, id, input.version);
  const handler = deps.actions.get(row.kind as ActionKind);
  if (!handler) throw automationErrors.unknownKind();
  const edits = input.edits ?? {};
  const allowed = new Set(handler.editable.map((field) => field.field));
  const unknown = Object.keys(edits).filter((field) => !allowed.has(field));
  if (unknown.length) throw automationErrors.notEditable(unknown.map((field) => ({ path: `edits.${field}`, message: `'${field}' cannot be changed.` })));
  const changed = Object.entries(edits).some(([field, value]) => JSON.stringify(row.payload[field]) !== JSON.stringify(value));
  const parsed = handler.payloadSchema.safeParse({ ...row.payload, ...edits });
  if (!parsed.success) throw platformErrors.invalidInput(parsed.error.issues.map((issue) => ({ path: `edits.${issue.path.join('.')}`, message: issue.message })));
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
  return toApproval(done, await propertyName(deps, actor.workspaceId, done.propertyId), handler);
}

export async function denyAction(deps: AutomationDeps, actor: Actor, id: string, input: { version: number; reason: string }): Promise<Approval> {
  assertHost(actor);
  const row = await readPending(deps, actor, id, input.version);
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
  return toApproval(denied, await propertyName(deps, actor.workspaceId, denied.propertyId), deps.actions.get(denied.kind as ActionKind));
}

/** Approves each as if one by one: one that cannot be approved does not stop the others. */
export async function bulkApprove(deps: AutomationDeps, actor: Actor, items: Array<{ id: string; version: number }>) {
  assertHost(actor);
  const results = [];
  for (const item of items) {
    try {
      results.push({ id: item.id, ok: true, approval: await approveAction(deps, actor, item.id, { version: item.version }), error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, ok: false, approval: null, error: { code: error.code, message: error.message } });
    }
  }
  return { results };
}
