import type { ClaimCaseDetail, ClaimStep } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { findCase } from '../claims.repo';
import { assertCanManageClaims } from '../domain/claims-access';
import { getClaimCase } from './get-claim-case';
import { loadCaseFacts } from './case-view';
import { proposeClaimStep } from './propose-claim-step';

/**
 * A host takes a step on the case page: refused (409 `claims.step-not-allowed`, with why) when
 * the rules do not allow it now — Airbnb before the guest's 24 hours above all. Otherwise it goes
 * through the policy like any action and the host approves it at once, so /activity shows them
 * as the one who decided. A draft of the same step waiting in Approvals is approved with the
 * host's words instead of a second one.
 */
export async function takeClaimStep(
  deps: ClaimsDeps,
  actor: Actor,
  caseId: string,
  input: { step: ClaimStep; amountCents: number; message: string; reference: string | null },
): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  const facts = row ? await loadCaseFacts(deps, row) : null;
  if (!row || !facts) throw claimsErrors.caseNotFound();
  if (row.closedAt) throw claimsErrors.caseClosed();

  const draft = facts.waiting.find((entry) => entry.kind === 'claims.file' && facts.steps.some((step) => step.approvalId === entry.approvalId && step.step === input.step));
  const permission = facts.permissions.find((entry) => entry.step === input.step)!;
  if (!permission.allowed && !draft) throw claimsErrors.stepNotAllowed({ step: input.step, reason: permission.reason }, permission.reason);
  const edits = { message: input.message, amountCents: input.amountCents, reference: input.reference ?? '' };

  let approvalId = draft?.approvalId ?? null;
  if (!approvalId) {
    const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
    approvalId = (await proposeClaimStep(deps, row, { step: input.step, amountCents: input.amountCents, message: input.message, reference: input.reference, byName: name })).approvalId;
  }
  if (approvalId) {
    const [state] = await deps.ports.approvalStates(actor.workspaceId, [approvalId]);
    if (state?.status === 'pending') await deps.ports.approveAction(actor, approvalId, { version: state.version, edits });
  }
  return getClaimCase(deps, actor, caseId);
}
