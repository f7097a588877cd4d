import { and, eq, ne } from 'drizzle-orm';
import { platformErrors } from '../../../platform/errors/app-error';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { lockApproval, updateApproval } from '../automation.repo';
import { approvals } from '../automation.tables';

export interface ReviseWaitingInput {
  workspaceId: string;
  id: string;
  /** The whole new payload (checked against the action's schema, like a proposal's). */
  payload: Record<string, unknown>;
  title: string;
  /** The evidence the revised numbers come from: a dismissal is keyed by it from now on. */
  dedupeKey: string;
}

/**
 * A module's waiting suggestion with its numbers brought up to date (the optimizer's hourly pass:
 * another stay asked, another gap night went unsold): payload, title and dedupe key replaced while
 * it waits. Its version moves, so a person deciding on the numbers they saw is told it changed and
 * sees the new ones. False, and nothing changes, when it no longer waits, a person edited it, or
 * the new evidence belongs to another action (one with those very numbers was decided before).
 */
export async function reviseWaitingAction(deps: AutomationDeps, input: ReviseWaitingInput): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await lockApproval(tx, input.workspaceId, input.id);
    if (!row || row.status !== 'pending' || row.edited) return false;
    const handler = deps.actions.get(row.kind);
    if (!handler) throw automationErrors.unknownKind();
    const parsed = handler.payloadSchema.safeParse(input.payload);
    if (!parsed.success) throw platformErrors.invalidInput(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    if (row.dedupeKey === input.dedupeKey) return false;
    const [taken] = await tx
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.workspaceId, input.workspaceId), eq(approvals.dedupeKey, input.dedupeKey), ne(approvals.id, row.id)))
      .limit(1);
    if (taken) return false;
    await updateApproval(tx, row.id, { payload: parsed.data as Record<string, unknown>, title: input.title, dedupeKey: input.dedupeKey, updatedAt: deps.clock.now() });
    await deps.realtime.publish(tx, row.workspaceId, { type: 'approvals.changed', data: { id: row.id } });
    return true;
  });
}
