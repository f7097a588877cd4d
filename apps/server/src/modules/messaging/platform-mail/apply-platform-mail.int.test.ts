import type { ConversationDetail, Property, ReservationResult } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { reservations } from '../../reservations/reservations.tables';
import type { createMessagingModule } from '..';
import { NO_CHANNEL_FIX } from '../domain/outbound-channel';
import { conversations, messages, platformMail, platformMailboxes, platformMailOutbox } from '../messaging.tables';
import type { PlatformGuestMessage, PlatformReservationNotice } from './parsed-platform-mail';

type Messaging = ReturnType<typeof createMessagingModule>;

let sequence = 0;
/** An Airbnb guest message as the parser returns it (hand-built: the parser is another piece). */
function guestMail(overrides: Partial<PlatformGuestMessage> = {}): PlatformGuestMessage {
  sequence += 1;
  return {
    kind: 'guest-message',
    messageId: `mail-${sequence}@airbnb.test`,
    from: 'express@airbnb.com',
    subject: 'RE: Reservation at Sea View Loft for Mar 12 – 15, 2027',
    date: null,
    platform: 'airbnb',
    guestName: 'Anna',
    listingName: null,
    listingId: null,
    checkIn: null,
    checkOut: null,
    reservationCode: null,
    relayAddress: null,
    inquiry: false,
    text: 'Hi! Is there parking at the loft?',
    templateLanguage: 'en',
    forwarded: false,
    verifiedBy: 'dkim',
    ...overrides,
  };
}

function reservationMail(overrides: Partial<PlatformReservationNotice> = {}): PlatformReservationNotice {
  sequence += 1;
  return {
    kind: 'reservation',
    event: 'confirmed',
    messageId: `notice-${sequence}@airbnb.test`,
    from: 'automated@airbnb.com',
    subject: 'Reservation confirmed',
    date: null,
    platform: 'airbnb',
    guestName: 'Lena',
    listingName: null,
    listingId: null,
    checkIn: null,
    checkOut: null,
    reservationCode: null,
    relayAddress: null,
    inquiry: false,
    forwarded: false,
    verifiedBy: 'dkim',
    ...overrides,
  };
}

describe('platform mail threading (issue 23)', () => {
  let t: TestApp;
  let host: TestClient;
  let messaging: Messaging;
  let workspaceId: string;
  let seaView: Property;
  let cabin: Property;

  /** A stay as an Airbnb calendar imports it: no guest name, the reservation link ending with its code. */
  const airbnbStay = async (property: Property, checkInDate: string, checkOutDate: string, code: string | null, guestName = '', guestEmail = '') => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName: 'Placeholder', guestEmail });
    expect(created.status, created.text).toBe(201);
    const id = created.json.reservation.id;
    await t.database.db
      .update(reservations)
      .set({ source: 'airbnb', guestName, reservationUrl: code ? `https://www.airbnb.com/hosting/reservations/details/${code}` : null })
      .where(eq(reservations.id, id));
    return id;
  };
  const apply = (parsed: PlatformGuestMessage | PlatformReservationNotice | Parameters<Messaging['applyPlatformMail']>[0]['parsed']) =>
    messaging.applyPlatformMail({ workspaceId, parsed, source: 'imap', receivedAt: t.clock.now() });
  const detail = async (id: string) => {
    const response = await host.get<ConversationDetail>(`/api/conversations/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.json;
  };
  const stayRow = async (id: string) => (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const mailRow = async (messageId: string) => (await t.database.db.select().from(platformMail).where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.messageId, messageId))))[0];
  const connectMailbox = async () => {
    const now = t.clock.now();
    await t.database.db
      .insert(platformMailboxes)
      .values({
        workspaceId,
        address: 'host@example.test',
        imapHost: '127.0.0.1',
        imapPort: 993,
        imapSecurity: 'tls',
        imapUser: 'host',
        imapPasswordSealed: 'sealed',
        smtpHost: '127.0.0.1',
        smtpPort: 465,
        smtpSecurity: 'tls',
        smtpUser: 'host',
        smtpPasswordSealed: 'sealed',
        forwardToken: `token-${workspaceId}`,
        connectedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { INBOUND_EMAIL_DOMAIN: 'reply.cohost.test' } });
    t.clock.set('2027-03-10T12:00:00Z');
    messaging = t.modules.find((module) => module.name === 'messaging') as unknown as Messaging;
    ({ client: host } = await signedInHost(t, 'Sam Rivera'));
    workspaceId = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;
    const property = async (name: string) => (await host.post<Property>('/api/properties', { name, timezone: 'Europe/Lisbon', address: { line1: '1 Rua', city: 'Lisboa', postalCode: '1100', country: 'PT' } })).json;
    seaView = await property('Sea View Loft');
    cabin = await property('Mountain Cabin');
  }, 60_000);
  afterAll(() => t.close());

  it('joins a stay by its reservation code, fills the guest’s name, and shows honestly that no channel reaches the guest yet', async () => {
    const stayId = await airbnbStay(seaView, '2027-03-12', '2027-03-15', 'HMABC12345');
    const mail = guestMail({ reservationCode: 'hmabc12345', relayAddress: 'thread-1@reply.airbnb.com', guestName: 'Anna K.' });
    const result = await apply(mail);
    expect(result.outcome).toBe('guest-message');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, result.conversationId!));
    expect(conversation).toMatchObject({ reservationId: stayId, platform: 'airbnb', relayAddress: 'thread-1@reply.airbnb.com', relayMessageId: mail.messageId, guestName: 'Anna K.', lastInboundChannel: 'airbnb' });
    expect((await stayRow(stayId)).guestName).toBe('Anna K.');
    expect(await mailRow(mail.messageId)).toMatchObject({ outcome: 'guest-message', platform: 'airbnb', conversationId: result.conversationId, reason: expect.stringContaining('matched by code') });

    const seen = await detail(result.conversationId!);
    expect(seen.conversation.platform).toBe('airbnb');
    expect(seen.messages.find((message) => message.author === 'guest')).toMatchObject({ channel: 'airbnb', body: mail.text, delivery: null });
    expect(seen.reach).toMatchObject({ channels: ['guest-page'], replyChannel: 'guest-page', relayAddress: 'thread-1@reply.airbnb.com', noChannelFix: NO_CHANNEL_FIX });
    // Whatever the co-host sent (an answer or the holding reply) reached no one, and says so.
    const sent = seen.messages.filter((message) => message.author === 'ai' && message.status === 'sent');
    expect(sent.length).toBeGreaterThan(0);
    for (const message of sent) expect(message.delivery).toEqual({ state: 'no-channel', detail: NO_CHANNEL_FIX });
  });

  it('threads a follow-up by its relay address, and a mail delivered twice (even at once) is one message', async () => {
    const first = await apply(guestMail({ relayAddress: 'thread-1@reply.airbnb.com', text: 'Also, can we bring a dog?' }));
    expect(first.outcome).toBe('guest-message');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.relayAddress, 'thread-1@reply.airbnb.com'));
    expect(first.conversationId).toBe(conversation!.id);

    const again = guestMail({ relayAddress: 'THREAD-1@reply.airbnb.com', text: 'One more thing: is there a crib?' });
    const results = await Promise.all([apply(again), apply(again)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['duplicate', 'guest-message']);
    expect(await apply(again)).toEqual({ outcome: 'duplicate', conversationId: null });
    const copies = await t.database.db.select().from(messages).where(and(eq(messages.conversationId, conversation!.id), eq(messages.body, again.text)));
    expect(copies).toHaveLength(1);
    expect((await t.database.db.select().from(platformMail).where(eq(platformMail.messageId, again.messageId))).length).toBe(1);
  });

  it('matches by listing and dates when the mail has no code, and never overwrites a name the host typed', async () => {
    const stayId = await airbnbStay(cabin, '2027-03-20', '2027-03-24', null, 'Benjamin Typed');
    const result = await apply(guestMail({ listingName: 'mountain cabin!', checkIn: '2027-03-20', checkOut: '2027-03-24', guestName: 'Ben', relayAddress: 'thread-2@reply.airbnb.com' }));
    expect(result.outcome).toBe('guest-message');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, result.conversationId!));
    expect(conversation).toMatchObject({ reservationId: stayId, guestName: 'Benjamin Typed' });
    expect((await stayRow(stayId)).guestName).toBe('Benjamin Typed');
  });

  it('gives an inquiry its own conversation on the property, and lists a mail about no property of ours as unmatched', async () => {
    const inquiry = await apply(guestMail({ inquiry: true, listingName: 'Sea View Loft', checkIn: '2027-05-01', checkOut: '2027-05-04', guestName: 'Chloé', relayAddress: 'inquiry-1@reply.airbnb.com' }));
    expect(inquiry.outcome).toBe('guest-message');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, inquiry.conversationId!));
    expect(conversation).toMatchObject({ propertyId: seaView.id, reservationId: null, platformThreadKey: 'inquiry-1@reply.airbnb.com', guestName: 'Chloé' });
    const seen = await detail(inquiry.conversationId!);
    expect(seen.reach.limits.join(' ')).toMatch(/Airbnb does not allow links, email addresses or phone numbers before a booking is confirmed/);

    const lost = guestMail({ listingName: 'Lake House', guestName: 'Anna', relayAddress: 'lost@reply.airbnb.com' });
    expect(await apply(lost)).toEqual({ outcome: 'unmatched', conversationId: null });
    expect((await mailRow(lost.messageId))!.reason).toBe("Airbnb message from Anna about 'Lake House': no property of yours has that name. Not answered.");
  });

  it('answers on the platform thread once the mailbox is connected, refuses links on an inquiry, and fails a reply that bounced', async () => {
    await connectMailbox();
    const [inquiry] = await t.database.db.select().from(conversations).where(eq(conversations.platformThreadKey, 'inquiry-1@reply.airbnb.com'));
    expect((await detail(inquiry!.id)).reach).toMatchObject({ channels: ['guest-page', 'airbnb'], replyChannel: 'airbnb', noChannelFix: null });

    const refused = await host.post<{ error: { message: string; details: Array<{ path: string }> } }>(`/api/conversations/${inquiry!.id}/messages`, { body: 'Book direct at https://example.com/loft', channel: 'platform' });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.error.details[0]!.path).toBe('body');
    expect(refused.json.error.message).toMatch(/Airbnb does not allow links.*holds a link/);

    const sent = await host.post<{ id: string; channel: string; delivery: { state: string } }>(`/api/conversations/${inquiry!.id}/messages`, { body: 'Yes, the loft is free those nights.', channel: 'platform' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({ channel: 'airbnb', delivery: { state: 'queued' } });
    const [queued] = await t.database.db.select().from(platformMailOutbox).where(eq(platformMailOutbox.messageId, sent.json.id));
    expect(queued).toMatchObject({ relayAddress: 'inquiry-1@reply.airbnb.com', inReplyTo: inquiry!.relayMessageId, subject: 'RE: Reservation at Sea View Loft for Mar 12 – 15, 2027' });

    const bounce = await apply({ kind: 'bounce', messageId: `bounce-${sequence}@mailer.test`, from: 'mailer-daemon@example.test', subject: 'Undelivered', date: null, originalMessageId: queued!.outboundMessageId, recipient: 'inquiry-1@reply.airbnb.com', reason: '550 No such user' });
    expect(bounce.outcome).toBe('bounce');
    const after = (await detail(inquiry!.id)).messages.find((message) => message.id === sent.json.id);
    expect(after!.delivery).toEqual({ state: 'failed', detail: "The platform's relay returned the reply: 550 No such user" });

    // A stay's thread: a guest's follow-up is answered there.
    const [stayThread] = await t.database.db.select().from(conversations).where(eq(conversations.relayAddress, 'thread-1@reply.airbnb.com'));
    expect((await detail(stayThread!.id)).reach.replyChannel).toBe('airbnb');
  });

  it('never lets the co-host send a link on an inquiry thread: its draft waits with the reason', async () => {
    await connectMailbox();
    const created = await host.post<Property>('/api/properties', {
      name: 'Harbour House',
      timezone: 'Europe/Lisbon',
      address: { line1: '3 Cais', city: 'Lisboa', postalCode: '1100', country: 'PT' },
      knowledgeBase: { directions: 'The map with the way from the station: https://maps.example.com/harbour-house', faq: [] },
    });
    expect(created.status, created.text).toBe(201);
    const result = await apply(guestMail({ inquiry: true, listingName: 'Harbour House', guestName: 'Dev', relayAddress: 'inquiry-2@reply.airbnb.com', text: 'How do I get to the house from the train station?' }));
    expect(result.outcome).toBe('guest-message');
    const seen = await detail(result.conversationId!);
    const drafts = seen.messages.filter((message) => message.author === 'ai' && message.status === 'suggestion');
    expect(drafts.some((draft) => draft.body.includes('https://maps.example.com') && /Airbnb does not allow links/.test(draft.reason ?? ''))).toBe(true);
    expect(seen.messages.filter((message) => message.status === 'sent' && message.body.includes('https://'))).toEqual([]);
  });

  it('a booking notice fills the stay’s name and thread, and says when the calendar has not synced the stay yet', async () => {
    const stayId = await airbnbStay(seaView, '2027-04-10', '2027-04-12', 'HMNOTICE01');
    const notice = await apply(reservationMail({ reservationCode: 'HMNOTICE01', guestName: 'Lena Park', relayAddress: 'thread-3@reply.airbnb.com' }));
    expect(notice.outcome).toBe('reservation');
    expect((await stayRow(stayId)).guestName).toBe('Lena Park');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, notice.conversationId!));
    expect(conversation).toMatchObject({ reservationId: stayId, relayAddress: 'thread-3@reply.airbnb.com', platform: 'airbnb', guestName: 'Lena Park' });
    // A later notice with another name changes nothing a person or the first notice set.
    await apply(reservationMail({ reservationCode: 'HMNOTICE01', guestName: 'Someone Else' }));
    expect((await stayRow(stayId)).guestName).toBe('Lena Park');

    const early = reservationMail({ reservationCode: 'HMNOTSYNCD' });
    expect(await apply(early)).toEqual({ outcome: 'reservation', conversationId: null });
    expect((await mailRow(early.messageId))!.reason).toMatch(/no stay with that code yet \(the calendar may not have synced\)/);

    const scheduled = (await host.get<{ items: Array<{ channels: string[] }> }>(`/api/reservations/${stayId}/scheduled-messages`)).json.items;
    expect(scheduled.length).toBeGreaterThan(0);
    for (const item of scheduled) expect(item.channels).toEqual(['guest-page', 'airbnb']);
  });

  it('an inquiry’s thread becomes the stay’s conversation once the guest booked (its history kept)', async () => {
    const asked = await apply(guestMail({ inquiry: true, listingName: 'Mountain Cabin', guestName: 'Élise', relayAddress: 'inquiry-3@reply.airbnb.com', text: 'Is the cabin free in July?' }));
    expect(asked.outcome).toBe('guest-message');
    const stayId = await airbnbStay(cabin, '2027-07-02', '2027-07-06', 'HMBOOKED77');
    const booked = await apply(guestMail({ reservationCode: 'HMBOOKED77', guestName: 'Élise', relayAddress: 'inquiry-3@reply.airbnb.com', text: 'Booked! What time is check-in?' }));
    expect(booked.conversationId).toBe(asked.conversationId);
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, asked.conversationId!));
    expect(conversation).toMatchObject({ reservationId: stayId, propertyId: cabin.id });
    expect((await stayRow(stayId)).guestName).toBe('Élise');
    const bodies = (await detail(asked.conversationId!)).messages.filter((message) => message.author === 'guest').map((message) => message.body);
    expect(bodies).toEqual(['Is the cabin free in July?', 'Booked! What time is check-in?']);
    expect((await mailRow(`mail-${sequence}@airbnb.test`))!.reason).toMatch(/its inquiry became the stay of 2027-07-02 to 2027-07-06 \(matched by code\)/);
  });

  it('reads an email’s delivery from the outbox: queued, then failed with why', async () => {
    const stayId = await airbnbStay(cabin, '2027-06-01', '2027-06-05', null, 'Dana Mail', 'dana@example.com');
    const opened = await host.post<{ id: string }>(`/api/reservations/${stayId}/conversation`, {});
    const sent = await host.post<{ id: string; delivery: { state: string } }>(`/api/conversations/${opened.json.id}/messages`, { body: 'Welcome!', channel: 'email' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.delivery).toEqual({ state: 'queued', detail: null });
    await t.database.db.update(notificationOutbox).set({ status: 'failed', lastError: 'Mailbox full' }).where(eq(notificationOutbox.idempotencyKey, `message:${sent.json.id}:email`));
    const after = (await detail(opened.json.id)).messages.find((message) => message.id === sent.json.id);
    expect(after!.delivery).toEqual({ state: 'failed', detail: 'Mailbox full' });
  });
});
