import type { BillingOverview, SiteInfo, SubscriptionState } from '@cohost/shared';
import { LOCAL_TEST_CARDS } from '@cohost/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';
import { billingEvents, founderPayments, foundersOffers, invoices, localCheckouts, localCustomers, localSubscriptions, subscriptions } from '../billing.tables';
import { billingTestDeps, newActor, sessionIdOf } from '../test/billing-test-deps';
import { createCheckout } from './create-checkout';
import { payLocalCheckout } from './pay-local-checkout';
import { startTrial } from './start-trial';
import { assertPlanAllowsProperty } from './assert-plan-allows-property';
import { notifyLapsedTrials } from './notify-lapsed-trials';
import { renewLocalSubscriptions } from './renew-local-subscriptions';

const DAY = 24 * 60 * 60 * 1000;

/** Rows in every billing table, to prove a refused operation changed nothing. */
async function billingRows(t: TestApp) {
  const tables = { subscriptions, founderPayments, foundersOffers, invoices, billingEvents, localCheckouts, localCustomers, localSubscriptions };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  }
  return counts;
}

async function workspaceIdOf(client: TestClient): Promise<string> {
  return (await client.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;
}

describe('billing off (BILLING=off): a self-hosted installation without plans, trials or payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
  });
  afterAll(() => t.close());

  it('seeds the demo workspace as `npm start` does, with billing off', async () => {
    // First, on a fresh clock (the tests below move it), as the demo is seeded at a first start.
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    const login = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const client = new TestClient(t.url);
    expect((await client.post('/api/auth/sign-in/email', login)).status).toBe(200);
    expect((await client.get<{ properties: unknown[] }>('/api/properties')).json.properties).toHaveLength(4);
    expect((await client.get<SubscriptionState>('/api/billing/subscription')).json).toMatchObject({ status: 'billing_off', automationsActive: true });
  }, 180_000); // Seeding the whole demo workspace takes a while on a busy machine.

  it('tells the public site and signed-in hosts that billing is off, and starts no trial', async () => {
    const site = await new TestClient(t.url).get<SiteInfo>('/api/support/site-info');
    expect(site.json.billing).toBe('off');

    const { client } = await signedInHost(t);
    const state = await client.get<SubscriptionState>('/api/billing/subscription');
    expect(state.status, state.text).toBe(200);
    expect(state.json).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      plan: null,
      interval: null,
      status: 'billing_off',
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      founderDiscount: false,
      automationsActive: true,
    });
    const workspaceId = await workspaceIdOf(client);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId))).toEqual([]);

    const overview = await client.get<BillingOverview>('/api/billing/overview');
    expect(overview.status, overview.text).toBe(200);
    expect(overview.json).toMatchObject({ subscription: { status: 'billing_off' }, usage: { properties: { used: 0, limit: null } }, canManage: false });
  });

  it('keeps automations running and sets no property limit, however long the workspace lives', async () => {
    const { client } = await signedInHost(t);
    // More than the trial's Growth plan allows (5).
    for (let index = 1; index <= 7; index += 1) {
      const created = await client.post('/api/properties', { name: `Cabin ${index}`, type: 'cabin', timezone: 'Europe/Zurich' });
      expect(created.status, created.text).toBe(201);
    }
    t.clock.advance(30 * DAY);
    const created = await client.post('/api/properties', { name: 'Cabin 8', type: 'cabin', timezone: 'Europe/Zurich' });
    expect(created.status, created.text).toBe(201);
    const state = (await client.get<SubscriptionState>('/api/billing/subscription')).json;
    expect(state).toMatchObject({ status: 'billing_off', automationsActive: true });
    const { deps } = billingTestDeps(t, { billing: 'off' });
    await expect(assertPlanAllowsProperty(deps, await workspaceIdOf(client), 10_000)).resolves.toBeUndefined();
  });

  it('refuses every billing write with 409 billing.off and changes nothing', async () => {
    const { client } = await signedInHost(t);
    await client.get('/api/billing/subscription');
    const before = await billingRows(t);
    const writes: Array<[string, object]> = [
      ['/api/billing/checkout', { plan: 'growth', interval: 'month' }],
      ['/api/billing/portal', {}],
      ['/api/billing/subscription/plan', { plan: 'enterprise', interval: 'year' }],
      ['/api/billing/subscription/cancel', {}],
      ['/api/billing/subscription/resume', {}],
      ['/api/billing/payment-method', {}],
      ['/api/billing/founders/checkout', {}],
      ['/api/billing/local-checkout/cs_local_missing/pay', { cardNumber: LOCAL_TEST_CARDS.success, expiry: '12/34', cvc: '123', name: 'Test Host' }],
    ];
    for (const [path, body] of writes) {
      const response = await client.post(path, body);
      expect(response.status, `${path}: ${response.text}`).toBe(409);
      expect(response.json.error, path).toMatchObject({ code: 'billing.off', message: 'Billing is off on this installation: every feature is available without a plan.' });
    }
    const webhook = await new TestClient(t.url).post('/api/billing/webhooks/stripe', { type: 'invoice.paid' });
    expect(webhook.status).toBe(409);
    expect(await billingRows(t)).toEqual(before);
  });

  it("billing's scheduled work does nothing to what was left from when billing was on: no trial-ended emails, no renewals, no charges", async () => {
    // A trial and a paid subscription on the built-in provider, made while billing was on.
    const on = billingTestDeps(t);
    const trialing = newActor();
    await startTrial(on.deps, trialing.workspaceId);
    const subscriber = newActor();
    const checkout = await createCheckout(on.deps, subscriber, { plan: 'starter', interval: 'month' });
    const paid = await payLocalCheckout(on.deps, subscriber, sessionIdOf(checkout.url), { cardNumber: LOCAL_TEST_CARDS.success, expiry: '12/34', cvc: '123', name: 'Test Host' });
    expect(paid.outcome).toBe('paid');

    const { deps, emails } = billingTestDeps(t, { billing: 'off' });
    deps.ports.findWorkspaceOwner = async () => ({ userId: 'owner', email: 'owner@example.com', name: null });
    const before = await billingRows(t);
    t.clock.advance(60 * DAY);
    expect(await notifyLapsedTrials(deps)).toBe(0);
    expect(await renewLocalSubscriptions(deps)).toBe(0);
    expect(emails).toEqual([]);
    expect(await billingRows(t)).toEqual(before);
  });
});
