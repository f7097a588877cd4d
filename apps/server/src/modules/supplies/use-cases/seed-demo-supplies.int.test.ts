import type { SupplyOverview } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';

describe('the demo workspace’s supplies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has stock at every property, an automatic order, one waiting, one refused by the monthly limit, deliveries in every state; once', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    await t.deliverEvents();
    const hostLogin = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const host = new TestClient(t.url);
    expect((await host.post('/api/auth/sign-in/email', hostLogin)).status).toBe(200);
    const overview = (await host.get<SupplyOverview>('/api/supplies')).json;
    expect(overview.properties.length).toBeGreaterThan(0);
    for (const property of overview.properties) expect(property.items.length).toBeGreaterThanOrEqual(8);
    expect(overview.counts.low + overview.counts.critical).toBeGreaterThan(0);
    const statuses = new Set(overview.orders.map((order) => order.status));
    for (const status of ['processing', 'in-transit', 'delivered', 'waiting', 'refused'] as const) expect(statuses, status).toContain(status);
    expect(overview.orders.find((order) => order.status === 'refused')!.reason).toMatch(/monthly limit/);
    expect(overview.orders.find((order) => order.status === 'waiting')!.reason).toMatch(/\$200/);
    const count = overview.orders.length;
    await seedDemo(t.ctx, t.modules, { force: true });
    expect((await host.get<SupplyOverview>('/api/supplies')).json.orders).toHaveLength(count);
  }, 180_000); // Seeding the whole demo workspace takes a while on a busy machine.
});
