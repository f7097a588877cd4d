import { DEFAULT_PREFERENCES, type ActivityPage, type Approval, type ApprovalList, type ConversationDetail, type GuestLink, type GuestMessages, type Property, type ReservationResult } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { users } from '../../accounts/accounts.tables';
import type { createAutomationModule } from '../../automation';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { GUIDANCE_REASON, HOLDING_REPLY_REASON } from '../domain/holding-reply';

type Automation = ReturnType<typeof createAutomationModule>;

/** A question nobody wrote an answer for: a second car, a trailer, a week of luggage storage. */
const UNANSWERABLE_ES = 'Hola, ¿podemos traer un segundo coche y un remolque? ¿Y podrías guardarnos el equipaje durante una semana después de la salida?';
const HOLDING_ES = 'Se lo he pasado a Sam, que le responderá aquí en breve.';
const SMOKE_ALARM = 'the smoke alarm keeps chirping';
const HOST_PHONE = '+15550004242';

describe('the holding reply and possible-danger paging (issue 17)', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let guest: TestClient;
  let property: Property;
  let automation: Automation;

  const stay = async (guestName: string) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, {
      checkInDate: '2027-03-12',
      checkOutDate: '2027-03-15',
      guestName,
      guestEmail: `${guestName.split(' ')[0]!.toLowerCase()}@example.com`,
    });
    expect(created.status, created.text).toBe(201);
    const reservationId = created.json.reservation.id;
    const token = (await host.get<GuestLink>(`/api/reservations/${reservationId}/guest-link`)).json.url.split('/g/')[1]!;
    const conversationId = (await host.post<{ id: string }>(`/api/reservations/${reservationId}/conversation`, {})).json.id;
    return { token, conversationId };
  };
  const write = async (token: string, body: string) => {
    const posted = await guest.post<GuestMessages>(`/api/guest/${token}/messages`, { body });
    expect(posted.status, posted.text).toBe(200);
    return posted.json.messages.filter((message) => message.author === 'ai').map((message) => message.body);
  };
  const conversation = async (id: string) => (await host.get<ConversationDetail>(`/api/conversations/${id}`)).json;
  const sent = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.template, template)));
  const escalatedFor = async (title: RegExp) => (await host.get<ApprovalList>('/api/approvals')).json.items.find((item) => title.test(item.title));

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2027-03-12T18:00:00Z');
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Sam Rivera'));
    // The owner has a phone, and urgent text alerts OFF: a page still reaches the phone.
    await t.database.db.update(users).set({ phoneNumber: HOST_PHONE, phoneNumberVerified: true }).where(eq(users.email, hostEmail));
    const preferences = await host.request('/api/accounts/me/preferences', { method: 'PUT', body: { ...DEFAULT_PREFERENCES, push: { ...DEFAULT_PREFERENCES.push, urgentAlerts: false } } });
    expect(preferences.status, preferences.text).toBe(200);
    guest = new TestClient(t.url);
    property = (
      await host.post<Property>('/api/properties', {
        name: 'Harbor Loft',
        timezone: 'UTC',
        address: { line1: '3 Quay Street', city: 'Mystic', region: 'CT', postalCode: '06355', country: 'US' },
        knowledgeBase: { wifiName: 'HarborLoft', wifiPassword: 'gull-7781', parking: 'One space behind the building.', faq: [] },
      })
    ).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
  }, 60_000);
  afterAll(() => t.close());

  it('a question the co-host cannot answer alone: the guest reads the holding reply in Spanish at once; the draft waits for the host', async () => {
    const { token, conversationId } = await stay('Lucia Gomez');
    expect(await write(token, UNANSWERABLE_ES)).toEqual([HOLDING_ES]);

    const { messages } = await conversation(conversationId);
    const holding = messages.find((message) => message.body === HOLDING_ES)!;
    expect(holding).toMatchObject({ author: 'ai', status: 'sent', reason: HOLDING_REPLY_REASON, approvalId: null });
    const draft = messages.find((message) => message.status === 'suggestion')!;
    expect(draft.approvalId).not.toBeNull();
    expect(draft.body).not.toBe(HOLDING_ES);
    // The guest's page shows the holding reply, never the draft.
    const page = (await guest.get<{ messages: Array<{ body: string }> }>(`/api/guest/${token}`)).json;
    expect(page.messages.map((message) => message.body)).toContain(HOLDING_ES);
    expect(page.messages.map((message) => message.body)).not.toContain(draft.body);
  });

  it('sends no second holding reply while the first is unanswered by a person; once the host answers, the next question gets one', async () => {
    const { token, conversationId } = await stay('Pablo Ruiz');
    expect(await write(token, UNANSWERABLE_ES)).toEqual([HOLDING_ES]);
    // Asked again before anyone answered: no second holding reply.
    expect(await write(token, UNANSWERABLE_ES)).toEqual([]);

    const answered = await host.post(`/api/conversations/${conversationId}/messages`, { body: 'Hola Pablo, te respondo ahora mismo.' });
    expect(answered.status, answered.text).toBe(201);
    expect(await write(token, UNANSWERABLE_ES)).toEqual([HOLDING_ES]);
    const holdings = (await conversation(conversationId)).messages.filter((message) => message.reason === HOLDING_REPLY_REASON);
    expect(holdings).toHaveLength(2);
  });

  it('sends no holding reply where the co-host is paused: the draft simply waits', async () => {
    const { token, conversationId } = await stay('Nora Vidal');
    expect((await host.request(`/api/conversations/${conversationId}/ai`, { method: 'PUT', body: { paused: true } })).status).toBe(200);
    expect(await write(token, UNANSWERABLE_ES)).toEqual([]);
    const { messages } = await conversation(conversationId);
    expect(messages.filter((message) => message.author === 'ai').map((message) => message.status)).toEqual(['suggestion']);
  });

  it('a safety message: the emergency reply and no holding reply; the owner is paged by text and email every 15 minutes until acknowledged', async () => {
    const { token } = await stay('Erik Lund');
    const replies = await write(token, 'There is a fire in the kitchen and smoke everywhere!');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/911/);
    const approval = (await escalatedFor(/^Reply to Erik/))!;
    expect(approval).toMatchObject({ urgency: 'escalate', page: true, acknowledgedAt: null });

    await t.deliverEvents();
    // A page: the text message goes out although urgent text alerts are off.
    expect(await sent(HOST_PHONE, 'automation.page')).toHaveLength(1);
    expect((await sent(hostEmail, 'automation.page'))[0]?.subject).toBe(`Needs you now: ${approval.title}`);

    t.clock.advance(10 * 60_000);
    expect((await automation.sweepApprovals()).paged).toBe(0);
    t.clock.advance(6 * 60_000);
    expect((await automation.sweepApprovals()).paged).toBe(1);
    expect((await automation.sweepApprovals()).paged).toBe(0);
    t.clock.advance(16 * 60_000);
    expect((await automation.sweepApprovals()).paged).toBe(1);
    const repeats = await sent(HOST_PHONE, 'automation.page-repeat');
    expect(repeats.map((row) => row.idempotencyKey).sort()).toEqual([`approval:${approval.id}:page:1:sms`, `approval:${approval.id}:page:2:sms`]);
    expect(await sent(hostEmail, 'automation.page-repeat')).toHaveLength(2);

    const acknowledged = await host.post<Approval>(`/api/approvals/${approval.id}/acknowledge`, {});
    expect(acknowledged.status, acknowledged.text).toBe(200);
    expect(acknowledged.json).toMatchObject({ status: 'pending', acknowledgedBy: 'Sam Rivera', version: approval.version });
    expect(acknowledged.json.acknowledgedAt).not.toBeNull();
    // Twice is the first acknowledgement.
    expect((await host.post<Approval>(`/api/approvals/${approval.id}/acknowledge`, {})).json.acknowledgedAt).toBe(acknowledged.json.acknowledgedAt);

    t.clock.advance(60 * 60_000);
    expect((await automation.sweepApprovals()).paged).toBe(0);
    expect(await sent(HOST_PHONE, 'automation.page-repeat')).toHaveLength(2);

    const log = (await host.get<ActivityPage>('/api/activity?limit=50')).json.items.filter((entry) => entry.summary.endsWith(approval.title));
    expect(log.map((entry) => entry.summary)).toEqual(expect.arrayContaining([`Paged again: ${approval.title}`, `Acknowledged: ${approval.title}`]));
    expect(log.filter((entry) => entry.summary.startsWith('Paged again'))).toHaveLength(2);

    // The action still waits for a decision, with the same version: the host can still send or discard it.
    const denied = await host.post(`/api/approvals/${approval.id}/deny`, { version: approval.version, reason: 'Handled by phone.' });
    expect(denied.status, denied.text).toBe(200);
  });

  it('deciding a page stops it as well', async () => {
    const { token } = await stay('Ines Costa');
    await write(token, 'Someone fell down the stairs and is bleeding badly');
    const approval = (await escalatedFor(/^Reply to Ines/))!;
    expect(approval.page).toBe(true);
    await t.deliverEvents();
    const denied = await host.post(`/api/approvals/${approval.id}/deny`, { version: approval.version, reason: 'I called her.' });
    expect(denied.status, denied.text).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await automation.sweepApprovals()).paged).toBe(0);
  });

  it('acknowledging: only escalations, only pending ones, only hosts, only this workspace', async () => {
    const { token } = await stay('Omar Haddad');
    await write(token, UNANSWERABLE_ES);
    const waiting = (await host.get<ApprovalList>('/api/approvals')).json.items.find((item) => item.title.startsWith('Reply to Omar'))!;
    expect(waiting.urgency).toBe('approval');
    const notEscalated = await host.post(`/api/approvals/${waiting.id}/acknowledge`, {});
    expect(notEscalated.status).toBe(409);
    expect(notEscalated.text).toContain('automation.not-escalated');
    expect((await host.post('/api/approvals/00000000-0000-4000-8000-000000000000/acknowledge', {})).status).toBe(404);
    expect((await host.post('/api/approvals/not-an-id/acknowledge', {})).status).toBe(404);
    expect((await new TestClient(t.url).post(`/api/approvals/${waiting.id}/acknowledge`, {})).status).toBe(401);
    const { client: stranger } = await signedInHost(t, 'Other Host');
    expect((await stranger.post(`/api/approvals/${waiting.id}/acknowledge`, {})).status).toBe(404);
    const decided = (await host.get<ApprovalList>('/api/approvals?status=decided')).json.items.find((item) => item.title.startsWith('Reply to Erik'))!;
    expect((await host.post(`/api/approvals/${decided.id}/acknowledge`, {})).status).toBe(409);
  });

  it('a possible danger: safe guidance at once without an emergency number, and the page', async () => {
    const { token } = await stay('Hana Sato');
    const replies = await write(token, SMOKE_ALARM);
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toMatch(/\b(911|112|999)\b/);
    const approval = (await escalatedFor(/^Reply to Hana/))!;
    expect(approval).toMatchObject({ urgency: 'escalate', page: true });
    const { messages } = await conversation((await host.get<{ items: Array<{ id: string; guestName: string }> }>('/api/conversations')).json.items.find((item) => item.guestName === 'Hana Sato')!.id);
    expect(messages.find((message) => message.body === replies[0] && message.status === 'sent')?.reason).toBe(GUIDANCE_REASON);
    await t.deliverEvents();
    // Erik's and Ines's pages went out above; this one is Hana's own.
    expect((await sent(HOST_PHONE, 'automation.page')).filter((row) => row.idempotencyKey.includes(approval.id))).toHaveLength(1);
  });
});
