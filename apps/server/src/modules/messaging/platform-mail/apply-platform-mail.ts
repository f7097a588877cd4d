import { randomBytes } from 'node:crypto';
import { MESSAGE_BODY_MAX, MESSAGE_CHANNEL_LABELS, type PlatformMailOutcome } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { deletePlatformMail, findConversation, findConversationOfStay, findPlatformConversation, insertConversation, insertPlatformMail, updateConversation, updatePlatformMail, type ConversationRow } from '../messaging.repo';
import { ensureStayConversation } from '../use-cases/ensure-stay-conversation';
import { receiveGuestMessage } from '../use-cases/receive-guest-message';
import { matchPlatformStay, type StayMatch } from './match-platform-stay';
import type { ParsedPlatformMail, PlatformGuestMessage, PlatformReservationNotice } from './parsed-platform-mail';
import { markRelayBounced } from './relay-outbox';

export interface ApplyPlatformMailInput {
  workspaceId: string;
  parsed: ParsedPlatformMail;
  source: 'imap' | 'webhook' | 'demo';
  receivedAt: Date;
}

export interface ApplyPlatformMailResult {
  outcome: PlatformMailOutcome;
  conversationId: string | null;
}

interface Applied extends ApplyPlatformMailResult {
  reason: string;
}

/**
 * What Cohost does with one parsed mail of the platform mailbox, recorded once per Message-Id
 * in `platform_mail` (a second delivery, even a concurrent one, is a 'duplicate' and nothing
 * more): a guest's message joins its thread's conversation, its stay's, or an inquiry's of the
 * property it names, and goes through the co-host as any guest message; a booking notice
 * fills the stay's guest name and relay; a bounce fails our reply; anything else is listed.
 */
export async function applyPlatformMail(deps: MessagingDeps, input: ApplyPlatformMailInput): Promise<ApplyPlatformMailResult> {
  const { workspaceId, parsed } = input;
  // The Message-Id is claimed first: the unique index lets one delivery through.
  const claim = await insertPlatformMail(deps.db, {
    workspaceId,
    messageId: parsed.messageId,
    source: input.source,
    fromAddress: parsed.from,
    subject: parsed.subject.slice(0, 500),
    platform: parsed.kind === 'bounce' ? null : parsed.platform,
    outcome: parsed.kind === 'bounce' ? 'bounce' : parsed.kind === 'ignored' ? 'ignored' : parsed.kind,
    reason: 'Being read.',
    receivedAt: input.receivedAt,
  });
  if (!claim) return { outcome: 'duplicate', conversationId: null };
  let applied: Applied;
  try {
    applied = await applyClaimed(deps, workspaceId, parsed);
  } catch (error) {
    // Nothing was decided: the mail may be read again (the next poll, the webhook's retry).
    await deletePlatformMail(deps.db, workspaceId, claim.id);
    throw error;
  }
  await updatePlatformMail(deps.db, workspaceId, claim.id, { outcome: applied.outcome, reason: applied.reason, conversationId: applied.conversationId });
  return { outcome: applied.outcome, conversationId: applied.conversationId };
}

async function applyClaimed(deps: MessagingDeps, workspaceId: string, parsed: ParsedPlatformMail): Promise<Applied> {
  switch (parsed.kind) {
    case 'guest-message':
      return applyGuestMessage(deps, workspaceId, parsed);
    case 'reservation':
      return applyReservationNotice(deps, workspaceId, parsed);
    case 'bounce': {
      const failed = parsed.originalMessageId ? await markRelayBounced(deps, workspaceId, parsed.originalMessageId, parsed.reason) : false;
      const to = parsed.recipient ? ` to ${parsed.recipient}` : '';
      return {
        outcome: 'bounce',
        reason: failed ? `A reply${to} bounced: ${parsed.reason}` : `A bounce${to} that names none of our replies: ${parsed.reason}`,
        conversationId: null,
      };
    }
    case 'ignored':
      return { outcome: 'ignored', reason: parsed.reason, conversationId: null };
  }
}

/** "Airbnb message from Anna about 'Sea View Loft'". */
function describe(parsed: PlatformGuestMessage | PlatformReservationNotice, what: string): string {
  const from = parsed.guestName ? ` from ${parsed.guestName}` : '';
  const about = parsed.listingName ? ` about '${parsed.listingName}'` : parsed.reservationCode ? ` about ${parsed.reservationCode}` : '';
  return `${MESSAGE_CHANNEL_LABELS[parsed.platform]} ${what}${from}${about}`;
}

function stayWords(match: Extract<StayMatch, { kind: 'stay' }>): string {
  return `the stay of ${match.stay.checkInDate} to ${match.stay.checkOutDate} (matched by ${match.by})`;
}

async function applyGuestMessage(deps: MessagingDeps, workspaceId: string, parsed: PlatformGuestMessage): Promise<Applied> {
  const what = describe(parsed, 'message');
  const codeKey = parsed.reservationCode ? `${parsed.platform}:${parsed.reservationCode.toUpperCase()}` : null;
  // Addresses are kept lower-cased: a relay's local part is compared without case.
  const relayAddress = parsed.relayAddress?.toLowerCase() ?? null;
  const threadKey = relayAddress ?? codeKey;
  let conversation = await findPlatformConversation(deps.db, workspaceId, { relayAddress, threadKeys: [threadKey, codeKey].filter((key): key is string => key !== null) });
  let joined: string;
  if (conversation && !conversation.reservationId && !parsed.inquiry) {
    // An inquiry's thread goes on once the guest booked: the conversation becomes the stay's.
    const booked = await adoptBookedInquiry(deps, workspaceId, conversation, parsed);
    conversation = booked.conversation;
    joined = booked.joined;
  } else if (conversation) {
    joined = 'joined its thread’s conversation';
  } else {
    const match = await matchPlatformStay(deps, workspaceId, parsed);
    if (match.kind === 'stay') {
      conversation = await attachStay(deps, workspaceId, match.stay.id, parsed);
      joined = `joined ${stayWords(match)}`;
    } else if (match.kind === 'property' && threadKey) {
      conversation = await ensureInquiryConversation(deps, workspaceId, match.propertyId, { threadKey, relayAddress }, parsed);
      joined = `an inquiry about ${match.propertyName} (${match.why})`;
    } else {
      const why = match.kind === 'none' ? match.why : 'the mail has no relay address or code to answer it by';
      return { outcome: 'unmatched', reason: `${what}: ${why}. Not answered.`, conversationId: null };
    }
  }
  const now = deps.clock.now();
  conversation =
    (await updateConversation(deps.db, workspaceId, conversation.id, {
      platform: parsed.platform,
      ...(relayAddress ? { relayAddress } : {}),
      relayMessageId: parsed.messageId,
      ...(!conversation.guestName && parsed.guestName ? { guestName: parsed.guestName } : {}),
      updatedAt: now,
    })) ?? conversation;
  const text = parsed.text.trim().slice(0, MESSAGE_BODY_MAX);
  if (!text) return { outcome: 'guest-message', reason: `${what}: ${joined}; it held no text to answer.`, conversationId: conversation.id };
  // The platform's relay vouches for the sender: the booking's guest (or, on an inquiry, the inquirer).
  const received = await receiveGuestMessage(deps, { workspaceId, conversationId: conversation.id, body: text, channel: parsed.platform, externalKey: `mail:${parsed.messageId}`, askerIsGuest: true });
  return { outcome: received.duplicate ? 'duplicate' : 'guest-message', reason: `${what}: ${joined}.`, conversationId: conversation.id };
}

/** The stay's conversation, with the guest's name from the platform on a stay that had none. */
async function attachStay(deps: MessagingDeps, workspaceId: string, reservationId: string, parsed: PlatformGuestMessage | PlatformReservationNotice): Promise<ConversationRow> {
  if (parsed.guestName) await deps.ports.fillGuestName(workspaceId, reservationId, parsed.guestName);
  return ensureStayConversation(deps, workspaceId, reservationId);
}

/**
 * A thread that began as an inquiry, now naming a booked stay: the inquiry's conversation becomes
 * the stay's (its history kept), unless the stay already has one — then the thread goes on there.
 */
async function adoptBookedInquiry(
  deps: MessagingDeps,
  workspaceId: string,
  inquiry: ConversationRow,
  parsed: PlatformGuestMessage | PlatformReservationNotice,
): Promise<{ conversation: ConversationRow; joined: string }> {
  const match = await matchPlatformStay(deps, workspaceId, parsed);
  if (match.kind !== 'stay') return { conversation: inquiry, joined: 'joined its thread’s conversation' };
  if (parsed.guestName) await deps.ports.fillGuestName(workspaceId, match.stay.id, parsed.guestName);
  const existing = await findConversationOfStay(deps.db, workspaceId, match.stay.id);
  if (existing) return { conversation: existing, joined: `joined ${stayWords(match)}; the inquiry before the booking stays as it was` };
  const adopted = await updateConversation(deps.db, workspaceId, inquiry.id, { reservationId: match.stay.id, propertyId: match.stay.propertyId, updatedAt: deps.clock.now() });
  return { conversation: adopted ?? inquiry, joined: `its inquiry became ${stayWords(match)}` };
}

/** An inquiry's own conversation, tied to the property, one per platform thread. */
async function ensureInquiryConversation(deps: MessagingDeps, workspaceId: string, propertyId: string, thread: { threadKey: string; relayAddress: string | null }, parsed: PlatformGuestMessage): Promise<ConversationRow> {
  const now = deps.clock.now();
  return insertConversation(deps.db, {
    workspaceId,
    propertyId,
    reservationId: null,
    guestName: parsed.guestName,
    platform: parsed.platform,
    relayAddress: thread.relayAddress,
    platformThreadKey: thread.threadKey,
    lastInboundChannel: parsed.platform,
    lastMessageAt: now,
    // 80 random bits in hex: an email address's local part is read without case.
    replyToken: randomBytes(10).toString('hex'),
    createdAt: now,
    updatedAt: now,
  });
}

async function applyReservationNotice(deps: MessagingDeps, workspaceId: string, parsed: PlatformReservationNotice): Promise<Applied> {
  const what = describe(parsed, `booking ${parsed.event === 'request' ? 'request' : parsed.event}`);
  if (parsed.event === 'cancelled' || parsed.event === 'changed') {
    return { outcome: 'reservation', reason: `${what}: recorded; the calendar sync updates the stay.`, conversationId: null };
  }
  const match = await matchPlatformStay(deps, workspaceId, parsed);
  if (match.kind !== 'stay') {
    return { outcome: 'reservation', reason: `${what}: no stay with that code yet (the calendar may not have synced).`, conversationId: null };
  }
  // Its conversation exists from now on, so scheduled messages can go out through the thread
  // (an inquiry's conversation in the same thread becomes the stay's).
  const relayAddress = parsed.relayAddress?.toLowerCase() ?? null;
  const inquiry = relayAddress ? await findPlatformConversation(deps.db, workspaceId, { relayAddress, threadKeys: [relayAddress] }) : null;
  const conversation = inquiry && !inquiry.reservationId ? (await adoptBookedInquiry(deps, workspaceId, inquiry, parsed)).conversation : await attachStay(deps, workspaceId, match.stay.id, parsed);
  const updated = await updateConversation(deps.db, workspaceId, conversation.id, {
    platform: parsed.platform,
    ...(parsed.relayAddress ? { relayAddress: parsed.relayAddress.toLowerCase(), relayMessageId: parsed.messageId } : {}),
    ...(!conversation.guestName && parsed.guestName ? { guestName: parsed.guestName } : {}),
    updatedAt: deps.clock.now(),
  });
  const current = updated ?? (await findConversation(deps.db, workspaceId, conversation.id)) ?? conversation;
  return { outcome: 'reservation', reason: `${what}: ${stayWords(match)}; the guest’s name and thread were noted.`, conversationId: current.id };
}
