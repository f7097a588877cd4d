import { conversationTokenOf, emailAddressOf, replyText, verifyInboundEmailSignature } from '../domain/inbound-email';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversationByPhone, findConversationByReplyToken } from '../messaging.repo';
import { receiveGuestMessage } from './receive-guest-message';

export type InboundOutcome = 'accepted' | 'duplicate' | 'ignored';

/** The path Twilio is told to post incoming texts to (its signature covers the full URL). */
export const TWILIO_SMS_WEBHOOK_PATH = '/api/webhooks/twilio/sms';

/**
 * A guest's email reply (Mailgun's inbound routes format, form fields): the signature is checked
 * first, then the reply address threads it to its conversation. The guest counts as the stay's
 * own only when writing from the reservation's address. Mail to no conversation is accepted and
 * dropped, so the provider does not retry it.
 */
export async function receiveInboundEmail(deps: MessagingDeps, fields: Record<string, string>): Promise<InboundOutcome> {
  const signingKey = deps.inboundEmail.signingKey;
  if (!signingKey) throw messagingErrors.webhookNotConfigured();
  const verified = verifyInboundEmailSignature({
    signingKey,
    timestamp: fields.timestamp ?? '',
    token: fields.token ?? '',
    signature: fields.signature ?? '',
    now: deps.clock.now(),
  });
  if (!verified) throw messagingErrors.badSignature();
  const token = conversationTokenOf(fields.recipient ?? fields.To ?? '', deps.inboundEmail.domain);
  const conversation = token ? await findConversationByReplyToken(deps.db, token) : null;
  const body = replyText(fields['stripped-text'], fields['body-plain']);
  if (!conversation || !body) {
    deps.log.info({ hasConversation: Boolean(conversation) }, 'An inbound email matched no conversation (or had no text); dropped');
    return 'ignored';
  }
  const sender = emailAddressOf(fields.sender ?? fields.from ?? '');
  const messageId = fields['Message-Id'] ?? fields['message-id'] ?? `${fields.timestamp}:${fields.token}`;
  const result = await receiveGuestMessage(deps, {
    workspaceId: conversation.workspaceId,
    conversationId: conversation.id,
    body,
    channel: 'email',
    externalKey: `email:${messageId}`,
    askerIsGuest: sender !== '' && sender === conversation.guestEmail.toLowerCase(),
  });
  return result.duplicate ? 'duplicate' : 'accepted';
}

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
