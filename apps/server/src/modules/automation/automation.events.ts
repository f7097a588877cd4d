import { ACTION_KINDS } from '@cohost/shared';
import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * An action reached the host as an escalation (an emergency, or what always needs a person: a
 * guest asking for one, a lockout, safety). Published with the approval; the host is alerted
 * from it, so a crash between the two loses no alert.
 */
export const actionEscalated = defineEvent(
  'automation.escalated',
  z.object({
    workspaceId: z.string(),
    approvalId: z.string(),
    kind: z.enum(ACTION_KINDS),
    propertyId: z.string().nullable(),
    reservationId: z.string().nullable(),
    title: z.string(),
    reason: z.string(),
    /** A page (safety, a possible danger): a text message whatever the preferences, repeated until acknowledged. */
    page: z.boolean().optional(),
  }),
  (payload) => payload.approvalId,
);

/**
 * An action is waiting for the host's approval (not an escalation: those are `automation.escalated`).
 * Published with the approval; the host's devices get a push from it (approvals waiting under
 * urgent alerts, the optimizer's suggestions under AI recommendations).
 */
export const approvalRequested = defineEvent(
  'automation.approval-requested',
  z.object({
    workspaceId: z.string(),
    approvalId: z.string(),
    kind: z.enum(ACTION_KINDS),
    propertyId: z.string().nullable(),
    title: z.string(),
  }),
  (payload) => payload.approvalId,
);
