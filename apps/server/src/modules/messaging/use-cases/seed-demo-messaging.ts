import { DateTime } from 'luxon';
import type { Actor } from '../../accounts';
import type { MessagingDeps } from '../messaging.deps';
import { findConversationOfStay, hasPlatformMailFrom } from '../messaging.repo';
import { applyPlatformMail } from '../platform-mail/apply-platform-mail';
import { receiveGuestMessage } from './receive-guest-message';
import { sendHostMessage } from './send-host-message';
import { ensureStayConversation } from './ensure-stay-conversation';

/** What the demo's guests write, each through the real co-host and policy (what it does depends on the settings). */
const DEMO_CONVERSATIONS: Array<{ pick: 'in-house' | 'arriving' | 'later'; messages: string[]; hostReply?: string }> = [
  { pick: 'in-house', messages: ["Hi! We just arrived, the place is lovely. What's the wifi password?"], hostReply: 'Enjoy your stay! Let me know if you need anything at all.' },
  { pick: 'arriving', messages: ['Hello, our flight lands early. Could we check in around 1pm tomorrow?'] },
  { pick: 'in-house', messages: ['The hot tub is not heating and the shower drain is clogged. Honestly not happy with this.'] },
  { pick: 'later', messages: ['Bonjour, est-ce qu’il y a un parking près du logement ?'] },
  { pick: 'later', messages: ['Can I talk to a real person please? It is about our booking.'] },
];

/**
 * The demo workspace's conversations: a few stays around today, their guests' messages answered
 * (or handed over) by the real engine. Idempotent: a stay that already has a conversation is left.
 */
export async function seedDemoMessaging(deps: MessagingDeps, actor: Actor): Promise<void> {
  const today = DateTime.fromJSDate(deps.clock.now()).toUTC();
  const stays = (await deps.ports.listStays(actor.workspaceId, { from: today.minus({ days: 1 }).toISODate()!, to: today.plus({ days: 30 }).toISODate()! })).filter(
    (stay) => stay.kind === 'guest',
  );
  const todayDate = today.toISODate()!;
  const tomorrow = today.plus({ days: 1 }).toISODate()!;
  const used = new Set<string>();
  const choose = (pick: 'in-house' | 'arriving' | 'later') =>
    stays.find(
      (stay) =>
        !used.has(stay.id) &&
        (pick === 'in-house' ? stay.checkInDate < todayDate && stay.checkOutDate > todayDate : pick === 'arriving' ? stay.checkInDate === tomorrow || stay.checkInDate === todayDate : stay.checkInDate > tomorrow),
    );
  for (const demo of DEMO_CONVERSATIONS) {
    const stay = choose(demo.pick) ?? choose('later');
    if (!stay) continue;
    used.add(stay.id);
    if (await findConversationOfStay(deps.db, actor.workspaceId, stay.id)) continue;
    const conversation = await ensureStayConversation(deps, actor.workspaceId, stay.id);
    for (const body of demo.messages) {
      await receiveGuestMessage(deps, { workspaceId: actor.workspaceId, conversationId: conversation.id, body, channel: 'guest-page', askerIsGuest: true });
    }
    if (demo.hostReply) await sendHostMessage(deps, actor, conversation.id, { body: demo.hostReply, channel: 'guest-page' });
  }
}

/** The demo property whose guests keep asking about parking (its knowledge base has no parking answer yet). */
export const DEMO_PARKING_PROPERTY = 'Blue Ridge Cabin';

/** Parking asked in three stays of one property, answered once by the host's own hand: what the optimizer learns from. */
const DEMO_PARKING_QUESTIONS: Array<{ message: string; hostReply?: string }> = [
  {
    message: 'Hi! We are coming with two cars, where can we park at the cabin?',
    hostReply: 'Three cars fit on the gravel pad by the cabin, so two is no problem. In snow, park facing downhill.',
  },
  { message: 'Hello, is there parking at the cabin or do we park on the road?' },
  { message: 'Quick question before we arrive: where do we park?' },
];

/**
 * Guests of several stays at one property asking the same thing (parking), the host answering one
 * by hand, each through the real co-host and policy: the optimizer turns it into a suggestion
 * (see the optimizer module). Idempotent: stays that already have a conversation are left.
 */
export async function seedDemoRepeatedQuestions(deps: MessagingDeps, actor: Actor): Promise<void> {
  const property = (await deps.ports.listProperties(actor.workspaceId)).find((candidate) => candidate.name === DEMO_PARKING_PROPERTY);
  if (!property) return;
  const today = DateTime.fromJSDate(deps.clock.now()).toUTC();
  const stays = (await deps.ports.listStays(actor.workspaceId, { from: today.minus({ days: 60 }).toISODate()!, to: today.plus({ days: 45 }).toISODate()! }))
    .filter((stay) => stay.kind === 'guest' && stay.propertyId === property.id)
    .sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
  const fresh = [];
  for (const stay of stays) if (!(await findConversationOfStay(deps.db, actor.workspaceId, stay.id))) fresh.push(stay);
  // Seeded once: three stays at most, and none when some already asked.
  if (stays.length - fresh.length >= DEMO_PARKING_QUESTIONS.length) return;
  for (const [index, demo] of DEMO_PARKING_QUESTIONS.entries()) {
    const stay = fresh[index];
    if (!stay) return;
    const conversation = await ensureStayConversation(deps, actor.workspaceId, stay.id);
    await receiveGuestMessage(deps, { workspaceId: actor.workspaceId, conversationId: conversation.id, body: demo.message, channel: 'guest-page', askerIsGuest: true });
    if (demo.hostReply) await sendHostMessage(deps, actor, conversation.id, { body: demo.hostReply, channel: 'guest-page' });
  }
}

/**
 * The demo's Airbnb thread: one guest question read as if from Airbnb's notification email, on a
 * stay of the demo's Airbnb calendar (matched by the code in its feed link), through the same
 * threading and co-host as real mail. No platform mailbox is connected, so the co-host's reply
 * honestly shows that no channel reaches the guest, with the fix. Seeded once.
 */
export async function seedDemoPlatformThread(deps: MessagingDeps, actor: Actor): Promise<void> {
  if (await hasPlatformMailFrom(deps.db, actor.workspaceId, 'demo')) return;
  const today = DateTime.fromJSDate(deps.clock.now()).toUTC();
  const stays = (await deps.ports.listStays(actor.workspaceId, { from: today.toISODate()!, to: today.plus({ days: 30 }).toISODate()! })).filter(
    (stay) => stay.kind === 'guest' && stay.checkOutDate > today.toISODate()!,
  );
  const properties = await deps.ports.listProperties(actor.workspaceId);
  for (const stay of stays) {
    if (await findConversationOfStay(deps.db, actor.workspaceId, stay.id)) continue;
    const origin = await deps.ports.findStayOrigin(actor.workspaceId, stay.id);
    if (origin?.source !== 'airbnb' || !origin.code) continue;
    const listing = properties.find((property) => property.id === stay.propertyId)?.name ?? null;
    await applyPlatformMail(deps, {
      workspaceId: actor.workspaceId,
      source: 'demo',
      receivedAt: deps.clock.now(),
      parsed: {
        kind: 'guest-message',
        messageId: `demo-${origin.code.toLowerCase()}@airbnb.example`,
        from: 'express@airbnb.example',
        subject: `RE: Reservation at ${listing ?? 'your listing'} for ${stay.checkInDate} - ${stay.checkOutDate}`,
        date: deps.clock.now(),
        platform: 'airbnb',
        guestName: 'Hannah',
        listingName: listing,
        listingId: null,
        checkIn: stay.checkInDate,
        checkOut: stay.checkOutDate,
        reservationCode: origin.code,
        // A demo address: with no platform mailbox connected nothing is ever sent to it.
        relayAddress: `demo-${origin.code.toLowerCase()}@reply.airbnb.example`,
        inquiry: false,
        text: 'Hi! Is there parking at the apartment, and what is the wifi network called?',
        templateLanguage: 'en',
        forwarded: false,
        verifiedBy: 'domain',
      },
    });
    return;
  }
}
