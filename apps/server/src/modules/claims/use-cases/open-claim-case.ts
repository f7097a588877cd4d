import type { ClaimCaseKind, ClaimCategory, ClaimSource } from '@cohost/shared';
import type { ClaimsDeps } from '../claims.deps';
import { claimCaseOpened } from '../claims.events';
import { findCaseByOrigin, insertCase, replaceItems, takeCaseNumber, type ClaimCaseRow } from '../claims.repo';
import { caseReference } from '../domain/reference';
import { draftComplaintFollowUp } from './draft-complaint-follow-up';
import { draftGuestAsk } from './draft-guest-ask';
import { recordCaseChange } from './record-case-change';

export interface OpenCaseInput {
  workspaceId: string;
  kind: ClaimCaseKind;
  category: ClaimCategory;
  source: ClaimSource;
  title: string;
  description: string;
  propertyId: string;
  reservationId: string | null;
  conversationId?: string | null;
  cleaningTaskId?: string | null;
  cleaningIssueId?: string | null;
  /** Opening twice from one origin (a redelivered event) is one case. */
  originKey?: string | null;
  reportedAt: Date;
  items?: Array<{ name: string; description: string; costCents: number; ageMonths: number | null; comparableUrl: string | null }>;
  /** Who opened it, for the timeline and the activity log. */
  by: { type: 'host'; userId: string; name: string } | { type: 'system'; name: string };
}

/**
 * Opens a case (numbered per workspace) in one transaction with its items, a timeline line, an
 * activity line and `claims.case-opened`. A damage case with a stay then gets the co-host's
 * draft payment request to the guest, a host's complaint case the co-host's follow-up to the guest, both waiting in Approvals (a guest's own message already has messaging's draft).
 */
export async function openClaimCase(deps: ClaimsDeps, input: OpenCaseInput): Promise<ClaimCaseRow> {
  if (input.originKey) {
    const existing = await findCaseByOrigin(deps.db, input.workspaceId, input.originKey);
    if (existing) return existing;
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const number = await takeCaseNumber(tx, input.workspaceId, now);
    const inserted = await insertCase(tx, {
      workspaceId: input.workspaceId,
      number,
      kind: input.kind,
      category: input.category,
      source: input.source,
      status: 'open',
      title: input.title,
      description: input.description,
      propertyId: input.propertyId,
      reservationId: input.reservationId,
      conversationId: input.conversationId ?? null,
      cleaningTaskId: input.cleaningTaskId ?? null,
      cleaningIssueId: input.cleaningIssueId ?? null,
      originKey: input.originKey ?? null,
      reportedAt: input.reportedAt,
      openedAt: now,
      updatedAt: now,
    });
    if (!inserted) return null;
    if (input.items?.length) await replaceItems(tx, input.workspaceId, inserted.id, input.items);
    await recordCaseChange(deps, tx, input.workspaceId, inserted.id, { kind: 'case', actor: input.by.name, text: `Opened: ${input.title}.` });
    await deps.ports.recordActivity(tx, {
      workspaceId: input.workspaceId,
      propertyId: input.propertyId,
      reservationId: input.reservationId,
      actor: input.by.type === 'host' ? { type: 'host', userId: input.by.userId, name: input.by.name } : { type: 'system', name: input.by.name },
      kind: 'claims.case-opened',
      summary: `${caseReference(number)} opened: ${input.title}`,
      reason: null,
      result: 'done',
    });
    await deps.events.publish(
      tx,
      claimCaseOpened({ workspaceId: input.workspaceId, caseId: inserted.id, kind: input.kind, source: input.source, propertyId: input.propertyId, reservationId: input.reservationId }),
    );
    return inserted;
  });
  if (!row) return (await findCaseByOrigin(deps.db, input.workspaceId, input.originKey!))!;
  if (row.kind === 'damage' && row.reservationId) await draftGuestAsk(deps, row);
  if (row.kind === 'complaint' && row.source === 'host' && row.reservationId && !row.conversationId) return draftComplaintFollowUp(deps, row);
  return row;
}
