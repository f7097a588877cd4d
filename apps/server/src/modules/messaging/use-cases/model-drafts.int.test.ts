import type { ConversationDetail, ConversationList, GuestLink, GuestMessages, Property, ReservationResult } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../../test/support/openai-stand-in';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

/** The whole application with AI_PROVIDER=openai-compatible against a loopback stand-in of the model's API. */
describe('guest replies worded by an OpenAI-compatible model, decided locally', () => {
  let t: TestApp;
  let model: OpenAiStandIn;
  let host: TestClient;
  let guest: TestClient;
  let token: string;

  beforeAll(async () => {
    model = await startOpenAiStandIn({ apiKey: 'sk-test-key' });
    t = await startTestApp({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' } });
    t.clock.set('2027-03-11T12:00:00Z');
    host = (await signedInHost(t, 'Avery Host')).client;
    guest = new TestClient(t.url);
    const property = (
      await host.post<Property>('/api/properties', { name: 'Ocean View Cottage', timezone: 'America/New_York', knowledgeBase: { wifiName: 'OceanView', wifiPassword: 'SeaBreeze!2027', faq: [] } })
    ).json;
    const stay = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2027-03-12', checkOutDate: '2027-03-15', guestName: 'Maria Lopez' });
    token = (await host.get<GuestLink>(`/api/reservations/${stay.json.reservation.id}/guest-link`)).json.url.split('/g/')[1]!;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("sends the model's wording when it only states what its tools returned", async () => {
    model.script(
      { kind: 'tool-calls', calls: [{ name: 'lookupKnowledgeBase', args: { topic: 'wifiPassword' } }] },
      { kind: 'reply', text: 'Hi Maria! The wifi password is SeaBreeze!2027. Enjoy the ocean view.' },
    );
    const sent = await guest.post<GuestMessages>(`/api/guest/${token}/messages`, { body: "what's the wifi password?" });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.messages.at(-1)!.body).toBe('Hi Maria! The wifi password is SeaBreeze!2027. Enjoy the ocean view.');
    // The key went as a bearer token; the guest's words went as data, not as instructions.
    expect(model.requests[0]!.headers.authorization).toBe('Bearer sk-test-key');
    expect(model.requests[0]!.rawBody).toContain('<guest_message>');
  });

  it('falls back to the local reply when the model invents a number', async () => {
    model.reset();
    model.script({ kind: 'reply', text: 'The wifi password is 99887766.' });
    const sent = await guest.post<GuestMessages>(`/api/guest/${token}/messages`, { body: 'wifi password again please?' });
    const reply = sent.json.messages.at(-1)!.body;
    expect(reply).toContain('SeaBreeze!2027');
    expect(reply).not.toContain('99887766');
  });

  it('never lets the model decide who answers: a request for a person still waits for the host', async () => {
    model.reset();
    model.script({ kind: 'reply', text: 'Of course, I will call you right away.' });
    const sent = await guest.post<GuestMessages>(`/api/guest/${token}/messages`, { body: 'I want to speak to a real person now' });
    expect(sent.json.messages.map((message) => message.author)).toEqual(['guest', 'ai']); // the holding reply
    const conversation = (await host.get<ConversationList>('/api/conversations?filter=needs-human')).json.items[0]!;
    const detail = (await host.get<ConversationDetail>(`/api/conversations/${conversation.id}`)).json;
    expect(detail.messages.findLast((message) => message.author === 'ai' && message.status !== 'sent')).toMatchObject({ status: 'suggestion' });
  });
});
