import { z } from 'zod';
import { CLAIM_STEPS, CLAIM_STEP_LABELS } from '@cohost/shared';
import { defineAction } from '../automation';
import type { ClaimsDeps } from './claims.deps';
import { claimGuestAsked, claimStepTaken } from './claims.events';
import { findCase, findCredit, findStep, lockCase, updateCase, updateCredit, updateStep } from './claims.repo';
import { dollars } from './domain/reference';
import { recordCaseChange } from './use-cases/record-case-change';

const FilePayload = z.object({
  caseId: z.string(),
  stepId: z.string(),
  step: z.enum(CLAIM_STEPS),
  amountCents: z.coerce.number().int().min(0).max(10_000_000),
  message: z.string().max(4_000),
  reference: z.string().max(120),
});

const STATUS_AFTER = { 'ask-guest': 'asking-guest', platform: 'with-platform', insurer: 'with-insurer' } as const;

async function deciderName(deps: ClaimsDeps, decidedBy: { type: 'cohost' } | { type: 'person'; userId: string }): Promise<string> {
  return decidedBy.type === 'person' ? ((await deps.ports.findUserName(decidedBy.userId)) ?? 'A host') : 'Cohost';
}

/**
 * `claims.file`: a payment request to the guest, or a claim with the platform or the insurer
 * (damage: always a person's decision). Running it records the step as taken; asking the guest
 * starts their 24 hours and hands the message to messaging (`claims.guest-asked`).
 */
export function fileClaimHandler(deps: ClaimsDeps) {
  return defineAction({
    kind: 'claims.file',
    payloadSchema: FilePayload,
    editable: [
      { field: 'message', label: 'Message', multiline: true },
      { field: 'amountCents', label: 'Amount (cents)', multiline: false },
      { field: 'reference', label: 'Claim number', multiline: false },
    ],
    // Only the payment request goes to the guest; a claim's notes go to the platform or insurer.
    guestWords: (payload) => (payload.step === 'ask-guest' ? 'message' : null),
    financial: true,
    describe: (payload) => [
      { label: 'Step', value: CLAIM_STEP_LABELS[payload.step] },
      { label: 'Amount', value: dollars(payload.amountCents) },
      ...(payload.message ? [{ label: payload.step === 'ask-guest' ? 'To the guest' : 'Notes', value: payload.message }] : []),
    ],
    isStale: async ({ workspaceId, payload }) => {
      const [row, step] = await Promise.all([findCase(deps.db, workspaceId, payload.caseId), findStep(deps.db, workspaceId, payload.stepId)]);
      return !row || row.closedAt !== null || step?.status !== 'waiting';
    },
    execute: async ({ workspaceId, payload, decidedBy }) => {
      const name = await deciderName(deps, decidedBy);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const row = await lockCase(tx, workspaceId, payload.caseId);
        if (!row) throw new Error('The case is gone.');
        const reference = payload.reference.trim() || null;
        await updateStep(tx, workspaceId, payload.stepId, { status: 'taken', takenAt: now, amountCents: payload.amountCents, message: payload.message, reference, byName: name });
        await updateCase(tx, workspaceId, row.id, { status: STATUS_AFTER[payload.step], ...(payload.step === 'ask-guest' ? { guestAskedAt: now } : {}) });
        const text =
          payload.step === 'ask-guest'
            ? `Asked the guest to pay ${dollars(payload.amountCents)}: their 24 hours start now.`
            : `${payload.step === 'platform' ? 'Filed with the platform' : 'Filed with the insurer'} for ${dollars(payload.amountCents)}${reference ? ` (claim ${reference})` : ''}.`;
        await recordCaseChange(deps, tx, workspaceId, row.id, { kind: 'step', actor: name, text });
        await deps.events.publish(tx, claimStepTaken({ workspaceId, caseId: row.id, step: payload.step, amountCents: payload.amountCents, reference }));
        if (payload.step === 'ask-guest' && row.reservationId) {
          await deps.events.publish(tx, claimGuestAsked({ workspaceId, caseId: row.id, stepId: payload.stepId, reservationId: row.reservationId, propertyId: row.propertyId, body: payload.message, amountCents: payload.amountCents }));
        }
      });
      return { result: payload.step === 'ask-guest' ? `The guest is asked to pay ${dollars(payload.amountCents)}.` : `Recorded as filed for ${dollars(payload.amountCents)}.` };
    },
    closed: async ({ tx, workspaceId, payload, outcome }) => {
      const step = await findStep(tx, workspaceId, payload.stepId);
      if (step?.status !== 'waiting') return;
      await updateStep(tx, workspaceId, step.id, { status: 'denied' });
      await recordCaseChange(deps, tx, workspaceId, payload.caseId, { kind: 'approval', actor: 'Cohost', text: `${CLAIM_STEP_LABELS[payload.step]} was ${outcome === 'denied' ? 'denied' : 'out of date'}.` });
    },
  });
}

const RefundPayload = z.object({ caseId: z.string(), creditId: z.string(), amountCents: z.number().int().min(1), note: z.string().max(1_000) });

/**
 * `guest.refund`: a credit or refund to the guest of a case, under the workspace's threshold
 * offered by Cohost alone when autonomy allows, above it a person decides. Running it records
 * the credit as given (the money itself moves on the platform: the host pays it there).
 */
export function offerCreditHandler(deps: ClaimsDeps) {
  return defineAction({
    kind: 'guest.refund',
    payloadSchema: RefundPayload,
    editable: [{ field: 'note', label: 'Note', multiline: true }],
    financial: true,
    describe: (payload) => [
      { label: 'Credit', value: dollars(payload.amountCents) },
      ...(payload.note ? [{ label: 'Note', value: payload.note }] : []),
    ],
    isStale: async ({ workspaceId, payload }) => (await findCredit(deps.db, workspaceId, payload.creditId))?.status !== 'waiting',
    execute: async ({ workspaceId, payload, decidedBy }) => {
      const name = await deciderName(deps, decidedBy);
      await deps.db.transaction(async (tx) => {
        await updateCredit(tx, workspaceId, payload.creditId, { status: 'given', decidedAt: deps.clock.now(), note: payload.note });
        await recordCaseChange(deps, tx, workspaceId, payload.caseId, { kind: 'credit', actor: name, text: `A ${dollars(payload.amountCents)} credit is offered to the guest.` });
      });
      return { result: `A ${dollars(payload.amountCents)} credit is recorded for the guest.` };
    },
    closed: async ({ tx, workspaceId, payload, outcome }) => {
      const credit = await findCredit(tx, workspaceId, payload.creditId);
      if (credit?.status !== 'waiting') return;
      await updateCredit(tx, workspaceId, credit.id, { status: 'denied', decidedAt: deps.clock.now() });
      await recordCaseChange(deps, tx, workspaceId, payload.caseId, { kind: 'approval', actor: 'Cohost', text: `The ${dollars(payload.amountCents)} credit was ${outcome === 'denied' ? 'denied' : 'out of date'}.` });
    },
  });
}
