import type { ActivityPage, ApprovalList, ConversationDetail, GuestLink, GuestMessages, Property, ReservationResult } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createAutomationModule } from '../../automation';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { messages } from '../messaging.tables';

type Automation = ReturnType<typeof createAutomationModule>;

/** Nothing in the knowledge base answers it: the co-host's draft waits for the host (an approval). */
const UNANSWERABLE = 'Hi, can we bring a second car and a trailer? And could you store our luggage for a week after checkout?';
/** A request for a person: escalated, the owner alerted at once and reminded 15 minutes later. */
const WANTS_A_PERSON = 'I want to talk to a real person please, not a bot.';

describe('a host who answers a guest by hand resolves the co-host\'s waiting suggestion (issue 25)', () => {
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
  };
  const conversation = async (id: string) => (await host.get<ConversationDetail>(`/api/conversations/${id}`)).json;
  const pending = async () => (await host.get<ApprovalList>('/api/approvals')).json.items;
  const decided = async () => (await host.get<ApprovalList>('/api/approvals?status=decided')).json.items;
  const reminders = (template: string) =>
    t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, hostEmail), eq(notificationOutbox.template, template)));

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2027-03-12T18:00:00Z');
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Sam Rivera'));
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

  it('an escalated draft: the host answers by email, the draft is kept as superseded, its approval leaves the inbox and no "Still waiting for you" follows', async () => {
    const { token, conversationId } = await stay('Lena Park');
    await write(token, WANTS_A_PERSON);
    await t.deliverEvents();
    const draft = (await conversation(conversationId)).messages.find((message) => message.status === 'suggestion')!;
    expect(draft.approvalId).not.toBeNull();
    const waiting = (await pending()).find((item) => item.id === draft.approvalId)!;
    expect(waiting.urgency).toBe('escalate');

    const answered = await host.post(`/api/conversations/${conversationId}/messages`, { body: 'Hi Lena, Sam here — what can I do for you?', channel: 'email' });
    expect(answered.status, answered.text).toBe(201);

    expect((await pending()).map((item) => item.id)).not.toContain(draft.approvalId);
    const resolved = (await decided()).find((item) => item.id === draft.approvalId)!;
    expect(resolved).toMatchObject({ status: 'expired', result: 'Sam Rivera answered the guest by hand: this suggested reply was not sent.' });
    // Kept in the history, crossed out, with why; nothing left to send.
    const after = (await conversation(conversationId)).messages;
    expect(after.find((message) => message.id === draft.id)).toMatchObject({ status: 'discarded', body: draft.body, reason: "Superseded by Sam Rivera's reply." });
    expect(after.filter((message) => message.status === 'suggestion')).toEqual([]);
    // Sending the old draft now is refused.
    const late = await host.post(`/api/conversations/${conversationId}/suggestions/${draft.id}/send`, { version: waiting.version });
    expect(late.status).toBe(409);

    t.clock.advance(20 * 60_000);
    expect((await automation.sweepApprovals()).reminded).toBe(0);
    expect(await reminders('automation.escalation-reminder')).toEqual([]);
    const log = (await host.get<ActivityPage>('/api/activity?limit=50')).json.items.filter((entry) => entry.approvalId === draft.approvalId);
    expect(log.map((entry) => entry.result)).toContain('expired');
  });

  it('a draft waiting for approval: the host answers on the guest page; a day later the approvals digest does not name it', async () => {
    const { token, conversationId } = await stay('Omar Haddad');
    await write(token, UNANSWERABLE);
    const draft = (await conversation(conversationId)).messages.find((message) => message.status === 'suggestion')!;
    expect((await pending()).find((item) => item.id === draft.approvalId)?.urgency).toBe('approval');

    const answered = await host.post(`/api/conversations/${conversationId}/messages`, { body: 'Hi Omar, yes to the second car; let me check about the luggage.' });
    expect(answered.status, answered.text).toBe(201);
    expect((await pending()).map((item) => item.id)).not.toContain(draft.approvalId);

    t.clock.advance(25 * 60 * 60_000);
    expect((await automation.sweepApprovals()).reminded).toBe(0);
    expect(await reminders('automation.approval-reminder')).toEqual([]);
  });

  it('a waiting approval whose draft is no longer a suggestion is expired by the sweep, never reminded', async () => {
    const { token, conversationId } = await stay('Ines Costa');
    await write(token, UNANSWERABLE);
    const draft = (await conversation(conversationId)).messages.find((message) => message.status === 'suggestion')!;
    // As if the process stopped between the two writes: the draft is gone, its approval still waits.
    await t.database.db.update(messages).set({ status: 'discarded' }).where(eq(messages.id, draft.id));
    expect((await pending()).map((item) => item.id)).toContain(draft.approvalId);

    t.clock.advance(25 * 60 * 60_000);
    expect((await automation.sweepApprovals()).reminded).toBe(0);
    expect(await reminders('automation.approval-reminder')).toEqual([]);
    expect((await decided()).find((item) => item.id === draft.approvalId)?.status).toBe('expired');
  });

  it('another conversation\'s draft is left waiting', async () => {
    const first = await stay('Ada Moss');
    const second = await stay('Ben Moss');
    await write(first.token, UNANSWERABLE);
    await write(second.token, UNANSWERABLE);
    const answered = await host.post(`/api/conversations/${first.conversationId}/messages`, { body: 'Hi Ada, on it.' });
    expect(answered.status, answered.text).toBe(201);
    expect((await conversation(second.conversationId)).messages.filter((message) => message.status === 'suggestion')).toHaveLength(1);
    expect((await conversation(first.conversationId)).messages.filter((message) => message.status === 'suggestion')).toHaveLength(0);
  });
});
