import { KnowledgeBaseSchema, type AutonomySettings, type KnowledgeBase } from '@cohost/shared';
import type { GuestFacingProperty } from '../../properties';
import type { GuestStay } from '../../reservations';
import { doorCodeAccess } from '../domain/door-code-access';
import type { ReplyFacts } from '../domain/engine-types';
import type { MessagingDeps } from '../messaging.deps';
import type { ConversationRow } from '../messaging.repo';

/** Everything a reply to this conversation may be grounded in, read now. */
export interface ConversationContext {
  property: GuestFacingProperty | null;
  stay: GuestStay | null;
  /** The autonomy settings governing the property (tone, cleaning buffer…). */
  settings: AutonomySettings;
  facts: ReplyFacts;
}

/** One line of a property's address ('' when none was entered). */
export function addressLine(property: Pick<GuestFacingProperty, 'address'> | null): string {
  if (!property) return '';
  const { line1, line2, city, region, postalCode } = property.address;
  return [line1, line2, [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const EMPTY_KB: KnowledgeBase = KnowledgeBaseSchema.parse({});

/**
 * The facts of a conversation for the co-host: the property's knowledge base and address, the
 * stay, the host's tone and name, and what may be said of the door code. `askerIsGuest`: the
 * message comes from the stay's own guest (the guest page's token, or the thread's own contact).
 */
export async function loadConversationContext(deps: MessagingDeps, conversation: ConversationRow, askerIsGuest: boolean): Promise<ConversationContext> {
  const now = deps.clock.now();
  const [property, stay, settings, hostName, code] = await Promise.all([
    deps.ports.findProperty(conversation.workspaceId, conversation.propertyId),
    conversation.reservationId ? deps.ports.findStay(conversation.workspaceId, conversation.reservationId) : Promise.resolve(null),
    deps.ports.settingsFor(conversation.workspaceId, conversation.propertyId),
    deps.ports.findHostName(conversation.workspaceId),
    conversation.reservationId ? deps.ports.findDoorCode(conversation.workspaceId, conversation.reservationId) : Promise.resolve(null),
  ]);
  const facts: ReplyFacts = {
    tone: settings.messages.responseTone,
    knowledgeBase: property?.knowledgeBase ?? EMPTY_KB,
    property: {
      name: property?.name ?? '',
      timezone: property?.timezone ?? 'UTC',
      address: addressLine(property),
      country: property?.address.country ?? '',
      checkInTime: property?.checkInTime ?? '16:00',
      checkOutTime: property?.checkOutTime ?? '11:00',
    },
    stay: stay ? { guestFirstName: firstName(stay.guestName), checkInAt: stay.checkInAt, checkOutAt: stay.checkOutAt } : null,
    doorCode: doorCodeAccess({
      stay,
      code,
      askerReservationId: askerIsGuest ? conversation.reservationId : null,
      bufferHours: settings.cleaning.bufferHours,
      now,
    }),
    hostName: firstName(hostName ?? ''),
    now,
  };
  return { property, stay, settings, facts };
}
