import { GUEST_MESSAGES_PER_MINUTE, type GuestDoorCode, type GuestLanguageCode, type GuestMessage, type GuestPage } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { countGuestMessagesSince, listMessages, type ConversationRow, type MessageRow } from '../messaging.repo';
import { resolveGuestToken } from './guest-link';
import { receiveGuestMessage } from './receive-guest-message';
import { firstName, loadConversationContext } from './reply-facts';
import { ensureStayConversation } from './stay-conversation';

const HOUR = 3_600_000;
/** The words a 'Talk to a human' press stands for when the guest wrote nothing. */
const HUMAN_REQUEST_TEXT = 'I would like to talk to a person, please.';

/** What the guest sees of a conversation: sent and received messages only (never a draft). */
function toGuestMessages(rows: MessageRow[], hostName: string): GuestMessage[] {
  return rows
    .filter((row) => row.status === 'sent' || row.status === 'received')
    .map((row) => ({
      id: row.id,
      author: row.author as GuestMessage['author'],
      authorName: row.author === 'guest' ? 'You' : row.author === 'ai' ? 'Cohost (AI assistant)' : row.author === 'host' ? firstName(row.authorName) || hostName : hostName,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
}

async function openStay(deps: MessagingDeps, token: string): Promise<ConversationRow> {
  const { workspaceId, reservationId } = await resolveGuestToken(deps, token);
  try {
    return await ensureStayConversation(deps, workspaceId, reservationId);
  } catch {
    // A stay deleted or made an owner stay since the link was shared: the link opens nothing.
    throw messagingErrors.guestLinkNotFound();
  }
}

/** The guest's page: the stay, check-in details from the knowledge base, the door code in its window, the chat. */
export async function getGuestPage(deps: MessagingDeps, token: string): Promise<GuestPage> {
  const conversation = await openStay(deps, token);
  const { property, stay, settings, facts } = await loadConversationContext(deps, conversation, true);
  if (!stay) throw messagingErrors.guestLinkNotFound();
  const now = deps.clock.now();
  const status = stay.status === 'cancelled' ? 'cancelled' : now >= stay.checkOutAt ? 'ended' : now >= stay.checkInAt ? 'in-house' : 'upcoming';
  const live = status === 'upcoming' || status === 'in-house';
  const kb = facts.knowledgeBase;
  let doorCode: GuestDoorCode;
  switch (facts.doorCode.state) {
    case 'available':
      doorCode = {
        state: 'available',
        code: facts.doorCode.code,
        validFrom: stay.checkInAt.toISOString(),
        validUntil: new Date(stay.checkOutAt.getTime() + settings.cleaning.bufferHours * HOUR).toISOString(),
      };
      break;
    case 'not-yet':
      doorCode = { state: 'not-yet', releaseAt: facts.doorCode.releaseAt.toISOString() };
      break;
    case 'waiting-for-lock':
      doorCode = { state: 'waiting-for-lock' };
      break;
    default:
      doorCode = { state: 'unavailable' };
  }
  const hostName = facts.hostName || 'Your host';
  return {
    property: { name: property?.name ?? '', address: facts.property.address, timezone: facts.property.timezone },
    stay: {
      guestFirstName: firstName(stay.guestName),
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      checkInAt: stay.checkInAt.toISOString(),
      checkOutAt: stay.checkOutAt.toISOString(),
      guests: stay.guests,
      status,
    },
    checkIn: live
      ? {
          instructions: kb.checkIn ?? '',
          directions: kb.directions ?? '',
          parking: kb.parking ?? '',
          wifiName: kb.wifiName ?? '',
          wifiPassword: kb.wifiPassword ?? '',
          checkOut: [kb.checkOut, kb.checkoutInstructions].filter(Boolean).join('\n\n'),
        }
      : { instructions: '', directions: '', parking: '', wifiName: '', wifiPassword: '', checkOut: '' },
    doorCode: live ? doorCode : { state: 'unavailable' },
    hostName,
    aiActive: !conversation.aiPaused,
    humanRequested: conversation.humanRequestedAt !== null,
    language: conversation.language as GuestLanguageCode,
    messages: toGuestMessages(await listMessages(deps.db, conversation.workspaceId, conversation.id), hostName),
  };
}

async function guestWrites(deps: MessagingDeps, token: string, body: string, humanRequested: boolean): Promise<{ messages: GuestMessage[] }> {
  const conversation = await openStay(deps, token);
  const since = new Date(deps.clock.now().getTime() - 60_000);
  if ((await countGuestMessagesSince(deps.db, conversation.id, since)) >= GUEST_MESSAGES_PER_MINUTE) throw messagingErrors.tooManyMessages();
  const result = await receiveGuestMessage(deps, {
    workspaceId: conversation.workspaceId,
    conversationId: conversation.id,
    body,
    channel: 'guest-page',
    askerIsGuest: true,
    humanRequested,
  });
  const hostName = firstName((await deps.ports.findHostName(conversation.workspaceId)) ?? '') || 'Your host';
  return { messages: toGuestMessages([result.guestMessage, ...result.sent], hostName) };
}

/** The guest writes on the guest page: stored, triaged, answered (or handed to the host). */
export async function postGuestMessage(deps: MessagingDeps, token: string, body: string) {
  return guestWrites(deps, token, body, false);
}

/** 'Talk to a human': always honoured; the host is alerted and the co-host's draft waits for them. */
export async function requestHuman(deps: MessagingDeps, token: string, body: string | undefined) {
  return guestWrites(deps, token, body?.trim() || HUMAN_REQUEST_TEXT, true);
}

/** The conversation a guest page's live stream follows. */
export async function guestStreamTarget(deps: MessagingDeps, token: string): Promise<{ workspaceId: string; conversationId: string }> {
  const conversation = await openStay(deps, token);
  return { workspaceId: conversation.workspaceId, conversationId: conversation.id };
}
