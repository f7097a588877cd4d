import type { ClaimStep } from '@cohost/shared';
import type { ClaimsDeps } from '../claims.deps';
import { insertStep, updateStep, type ClaimCaseRow } from '../claims.repo';
import { stepTitle } from './case-view';

export interface ProposedStep {
  step: ClaimStep;
  amountCents: number;
  message: string;
  reference: string | null;
  byName: string;
}

/**
 * An escalation step through the policy (`claims.file`: damage, so it always waits for a person):
 * a waiting row on the case, then the action in Approvals with the row's id.
 */
export async function proposeClaimStep(deps: ClaimsDeps, row: ClaimCaseRow, proposed: ProposedStep): Promise<{ stepId: string; approvalId: string | null }> {
  const step = await insertStep(deps.db, {
    workspaceId: row.workspaceId,
    caseId: row.id,
    step: proposed.step,
    status: 'waiting',
    amountCents: proposed.amountCents,
    message: proposed.message,
    reference: proposed.reference,
    byName: proposed.byName,
    proposedAt: deps.clock.now(),
  });
  const result = await deps.ports.proposeAction({
    workspaceId: row.workspaceId,
    propertyId: row.propertyId,
    reservationId: row.reservationId,
    action: { kind: 'claims.file', amountCents: proposed.amountCents },
    payload: { caseId: row.id, stepId: step.id, step: proposed.step, amountCents: proposed.amountCents, message: proposed.message, reference: proposed.reference ?? '' },
    title: stepTitle(proposed),
    dedupeKey: `claims.file:${step.id}`,
  });
  if (result.approvalId) await updateStep(deps.db, row.workspaceId, step.id, { approvalId: result.approvalId });
  return { stepId: step.id, approvalId: result.approvalId };
}
