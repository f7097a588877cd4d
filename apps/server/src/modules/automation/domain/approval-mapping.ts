import { ACTION_KIND_LABELS, type Approval } from '@cohost/shared';
import type { approvals } from '../automation.tables';
import type { ActionHandler } from './action-registry';

type ApprovalRow = typeof approvals.$inferSelect;

export function toApproval(row: ApprovalRow, propertyName: string | null, handler: ActionHandler | null): Approval {
  const kind = row.kind;
  return {
    id: row.id,
    kind,
    kindLabel: ACTION_KIND_LABELS[kind]?.one ?? row.kind,
    urgency: row.urgency,
    status: row.status,
    title: row.title,
    reason: row.reason,
    shadowDecision: row.shadowDecision,
    propertyId: row.propertyId,
    propertyName,
    reservationId: row.reservationId,
    details: handler ? safeDescribe(handler, row.payload) : [],
    payload: row.payload,
    editable: row.status === 'pending' && handler ? handler.editable.map((field) => ({ ...field })) : [],
    choices: handler?.choices ? { ...handler.choices } : null,
    guestWords: handler ? guestWordsOf(handler, row.payload) : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
    decisionNote: row.decisionNote,
    edited: row.edited,
    result: row.result,
    page: row.page,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.acknowledgedByName,
  };
}

/** The words the action sends to a guest, read from the stored payload (as edited, once approved). */
function guestWordsOf(handler: ActionHandler, payload: Record<string, unknown>): Approval['guestWords'] {
  const parsed = handler.payloadSchema.safeParse(payload);
  const field = parsed.success ? handler.guestWords?.(parsed.data) : null;
  if (!field) return null;
  const label = handler.editable.find((editable) => editable.field === field)?.label ?? 'Message';
  const text = payload[field];
  return typeof text === 'string' ? { field, label, text } : null;
}

function safeDescribe(handler: ActionHandler, payload: Record<string, unknown>): Array<{ label: string; value: string }> {
  const parsed = handler.payloadSchema.safeParse(payload);
  return parsed.success ? handler.describe(parsed.data) : [];
}
