import type { Decision } from '@cohost/shared';
import type { Database, Tx } from '../../../platform/db/database';
import type { AutomationDeps } from '../automation.deps';
import { insertActivity, type ActivityRow } from '../automation.repo';

/** Retention (legal pages): financial records 7 years; the rest of the log, as analytics, 3 years. */
export const ACTIVITY_RETENTION_YEARS = { financial: 7, other: 3 } as const;

export interface ActivityInput {
  workspaceId: string;
  actor: { type: 'cohost' | 'host' | 'system'; userId?: string | null; name: string };
  kind: string;
  summary: string;
  reason: string | null;
  decision?: Decision | null;
  result: 'done' | 'waiting' | 'approved' | 'denied' | 'expired' | 'failed';
  propertyId?: string | null;
  reservationId?: string | null;
  approvalId?: string | null;
  detail?: Record<string, unknown> | null;
  financial?: boolean;
}

/** One line of the activity log, written in the caller's transaction, announced to open dashboards. */
export async function recordActivity(deps: Pick<AutomationDeps, 'clock' | 'realtime'>, db: Database | Tx, input: ActivityInput): Promise<ActivityRow> {
  const now = deps.clock.now();
  const retainUntil = new Date(now);
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + (input.financial ? ACTIVITY_RETENTION_YEARS.financial : ACTIVITY_RETENTION_YEARS.other));
  const row = await insertActivity(db, {
    workspaceId: input.workspaceId,
    occurredAt: now,
    actorType: input.actor.type,
    actorUserId: input.actor.userId ?? null,
    actorName: input.actor.name,
    kind: input.kind,
    summary: input.summary,
    reason: input.reason,
    decision: input.decision ?? null,
    result: input.result,
    propertyId: input.propertyId ?? null,
    reservationId: input.reservationId ?? null,
    approvalId: input.approvalId ?? null,
    detail: input.detail ?? null,
    retainUntil,
  });
  await deps.realtime.publish(db, input.workspaceId, { type: 'activity.recorded', data: { id: row.id } });
  return row;
}
