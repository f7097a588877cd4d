import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Me, type Property, type SupplyOverview } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertVendor } from '../supplies.repo';
import { supplyItems } from '../supplies.tables';

describe('supply vendors behind one interface: an Amazon cart link, a supplier by email; a denial from /approvals', () => {
  let t: TestApp;
  let host: TestClient;
  let me: Me;
  let property: Property;

  const overview = async () => (await host.get<SupplyOverview>('/api/supplies')).json;
  const itemOf = async (key: string) => (await overview()).properties.find((entry) => entry.id === property.id)!.items.find((item) => item.key === key)!;

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-12-01T12:00:00Z');
    host = (await signedInHost(t)).client;
    me = (await host.get<Me>('/api/accounts/me')).json;
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    property = (await host.post<Property>('/api/properties', { name: 'Maple House', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    await overview();
  });
  afterAll(() => t.close());

  it('Amazon: the order waits for checkout with a prefilled cart; marked placed, then delivered, it adds to stock', async () => {
    const amazon = await insertVendor(t.database.db, { workspaceId: me.workspace.id, kind: 'amazon', name: 'Amazon', createdAt: t.clock.now() });
    const paper = await itemOf('toilet-paper');
    await t.database.db.update(supplyItems).set({ vendorId: amazon.id, vendorProduct: 'B07C63KXVF' }).where(eq(supplyItems.id, paper.id));
    expect((await host.post(`/api/supplies/items/${paper.id}/stock`, { quantity: 2, kind: 'count' })).status).toBe(204);
    const order = (await overview()).orders.find((entry) => entry.vendor.kind === 'amazon')!;
    expect(order).toMatchObject({ status: 'checkout', cartUrl: 'https://www.amazon.com/gp/aws/cart/add.html?ASIN.1=B07C63KXVF&Quantity.1=22' });
    expect((await host.post(`/api/supplies/orders/${order.id}/delivered`, {})).status).toBe(204);
    expect((await host.post(`/api/supplies/orders/${order.id}/placed`, {})).status).toBe(409);
    expect((await itemOf('toilet-paper')).stock).toBe(24);
  });

  it('email: a purchase order with its CSV goes through the outbox; the host marks it delivered', async () => {
    const supplier = await insertVendor(t.database.db, { workspaceId: me.workspace.id, kind: 'email', name: 'Corner Supply Co', email: 'orders@corner-supply.test', createdAt: t.clock.now() });
    const soap = await itemOf('dish-soap');
    await t.database.db.update(supplyItems).set({ vendorId: supplier.id, vendorProduct: 'CS-DS-1' }).where(eq(supplyItems.id, soap.id));
    expect((await host.post(`/api/supplies/items/${soap.id}/stock`, { quantity: 0, kind: 'count' })).status).toBe(204);
    const order = (await overview()).orders.find((entry) => entry.vendor.kind === 'email')!;
    expect(order.status).toBe('processing');
    const email = await latestMessage(t, 'orders@corner-supply.test', 'supplies.purchase-order');
    expect(email!.subject).toBe(`Purchase order ${order.number}: Maple House`);
    expect(email!.textBody).toContain('product,name,unit,quantity,unit_price,line_total\nCS-DS-1,Dish soap,bottles,4,3.50,14.00');
    expect((await host.post(`/api/supplies/orders/${order.id}/delivered`, {})).status).toBe(204);
    expect((await itemOf('dish-soap')).stock).toBe(4);
  });

  it('a waiting order denied in /approvals is denied on /supplies too', async () => {
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'beginner') } });
    const pods = await itemOf('coffee-pods');
    expect((await host.post(`/api/supplies/items/${pods.id}/stock`, { quantity: 1, kind: 'count' })).status).toBe(204);
    const order = (await overview()).orders.find((entry) => entry.status === 'waiting')!;
    const approval = (await host.get<{ items: Array<{ id: string; version: number }> }>('/api/approvals')).json.items.find((entry) => entry.id === order.approvalId)!;
    expect(approval).toBeTruthy();
    const denied = await host.post(`/api/approvals/${approval.id}/deny`, { version: approval.version, reason: 'Guests bring their own' });
    expect(denied.status, denied.text).toBe(200);
    expect((await overview()).orders.find((entry) => entry.id === order.id)).toMatchObject({ status: 'denied', reason: 'Denied in Approvals.' });
  });
});
