import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Me, type Property, type SupplyOverview, type SupplyVendor, type SupplyVendorList } from '@cohost/shared';
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

  describe('vendors the host sets up on /supplies', () => {
    const vendors = async () => (await host.get<SupplyVendorList>('/api/supplies/vendors')).json.items;

    it('lists the built-in simulated vendor; adds Amazon and a supplier by email; bad input names the field', async () => {
      expect((await vendors())[0]).toMatchObject({ kind: 'simulated' });
      const amazon = await host.post<SupplyVendor>('/api/supplies/vendors', { kind: 'amazon', name: 'Amazon Business' });
      expect(amazon.status, amazon.text).toBe(201);
      expect(amazon.json).toMatchObject({ kind: 'amazon', name: 'Amazon Business', email: null, itemCount: 0, openOrderCount: 0 });
      const missing = await host.post<{ error: { details: Array<{ path: string }> } }>('/api/supplies/vendors', { kind: 'email', name: 'No Address Ltd' });
      expect(missing.status).toBe(400);
      expect(missing.text).toContain('email');
      const bad = await host.post('/api/supplies/vendors', { kind: 'email', name: 'Bad Address Ltd', email: 'not an address' });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('email');
      expect((await host.post('/api/supplies/vendors', { kind: 'simulated', name: 'Mine' })).status).toBe(400);
      const noName = await host.post('/api/supplies/vendors', { kind: 'amazon', name: '  ' });
      expect(noName.status).toBe(400);
      expect(noName.text).toContain('name');
      expect((await vendors()).map((vendor) => vendor.name)).toContain('Amazon Business');
    });

    it("renames a vendor and changes a supplier's address; the simulated one stays as it is", async () => {
      const added = (await host.post<SupplyVendor>('/api/supplies/vendors', { kind: 'email', name: 'Harbour Goods', email: 'old@harbour.test' })).json;
      const saved = await host.request<SupplyVendor>(`/api/supplies/vendors/${added.id}`, { method: 'PUT', body: { name: 'Harbour Goods Co', email: 'orders@harbour.test' } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json).toMatchObject({ name: 'Harbour Goods Co', email: 'orders@harbour.test' });
      const noAddress = await host.request(`/api/supplies/vendors/${added.id}`, { method: 'PUT', body: { name: 'Harbour Goods Co' } });
      expect(noAddress.status).toBe(400);
      expect(noAddress.text).toContain('email');
      const simulated = (await vendors()).find((vendor) => vendor.kind === 'simulated')!;
      expect((await host.request(`/api/supplies/vendors/${simulated.id}`, { method: 'PUT', body: { name: 'Mine' } })).status).toBe(409);
      expect((await host.request(`/api/supplies/vendors/${simulated.id}`, { method: 'DELETE' })).status).toBe(409);
    });

    it("an item's edit chooses its vendor and product (an ASIN for Amazon); the next reorder sends the supplier a purchase order", async () => {
      await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
      const supplier = (await host.post<SupplyVendor>('/api/supplies/vendors', { kind: 'email', name: 'Laundry Direct', email: 'po@laundry-direct.test' })).json;
      const amazon = (await vendors()).find((vendor) => vendor.name === 'Amazon Business')!;
      const towels = await itemOf('paper-towels');
      const levels = { par: towels.par, minimum: towels.minimum, autoOrder: true, unitPriceCents: towels.unitPriceCents };
      const badAsin = await host.request(`/api/supplies/items/${towels.id}`, { method: 'PUT', body: { ...levels, vendorId: amazon.id, vendorProduct: 'not-an-asin' } });
      expect(badAsin.status).toBe(400);
      expect(badAsin.text).toContain('vendorProduct');
      const unknown = await host.request(`/api/supplies/items/${towels.id}`, { method: 'PUT', body: { ...levels, vendorId: '7d1f5b52-5d8e-4c1a-9a47-3f1e2b6c9d10' } });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain('vendorId');
      // Amazon without a product: the starter list's ASIN.
      expect((await host.request(`/api/supplies/items/${towels.id}`, { method: 'PUT', body: { ...levels, vendorId: amazon.id } })).status).toBe(204);
      expect(await itemOf('paper-towels')).toMatchObject({ vendor: { id: amazon.id, kind: 'amazon' }, vendorProduct: 'B07MK2X9KD' });
      const moved = await host.request(`/api/supplies/items/${towels.id}`, { method: 'PUT', body: { ...levels, vendorId: supplier.id, vendorProduct: 'LD-PT-12' } });
      expect(moved.status, moved.text).toBe(204);
      expect(await itemOf('paper-towels')).toMatchObject({ vendor: { id: supplier.id, kind: 'email', name: 'Laundry Direct' }, vendorProduct: 'LD-PT-12' });
      expect((await vendors()).find((vendor) => vendor.id === supplier.id)).toMatchObject({ itemCount: 1, openOrderCount: 0 });

      expect((await host.post(`/api/supplies/items/${towels.id}/stock`, { quantity: 0, kind: 'count' })).status).toBe(204);
      const order = (await overview()).orders.find((entry) => entry.vendor.id === supplier.id)!;
      expect(order).toMatchObject({ status: 'processing', lines: [expect.objectContaining({ itemId: towels.id, quantity: towels.par })] });
      const email = await latestMessage(t, 'po@laundry-direct.test', 'supplies.purchase-order');
      expect(email!.subject).toBe(`Purchase order ${order.number}: Maple House`);
      expect(email!.textBody).toContain(`LD-PT-12,Paper towels,rolls,${towels.par}`);

      // An open order keeps its vendor; delivered, the vendor can go and its items return to the simulated one.
      const inUse = await host.request(`/api/supplies/vendors/${supplier.id}`, { method: 'DELETE' });
      expect(inUse.status).toBe(409);
      expect(inUse.text).toContain('still open');
      expect((await host.post(`/api/supplies/orders/${order.id}/delivered`, {})).status).toBe(204);
      expect((await host.request(`/api/supplies/vendors/${supplier.id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await vendors()).some((vendor) => vendor.id === supplier.id)).toBe(false);
      expect((await overview()).orders.find((entry) => entry.id === order.id)!.vendor).toMatchObject({ name: 'Laundry Direct', kind: 'email' });
      expect(await itemOf('paper-towels')).toMatchObject({ vendor: { kind: 'simulated' }, vendorProduct: 'SIM-PT-01' });
      expect((await host.request(`/api/supplies/vendors/${supplier.id}`, { method: 'DELETE' })).status).toBe(404);
    });
  });
});
