import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A host forced a new door code in place of one (a leak, a collision): published with the change.
 * Messaging tells the stay's guest when they may already have had the old one.
 */
export const doorCodeReplaced = defineEvent(
  'locks.door-code-replaced',
  z.object({
    workspaceId: z.string(),
    lockId: z.string(),
    doorCodeId: z.string(),
    replacedId: z.string(),
    /** The stay whose code it is (null for a task's). */
    reservationId: z.string().nullable(),
  }),
  (payload) => payload.reservationId ?? payload.doorCodeId,
);
