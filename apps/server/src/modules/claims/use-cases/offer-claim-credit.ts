import type { ClaimCaseDetail, Decision } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { findCase, findClaimSettings, insertCredit, updateCredit } from '../claims.repo';
import { assertCanManageClaims } from '../domain/claims-access';
import { dollars } from '../domain/reference';
import { getClaimCase } from './get-claim-case';

/**
 * A credit or refund to the guest through the policy (`guest.refund`) against the workspace's
 * own threshold: under it, and with autonomy allowing, Cohost offers it alone; above it, it
 * waits for a person in Approvals.
 */
export async function offerClaimCredit(deps: ClaimsDeps, actor: Actor, caseId: string, input: { amountCents: number; note: string }): Promise<{ decision: Decision; reason: string; case: ClaimCaseDetail }> {
  assertCanManageClaims(actor);
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  if (!row) throw claimsErrors.caseNotFound();
  if (row.closedAt) throw claimsErrors.caseClosed();
  const settings = await findClaimSettings(deps.db, actor.workspaceId);
  const credit = await insertCredit(deps.db, { workspaceId: actor.workspaceId, caseId: row.id, amountCents: input.amountCents, note: input.note, status: 'waiting', createdAt: deps.clock.now() });
  const result = await deps.ports.proposeAction({
    workspaceId: actor.workspaceId,
    propertyId: row.propertyId,
    reservationId: row.reservationId,
    action: { kind: 'guest.refund', amountCents: input.amountCents, thresholdCents: settings.refundThresholdCents },
    payload: { caseId: row.id, creditId: credit.id, amountCents: input.amountCents, note: input.note },
    title: `Offer the guest a ${dollars(input.amountCents)} credit (${row.title})`,
    dedupeKey: `guest.refund:${credit.id}`,
  });
  if (result.approvalId) await updateCredit(deps.db, actor.workspaceId, credit.id, { approvalId: result.approvalId });
  return { decision: result.decision, reason: result.reason, case: await getClaimCase(deps, actor, row.id) };
}
