import { MESSAGE_BODY_MAX, MESSAGE_TRIGGERS, TEMPLATE_BODY_MAX } from '@cohost/shared';
import { z } from 'zod';

export const ReplyPayloadSchema = z.object({
  conversationId: z.string().min(1),
  messageId: z.string().min(1),
  body: z.string().trim().min(1, 'Write the reply.').max(MESSAGE_BODY_MAX, `Keep the reply under ${MESSAGE_BODY_MAX} characters.`),
});

export type ReplyPayload = z.infer<typeof ReplyPayloadSchema>;

export const ScheduledPayloadSchema = z.object({
  reservationId: z.string().min(1),
  trigger: z.enum(MESSAGE_TRIGGERS),
  body: z.string().trim().min(1, 'Write the message.').max(TEMPLATE_BODY_MAX, `Keep the message under ${TEMPLATE_BODY_MAX} characters.`),
});

export type ScheduledPayload = z.infer<typeof ScheduledPayloadSchema>;
