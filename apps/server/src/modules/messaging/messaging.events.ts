import { MESSAGE_URGENCIES } from '@cohost/shared';
import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A guest's message must reach a person (a safety concern, a lockout, a complaint or damage, a
 * request for a human, money…): published with the message, whatever the co-host then does
 * with its reply. Complaints and damage become cases from it; subscribers re-read the
 * conversation through the face.
 */
export const guestNeedsPerson = defineEvent(
  'messaging.guest-needs-person',
  z.object({
    workspaceId: z.string(),
    conversationId: z.string(),
    messageId: z.string(),
    reservationId: z.string().nullable(),
    propertyId: z.string().nullable(),
    urgency: z.enum(MESSAGE_URGENCIES),
    /** What the message is about (the co-host's topics: `complaint`, `damage`, `safety`…). */
    topics: z.array(z.string()),
    humanRequested: z.boolean(),
  }),
  (payload) => payload.conversationId,
);
