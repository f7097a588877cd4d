import { DEFAULT_AUTONOMY_SETTINGS, type ConversationDetail, type ConversationList, type MessageTemplate, type MessageTemplateList, type Property, type ReservationResult, type ScheduledMessage } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createAutomationModule } from '../../automation';
import { notificationOutbox } from '../../notifications/notifications.tables';
import type { createMessagingModule } from '..';

type Automation = ReturnType<typeof createAutomationModule>;
type Messaging = ReturnType<typeof createMessagingModule>;

describe('scheduled messages: templates, moments, previews, edits, the policy', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let property: Property;
  let automation: Automation;
  let messaging: Messaging;

  const book = async (checkInDate: string, checkOutDate: string, guestEmail: string) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName: 'Noor Haddad', guestEmail });
    expect(created.status, created.text).toBe(201);
    return created.json.reservation.id;
  };
  /** One pass of both every-minute jobs: steps come due, then messages go out. */
  const tick = async () => {
    await automation.runSchedule();
    await messaging.sendDueScheduled();
  };
  const scheduled = async (reservationId: string) => (await host.get<{ items: ScheduledMessage[] }>(`/api/reservations/${reservationId}/scheduled-messages`)).json.items;
  const emailsTo = async (recipient: string) => (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, recipient))).map((row) => row.textBody);

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2027-03-01T12:00:00Z');
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Avery Host'));
    property = (
      await host.post<Property>('/api/properties', {
        name: 'Hudson House',
        timezone: 'America/New_York',
        checkInTime: '16:00',
        checkOutTime: '11:00',
        address: { line1: '5 River Street', city: 'Hudson', region: 'NY', postalCode: '12534', country: 'US' },
      })
    ).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
    messaging = t.modules.find((module) => module.name === 'messaging') as unknown as Messaging;
  }, 60_000);
  afterAll(() => t.close());

  it('lists the templates: five triggers, follow-up and review off by default, the variables', async () => {
    const list = (await host.get<MessageTemplateList>('/api/message-templates')).json;
    expect(list.items.map((item) => [item.trigger, item.enabled])).toEqual([
      ['booking-confirmed', true],
      ['check-in-instructions', true],
      ['checkout-reminder', true],
      ['follow-up', false],
      ['review-request', false],
    ]);
    expect(list.variables.map((variable) => variable.name)).toContain('guest_link');
  });

  it('refuses a template with an unknown variable, naming the closest one, and changes nothing', async () => {
    const refused = await host.request<{ error: { message: string; details: Array<{ path: string; message: string }> } }>('/api/message-templates/check-in-instructions', {
      method: 'PUT',
      body: { enabled: true, body: 'Hi {{guest_frist_name}}!' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('{{guest_frist_name}} is not a variable: did you mean {{guest_first_name}}?');
    expect(refused.json.error.details[0]!.path).toBe('body');
    expect((await host.get<MessageTemplateList>('/api/message-templates')).json.items[1]!.customized).toBe(false);
    expect((await host.request('/api/message-templates/no-such-trigger', { method: 'PUT', body: { enabled: true, body: 'x' } })).status).toBe(404);
  });

  it('sends the booking confirmation at once and the check-in instructions the day before at check-in time', async () => {
    const id = await book('2027-03-14', '2027-03-16', 'noor@example.com');
    // Before anything ran: the preview shows what will go out and when.
    await automation.runSchedule();
    const preview = await scheduled(id);
    const checkIn = preview.find((item) => item.trigger === 'check-in-instructions')!;
    // 16:00 EST on the 13th: the day before at the same local time.
    expect(checkIn).toMatchObject({ dueAt: '2027-03-13T21:00:00.000Z', channels: ['guest-page', 'email'] });
    expect(checkIn.preview).toContain('Check-in is from 4:00 PM on Sunday, March 14');
    expect(checkIn.preview).toContain('5 River Street, Hudson, NY 12534');
    expect(checkIn.preview).toMatch(/\/g\/[A-Za-z0-9_-]{43}/);

    await messaging.sendDueScheduled();
    expect((await emailsTo('noor@example.com')).some((body) => body.startsWith('Hi Noor, thank you for booking Hudson House!'))).toBe(true);
    expect((await scheduled(id)).find((item) => item.trigger === 'booking-confirmed')!.status).toBe('sent');

    t.clock.set('2027-03-13T20:59:00Z');
    await tick();
    expect((await emailsTo('noor@example.com')).some((body) => body.includes('begins tomorrow'))).toBe(false);
    t.clock.set('2027-03-13T21:00:30Z');
    await tick();
    const sent = (await emailsTo('noor@example.com')).filter((body) => body.includes('begins tomorrow'));
    expect(sent).toHaveLength(1);
    expect((await scheduled(id)).find((item) => item.trigger === 'check-in-instructions')!.status).toBe('sent');
    // Running the jobs again sends nothing twice.
    await tick();
    expect((await emailsTo('noor@example.com')).filter((body) => body.includes('begins tomorrow'))).toHaveLength(1);
    // The guest page's conversation shows it.
    const conversation = (await host.get<ConversationList>('/api/conversations')).json.items.find((item) => item.reservationId === id)!;
    const detail = (await host.get<ConversationDetail>(`/api/conversations/${conversation.id}`)).json;
    expect(detail.messages.map((message) => message.trigger)).toEqual(['booking-confirmed', 'check-in-instructions']);
    // Once sent, it can no longer be edited.
    expect((await host.request(`/api/reservations/${id}/scheduled-messages/check-in-instructions`, { method: 'PUT', body: { body: 'late' } })).status).toBe(409);
  });

  it("edits one stay's message and cancels another; cancelled ones never go out", async () => {
    t.clock.set('2027-04-01T12:00:00Z');
    const id = await book('2027-04-10', '2027-04-12', 'sam@example.com');
    await tick();
    const edited = await host.request<ScheduledMessage>(`/api/reservations/${id}/scheduled-messages/check-in-instructions`, {
      method: 'PUT',
      body: { body: 'Hi {{guest_first_name}}, the gate code is on your guest page: {{guest_link}}' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ edited: true, status: 'scheduled' });
    expect(edited.json.preview).toMatch(/^Hi Noor, the gate code is on your guest page: http/);
    const cancelled = await host.request<ScheduledMessage>(`/api/reservations/${id}/scheduled-messages/checkout-reminder`, { method: 'PUT', body: { body: null, cancelled: true } });
    expect(cancelled.json.status).toBe('cancelled');
    t.clock.set('2027-04-09T20:00:30Z');
    await tick();
    expect((await emailsTo('sam@example.com')).filter((body) => body.startsWith('Hi Noor, the gate code'))).toHaveLength(1);
    t.clock.set('2027-04-11T22:00:30Z');
    await tick();
    expect((await emailsTo('sam@example.com')).some((body) => body.includes('checkout is tomorrow'))).toBe(false);
    expect((await scheduled(id)).find((item) => item.trigger === 'checkout-reminder')!.status).toBe('cancelled');
  });

  it('a template naming the door code waits for a code the lock confirmed (none yet)', async () => {
    const saved = await host.request<MessageTemplate>('/api/message-templates/checkout-reminder', { method: 'PUT', body: { enabled: true, body: 'Your code {{door_code}} works until {{check_out_time}}.' } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2027-05-01T12:00:00Z');
    const id = await book('2027-05-05', '2027-05-07', 'kai@example.com');
    await tick();
    expect((await scheduled(id)).find((item) => item.trigger === 'checkout-reminder')!.problem).toBe('Waits for the door code: it goes out once the lock confirms one.');
    t.clock.set('2027-05-06T22:00:30Z');
    await tick();
    const reminder = (await scheduled(id)).find((item) => item.trigger === 'checkout-reminder')!;
    expect(reminder.status).toBe('waiting-for-door-code');
    expect((await emailsTo('kai@example.com')).some((body) => body.startsWith('Your code'))).toBe(false);
  });

  it('a message with an empty value is not sent, and the owner is told by email', async () => {
    const saved = await host.request('/api/message-templates/follow-up', { method: 'PUT', body: { enabled: true, body: 'The wifi password, for next time: {{wifi_password}}' } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2027-05-20T12:00:00Z');
    const id = await book('2027-05-22', '2027-05-24', 'ana@example.com');
    await tick();
    expect((await scheduled(id)).find((item) => item.trigger === 'follow-up')!.problem).toBe('{{wifi_password}} is empty: it will not be sent until filled in.');
    // Checkout 11:00 EDT + 3 hours.
    t.clock.set('2027-05-24T18:00:30Z');
    await tick();
    const followUp = (await scheduled(id)).find((item) => item.trigger === 'follow-up')!;
    expect(followUp.status).toBe('failed');
    expect((await emailsTo('ana@example.com')).some((body) => body.startsWith('The wifi password'))).toBe(false);
    const told = await latestMessage(t, hostEmail, 'messaging.scheduled-failed');
    expect(told?.subject).toBe("Not sent: Follow-up after checkout to Noor");
    expect(told?.textBody).toContain('{{wifi_password}} is empty');
  });

  it('in Beginner mode a scheduled message waits for approval, and goes out once approved', async () => {
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: { ...DEFAULT_AUTONOMY_SETTINGS, mode: 'beginner' } } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2027-06-01T12:00:00Z');
    const id = await book('2027-06-20', '2027-06-22', 'lee@example.com');
    await tick();
    const waiting = (await scheduled(id)).find((item) => item.trigger === 'booking-confirmed')!;
    expect(waiting.status).toBe('waiting-for-approval');
    expect(await emailsTo('lee@example.com')).toHaveLength(0);
    const approvals = (await host.get<{ items: Array<{ id: string; kind: string; version: number; reservationId: string | null }> }>('/api/approvals')).json.items;
    const approval = approvals.find((item) => item.reservationId === id && item.kind === 'guest.scheduled-message')!;
    const approved = await host.post(`/api/approvals/${approval.id}/approve`, { version: approval.version });
    expect(approved.status, approved.text).toBe(200);
    expect((await emailsTo('lee@example.com')).filter((body) => body.includes('thank you for booking'))).toHaveLength(1);
    expect((await scheduled(id)).find((item) => item.trigger === 'booking-confirmed')!.status).toBe('sent');
  });
});
