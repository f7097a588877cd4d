import { conversationTokenOf, emailAddressOf, replyText, verifyInboundEmailSignature } from '../domain/inbound-email';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversationByReplyToken } from '../messaging.repo';
import { receiveGuestMessage } from './receive-guest-message';
import { ingestPlatformMail } from '../platform-mail/ingest-platform-mail';
import { forwardTokenOf } from '../platform-mail/mailbox/forwarding-address';
import { findMailboxByForwardToken } from '../platform-mail/mailbox/mailbox-repo';

export type InboundOutcome = 'accepted' | 'duplicate' | 'ignored';

/**
 * A guest's email reply (Mailgun's inbound routes format, form fields): the signature is checked
 * first, then the reply address threads it to its conversation. The guest counts as the stay's
 * own only when writing from the reservation's address. Mail to no conversation is offered to the
 * other reply addresses (`receiveOtherInboundEmail`: a supplier's reply to a purchase order); mail
 * to nobody is accepted and dropped, so the provider does not retry it. Mail to a platform
 * mailbox's forwarding address (`p-<token>@`) is a platform notification forwarded whole.
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
  const recipients = fields.recipient ?? fields.To ?? '';
  const forwardToken = forwardTokenOf(recipients, deps.inboundEmail.domain);
  if (forwardToken) return receiveForwardedPlatformMail(deps, forwardToken, fields['body-mime']);
  const token = conversationTokenOf(recipients, deps.inboundEmail.domain);
  const conversation = token ? await findConversationByReplyToken(deps.db, token) : null;
  const body = replyText(fields['stripped-text'], fields['body-plain']);
  const sender = emailAddressOf(fields.sender ?? fields.from ?? '');
  const messageId = fields['Message-Id'] ?? fields['message-id'] ?? `${fields.timestamp}:${fields.token}`;
  if (!token) {
    // Not a conversation's address: another module's (a supplier answering a purchase order), or nobody's.
    const other = await deps.ports.receiveOtherInboundEmail({ recipients, sender, text: body, messageId });
    if (other) return other;
  }
  if (!conversation || !body) {
    deps.log.info({ hasConversation: Boolean(conversation) }, 'An inbound email matched no conversation (or had no text); dropped');
    return 'ignored';
  }
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
 * A platform notification forwarded to the workspace's `p-<token>@` address: Mailgun's `body-mime`
 * (the whole message, sent when the route's URL ends in "mime") goes to the platform mail ingest,
 * as a mail read over IMAP would. Without it (a route not set for MIME) it is dropped and logged.
 */
async function receiveForwardedPlatformMail(deps: MessagingDeps, forwardToken: string, mime: string | undefined): Promise<InboundOutcome> {
  const mailbox = await findMailboxByForwardToken(deps.db, forwardToken);
  if (!mailbox) {
    deps.log.info('A platform mail was forwarded to an address no mailbox has (disconnected?); dropped');
    return 'ignored';
  }
  if (!mime) {
    deps.log.warn({ workspaceId: mailbox.workspaceId }, 'A forwarded platform mail came without body-mime: the Mailgun route must forward to a URL ending in "mime"; dropped');
    return 'ignored';
  }
  const { outcome } = await ingestPlatformMail(deps, { workspaceId: mailbox.workspaceId, raw: mime, source: 'webhook' });
  if (outcome === 'duplicate') return 'duplicate';
  return outcome === 'ignored' ? 'ignored' : 'accepted';
}
