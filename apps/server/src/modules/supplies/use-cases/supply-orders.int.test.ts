import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Me, type Property, type SupplyOverview } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { cleaningSuppliesCounted } from '../../cleaning/cleaning.events';
import type { createSuppliesModule } from '../index';
import { supplyMonthSpend, supplyMovements, supplyOrders } from '../supplies.tables';
import { insertOrder } from '../supplies.repo';

type Supplies = ReturnType<typeof createSuppliesModule>;

describe('supplies: counts, reordering within hard limits, approvals, deliveries', () => {
  let t: TestApp;
  let host: TestClient;
  let me: Me;
  let property: Property;
  let supplies: Supplies;

  const overview = async () => (await host.get<SupplyOverview>('/api/supplies')).json;
  const itemOf = async (key: string) => (await overview()).properties.find((entry) => entry.id === property.id)!.items.find((item) => item.key === key)!;

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-12-01T12:00:00Z');
    host = (await signedInHost(t)).client;
    me = (await host.get<Me>('/api/accounts/me')).json;
    property = (await host.post<Property>('/api/properties', { name: 'Lakeside Loft', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    supplies = t.modules.find((module) => module.name === 'supplies') as Supplies;
  });
  afterAll(() => t.close());

  it('starts each property from the starter list, stocked to par and good', async () => {
    const item = await itemOf('toilet-paper');
    expect(item).toMatchObject({ name: 'Toilet paper', unit: 'rolls', par: 24, minimum: 4, autoOrder: true, stock: 24, status: 'good', vendor: { kind: 'simulated' } });
  });

  it("a cleaner's count (cleaning.supplies-counted) sets stock and, low with auto-order on, Cohost orders to par, bundling the other low items", async () => {
    // The event as cleaning publishes it, handed to supplies' subscriber as the bus delivers it.
    const subscription = supplies.subscriptions.find((entry) => entry.subscriber === 'supplies.restock-from-count')!;
    const payload = cleaningSuppliesCounted({
      workspaceId: me.workspace.id,
      taskId: 'task-1',
      propertyId: property.id,
      countedBy: me.user.id,
      items: [
        { key: 'toilet-paper', name: 'Toilet paper', quantity: 5 },
        { key: 'coffee-pods', name: 'Coffee pods', quantity: 8 },
      ],
    }).payload;
    await subscription.handle({ payload } as never);
    const after = await overview();
    const mine = after.properties.find((entry) => entry.id === property.id)!;
    expect(mine.items.find((item) => item.key === 'toilet-paper')).toMatchObject({ stock: 5, status: 'low', onOrder: 19 });
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ status: 'processing', placedBy: 'Cohost' });
    expect(after.orders[0]!.lines.map((line) => [line.name, line.quantity]).sort()).toEqual([
      ['Coffee pods', 32],
      ['Toilet paper', 19],
    ]);
    const movements = await t.database.db.select().from(supplyMovements).where(eq(supplyMovements.workspaceId, me.workspace.id));
    expect(movements.map((movement) => [movement.kind, movement.before, movement.after, movement.taskId]).sort()).toEqual([
      ['count', 24, 5, 'task-1'],
      ['count', 40, 8, 'task-1'],
    ]);
    // Nothing is ordered twice while the order is on its way.
    await supplies.reorderProperty(me.workspace.id, property.id);
    expect((await overview()).orders).toHaveLength(1);
  });

  it('the simulated vendor delivers over three days of the clock, and the delivery adds to stock', async () => {
    t.clock.advance(25 * 3_600_000);
    await supplies.advanceOrders();
    expect((await overview()).orders[0]!.status).toBe('in-transit');
    t.clock.advance(2 * 24 * 3_600_000);
    await supplies.advanceOrders();
    const after = await overview();
    expect(after.orders[0]!.status).toBe('delivered');
    const item = after.properties.find((entry) => entry.id === property.id)!.items.find((candidate) => candidate.key === 'toilet-paper')!;
    expect(item.stock).toBe(24);
    expect(item.onOrder).toBe(0);
  });

  it('Beginner: the order waits in /approvals; approving with fewer pods places it; a denial keeps its reason', async () => {
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'beginner') } });
    expect(saved.status, saved.text).toBe(200);
    const pods = await itemOf('coffee-pods');
    expect((await host.post(`/api/supplies/items/${pods.id}/stock`, { quantity: 2, kind: 'count' })).status).toBe(204);
    const waiting = (await overview()).orders.find((order) => order.status === 'waiting')!;
    expect(waiting.reason).toContain('Beginner');
    expect(waiting.approvalId).toBeTruthy();
    const approved = await host.post(`/api/supplies/orders/${waiting.id}/approve`, { lines: [{ itemId: pods.id, quantity: 10 }] });
    expect(approved.status, approved.text).toBe(204);
    const placed = (await overview()).orders.find((order) => order.id === waiting.id)!;
    expect(placed).toMatchObject({ status: 'processing', totalCents: 600 });

    const soap = await itemOf('dish-soap');
    expect((await host.post(`/api/supplies/items/${soap.id}/stock`, { quantity: 0, kind: 'count' })).status).toBe(204);
    const second = (await overview()).orders.find((order) => order.status === 'waiting')!;
    expect((await host.post(`/api/supplies/orders/${second.id}/deny`, { reason: 'I have soap in the car' })).status).toBe(204);
    expect((await overview()).orders.find((order) => order.id === second.id)).toMatchObject({ status: 'denied', reason: 'Denied: I have soap in the car' });
  });

  it('a monthly limit refuses an order with why; raising it lets the refused order through', async () => {
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    const month = (await overview()).month;
    const spent = (await overview()).properties.find((entry) => entry.id === property.id)!.spentThisMonthCents;
    expect((await host.request(`/api/supplies/properties/${property.id}/limit`, { method: 'PUT', body: { monthlyLimitCents: spent + 100 } })).status).toBe(204);
    const towels = await itemOf('paper-towels');
    expect((await host.post(`/api/supplies/items/${towels.id}/stock`, { quantity: 1, kind: 'count' })).status).toBe(204);
    const refused = (await overview()).orders.find((order) => order.status === 'refused')!;
    expect(refused.reason).toMatch(/monthly limit/);
    expect(month).toBe('2026-12');
    expect((await host.request(`/api/supplies/properties/${property.id}/limit`, { method: 'PUT', body: { monthlyLimitCents: 100_000 } })).status).toBe(204);
    expect((await overview()).orders.find((order) => order.id === refused.id)!.status).toBe('processing');
  });

  it('50 orders placed at once against one monthly limit: spend never exceeds it, every refusal says why', async () => {
    const other = (await host.post<Property>('/api/properties', { name: 'Harbor House', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' })).json;
    const items = (await overview()).properties.find((entry) => entry.id === other.id)!.items;
    const limitCents = 10_000;
    expect((await host.request(`/api/supplies/properties/${other.id}/limit`, { method: 'PUT', body: { monthlyLimitCents: limitCents } })).status).toBe(204);
    const now = t.clock.now();
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        insertOrder(
          t.database.db,
          { workspaceId: me.workspace.id, propertyId: other.id, vendorId: items[0]!.vendor.id, number: `SO-T${index}`, status: 'waiting', totalCents: 0, requestedBy: 'cohost', createdAt: now, updatedAt: now },
          [{ itemId: items[0]!.id, name: items[0]!.name, unit: items[0]!.unit, vendorProduct: null, quantity: 3 + (index % 5), unitPriceCents: 450 }],
        ),
      ),
    );
    const results = await Promise.all(orders.map((order) => supplies.placeOrder(me.workspace.id, order.id, { type: 'person', userId: me.user.id, name: 'Host' })));
    const placed = results.filter((result) => result.placed);
    const refused = results.filter((result) => !result.placed);
    expect(placed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const refusal of refused) expect(refusal).toMatchObject({ refusedBy: 'monthly-limit', reason: expect.stringMatching(/monthly limit: \$\d/) });
    const [spend] = await t.database.db.select().from(supplyMonthSpend).where(and(eq(supplyMonthSpend.propertyId, other.id), eq(supplyMonthSpend.month, '2026-12')));
    const placedTotal = placed.reduce((sum, result) => sum + (result.placed ? result.totalCents : 0), 0);
    expect(spend!.spentCents).toBe(placedTotal);
    expect(spend!.spentCents).toBeLessThanOrEqual(limitCents);
    const rows = await t.database.db.select().from(supplyOrders).where(eq(supplyOrders.propertyId, other.id));
    expect(rows.filter((row) => row.status === 'refused').every((row) => row.reason && row.refusedBy === 'monthly-limit')).toBe(true);
  });
});
