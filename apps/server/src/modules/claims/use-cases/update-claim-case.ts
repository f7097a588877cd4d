import type { ClaimCaseDetail, ClaimCategory, ClaimOutcome, ClaimRepairStatus } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { Tx } from '../../../platform/db/database';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { claimClosed } from '../claims.events';
import { findCase, listSteps, lockCase, replaceItems, updateCase, type ClaimCaseRow } from '../claims.repo';
import { assertCanManageClaims } from '../domain/claims-access';
import { dollars } from '../domain/reference';
import { draftGuestAsk } from './draft-guest-ask';
import { getClaimCase } from './get-claim-case';
import { recordCaseChange } from './record-case-change';

/** One change to a case under its row lock, then the case as its page shows it. */
async function changeCase(deps: ClaimsDeps, actor: Actor, caseId: string, change: (tx: Tx, row: ClaimCaseRow, name: string) => Promise<void>): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  await deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw claimsErrors.caseNotFound();
    await change(tx, row, name);
  });
  return getClaimCase(deps, actor, caseId);
}

export async function updateClaimCase(
  deps: ClaimsDeps,
  actor: Actor,
  caseId: string,
  input: { title?: string; description?: string; category?: ClaimCategory; guestRequest?: string; guestRequestCents?: number | null; decision?: string; repairStatus?: ClaimRepairStatus; reservationId?: string },
): Promise<ClaimCaseDetail> {
  if (input.reservationId) {
    // Checked before the lock: the stay must be at the case's property.
    const stay = await deps.ports.findStay(actor.workspaceId, input.reservationId);
    const row = await getClaimCase(deps, actor, caseId);
    if (!stay || stay.propertyId !== row.property.id) throw claimsErrors.stayNotFound();
  }
  return changeCase(deps, actor, caseId, async (tx, row, name) => {
    const { reservationId, ...rest } = input;
    await updateCase(tx, actor.workspaceId, row.id, { ...rest, ...(reservationId ? { reservationId } : {}) });
    const what = [
      ...Object.keys(rest),
      ...(reservationId && reservationId !== row.reservationId ? ['stay (the clocks follow it)'] : []),
    ];
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: `Updated ${what.join(', ') || 'nothing'}.` });
  });
}

export async function putClaimItems(
  deps: ClaimsDeps,
  actor: Actor,
  caseId: string,
  items: Array<{ name: string; description: string; costCents: number; ageMonths: number | null; comparableUrl: string | null }>,
): Promise<ClaimCaseDetail> {
  const detail = await changeCase(deps, actor, caseId, async (tx, row, name) => {
    await replaceItems(tx, actor.workspaceId, row.id, items);
    const total = items.reduce((sum, item) => sum + item.costCents, 0);
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: `Items: ${items.length}, estimate ${dollars(total)}.` });
  });
  // The first time a damage case has a cost, the co-host drafts the payment request for it (never one of $0).
  if (detail.kind !== 'damage' || detail.status !== 'open' || !detail.stay || detail.estimateCents === 0) return detail;
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  if (!row || (await listSteps(deps.db, actor.workspaceId, [row.id])).some((step) => step.step === 'ask-guest')) return detail;
  await draftGuestAsk(deps, row);
  return getClaimCase(deps, actor, caseId);
}

export async function closeClaimCase(deps: ClaimsDeps, actor: Actor, caseId: string, input: { outcome: ClaimOutcome; recoveredCents: number; note: string }): Promise<ClaimCaseDetail> {
  return changeCase(deps, actor, caseId, async (tx, row, name) => {
    if (row.closedAt) throw claimsErrors.caseClosed();
    const now = deps.clock.now();
    await updateCase(tx, actor.workspaceId, row.id, { status: 'closed', outcome: input.outcome, recoveredCents: input.recoveredCents, closedAt: now, ...(input.note ? { decision: input.note } : {}) });
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: `Closed: ${input.outcome}${input.recoveredCents ? `, ${dollars(input.recoveredCents)} recovered` : ''}.${input.note ? ` ${input.note}` : ''}` });
    await deps.ports.recordActivity(tx, { workspaceId: actor.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, actor: { type: 'host', userId: actor.userId, name }, kind: 'claims.closed', summary: `Closed a claim: ${row.title}`, reason: input.note || null, result: 'done' });
    await deps.events.publish(tx, claimClosed({ workspaceId: actor.workspaceId, caseId: row.id, outcome: input.outcome, recoveredCents: input.recoveredCents }));
  });
}

export async function reopenClaimCase(deps: ClaimsDeps, actor: Actor, caseId: string): Promise<ClaimCaseDetail> {
  return changeCase(deps, actor, caseId, async (tx, row, name) => {
    if (!row.closedAt) throw claimsErrors.caseOpen();
    // Back where the steps left it: the last step taken says whether the guest, the platform or the insurer has it.
    const last = (await listSteps(tx, actor.workspaceId, [row.id])).filter((step) => step.status === 'taken').at(-1);
    const status = last ? ({ 'ask-guest': 'asking-guest', platform: 'with-platform', insurer: 'with-insurer' } as const)[last.step] : 'open';
    await updateCase(tx, actor.workspaceId, row.id, { status, outcome: null, closedAt: null });
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: 'Reopened.' });
  });
}
