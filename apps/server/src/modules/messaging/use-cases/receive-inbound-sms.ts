import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversationByPhone } from '../messaging.repo';
import { receiveGuestMessage } from './receive-guest-message';
import type { InboundOutcome } from './receive-inbound-email';

/**
 * A guest's text message (Twilio's webhook, form fields, signed with the account's auth token
 * over the full URL and the fields): threaded to the latest conversation with that phone number.
 */
export async function receiveInboundSms(deps: MessagingDeps, fields: Record<string, string>, signature: string | null): Promise<InboundOutcome> {
  const authToken = deps.twilioAuthToken;
  if (!authToken) throw messagingErrors.webhookNotConfigured();
  const { default: twilio } = await import('twilio');
  if (!signature || !twilio.validateRequest(authToken, signature, `${deps.publicUrl}${TWILIO_SMS_WEBHOOK_PATH}`, fields)) throw messagingErrors.badSignature();
  const from = (fields.From ?? '').trim();
  const body = (fields.Body ?? '').trim();
  const conversation = from ? await findConversationByPhone(deps.db, from) : null;
  if (!conversation || !body) {
    deps.log.info({ hasConversation: Boolean(conversation) }, 'An inbound text matched no conversation (or was empty); dropped');
    return 'ignored';
  }
  const result = await receiveGuestMessage(deps, {
    workspaceId: conversation.workspaceId,
    conversationId: conversation.id,
    body,
    channel: 'sms',
    externalKey: `sms:${fields.MessageSid ?? `${from}:${body}`}`,
    askerIsGuest: true,
  });
  return result.duplicate ? 'duplicate' : 'accepted';
}

/** The path Twilio is told to post incoming texts to (its signature covers the full URL). */
export const TWILIO_SMS_WEBHOOK_PATH = '/api/webhooks/twilio/sms';
