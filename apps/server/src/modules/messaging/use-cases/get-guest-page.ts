import type { GuestDoorCode, GuestPage } from '@cohost/shared';
import { toGuestMessages } from '../domain/guest-messages';
import { firstName } from '../domain/reply-facts';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { listMessages, loadConversationContext } from '../messaging.repo';
import { openStay } from './open-stay';

const HOUR = 3_600_000;

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
    language: conversation.language,
    messages: toGuestMessages(await listMessages(deps.db, conversation.workspaceId, conversation.id), hostName),
  };
}
