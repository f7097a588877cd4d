import { createHmac } from 'node:crypto';
import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type ActivityPage, type Property, type SupplyOverview, type SupplyVendor } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const SIGNING_KEY = 'inbound-signing-key-0123456789';
const DOMAIN = 'reply.cohost.test';

describe("a supplier's reply threads back to its purchase order (messaging's signed inbound webhook hands it to supplies)", () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;
  let replyTo: string;
  let orderId: string;

  const overview = async () => (await host.get<SupplyOverview>('/api/supplies')).json;
  const post = (fields: Record<string, string>, options: { tokenValue?: string; signature?: string } = {}) => {
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const tokenValue = options.tokenValue ?? `tok-${Math.random()}`;
    const body = new URLSearchParams({
      sender: 'orders@corner-supply.test',
      from: 'Corner Supply <orders@corner-supply.test>',
      subject: 'Re: Purchase order',
      timestamp,
      token: tokenValue,
      signature: options.signature ?? createHmac('sha256', SIGNING_KEY).update(timestamp + tokenValue).digest('hex'),
      ...fields,
    });
    return fetch(`${t.url}/api/webhooks/email/inbound`, { method: 'POST', body, headers: { origin: 'https://mail.example.net' } });
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { INBOUND_EMAIL_SIGNING_KEY: SIGNING_KEY, INBOUND_EMAIL_DOMAIN: DOMAIN } });
    t.clock.set('2026-12-01T12:00:00Z');
    host = (await signedInHost(t)).client;
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    property = (await host.post<Property>('/api/properties', { name: 'Maple House', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    const soap = (await overview()).properties.find((entry) => entry.id === property.id)!.items.find((item) => item.key === 'dish-soap')!;
    const supplier = (await host.post<SupplyVendor>('/api/supplies/vendors', { kind: 'email', name: 'Corner Supply Co', email: 'orders@corner-supply.test' })).json;
    const moved = await host.request(`/api/supplies/items/${soap.id}`, { method: 'PUT', body: { par: soap.par, minimum: soap.minimum, autoOrder: true, unitPriceCents: soap.unitPriceCents, vendorId: supplier.id, vendorProduct: 'CS-DS-1' } });
    expect(moved.status, moved.text).toBe(204);
    expect((await host.post(`/api/supplies/items/${soap.id}/stock`, { quantity: 0, kind: 'count' })).status).toBe(204);
    orderId = (await overview()).orders.find((entry) => entry.vendor.id === supplier.id)!.id;
    const email = await latestMessage(t, 'orders@corner-supply.test', 'supplies.purchase-order');
    replyTo = email!.replyTo!;
  });
  afterAll(() => t.close());

  it("the purchase order's Reply-To is the order's own address on the inbound domain", () => {
    expect(replyTo).toMatch(new RegExp(`^o-[0-9a-f]{20}@${DOMAIN.replace(/\./g, '\\.')}$`));
  });

  it('a bad signature is refused, and nothing is kept', async () => {
    const refused = await post({ recipient: replyTo, 'body-plain': 'Forged', 'Message-Id': '<forged@example.net>' }, { signature: 'f'.repeat(64) });
    expect(refused.status).toBe(401);
    expect((await overview()).orders.find((entry) => entry.id === orderId)!.supplierReply).toBeNull();
  });

  it('an unknown order token is accepted and dropped', async () => {
    const unknown = await post({ recipient: `o-${'0'.repeat(20)}@${DOMAIN}`, 'body-plain': 'Who is this?', 'Message-Id': '<unknown@example.net>' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: 'ignored' });
  });

  it('a signed reply to that address is kept on the order (sender, text, when), shown on /supplies, and logged; a redelivery is a duplicate', async () => {
    const fields = { recipient: replyTo, 'body-plain': 'Confirmed, delivering Thursday morning.\n\nOn Tue, Cohost wrote:\n> Please supply', 'Message-Id': '<po-reply-1@corner-supply.test>' };
    const accepted = await post(fields);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ status: 'accepted' });
    expect((await overview()).orders.find((entry) => entry.id === orderId)!.supplierReply).toEqual({
      from: 'orders@corner-supply.test',
      text: 'Confirmed, delivering Thursday morning.',
      receivedAt: '2026-12-01T12:00:00.000Z',
    });
    expect(await (await post(fields)).json()).toEqual({ status: 'duplicate' });
    const activity = (await host.get<ActivityPage>('/api/activity')).json.items;
    expect(activity.find((entry) => entry.kind === 'supplies.supplier-replied')).toMatchObject({ summary: expect.stringContaining('Confirmed, delivering Thursday morning.'), kindLabel: 'Supplier reply' });
  });
});
