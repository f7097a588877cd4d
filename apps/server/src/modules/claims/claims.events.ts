import { z } from 'zod';
import { CLAIM_CASE_KINDS, CLAIM_OUTCOMES, CLAIM_SOURCES, CLAIM_STEPS } from '@cohost/shared';
import { defineEvent } from '../../platform/events/define-event';

/** What claims announces, published in the transaction of the change. */
const byCase = (payload: { caseId: string }) => payload.caseId;

/** A complaint or damage case was opened (by an event of another module or by the host). */
export const claimCaseOpened = defineEvent(
  'claims.case-opened',
  z.object({ workspaceId: z.string(), caseId: z.string(), kind: z.enum(CLAIM_CASE_KINDS), source: z.enum(CLAIM_SOURCES), propertyId: z.string(), reservationId: z.string().nullable() }),
  byCase,
);
/** An escalation step ran (the guest asked, filed with the platform or the insurer). */
export const claimStepTaken = defineEvent(
  'claims.step-taken',
  z.object({ workspaceId: z.string(), caseId: z.string(), step: z.enum(CLAIM_STEPS), amountCents: z.number().int(), reference: z.string().nullable() }),
  byCase,
);
/** The guest is asked to pay for damage: messaging posts it into the stay's conversation and sends it. */
export const claimGuestAsked = defineEvent(
  'claims.guest-asked',
  z.object({ workspaceId: z.string(), caseId: z.string(), stepId: z.string(), reservationId: z.string(), propertyId: z.string(), body: z.string(), amountCents: z.number().int() }),
  byCase,
);
/** A case was closed with its outcome. */
export const claimClosed = defineEvent(
  'claims.closed',
  z.object({ workspaceId: z.string(), caseId: z.string(), outcome: z.enum(CLAIM_OUTCOMES), recoveredCents: z.number().int() }),
  byCase,
);
