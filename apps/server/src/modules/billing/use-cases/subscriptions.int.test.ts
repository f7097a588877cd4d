import type { BillingOverview, LocalCheckout, LocalCheckoutResult, SubscriptionState } from '@cohost/shared';
import { LOCAL_TEST_CARDS } from '@cohost/shared';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { localCustomers } from '../billing.tables';
import { billingTestDeps, sessionIdOf } from '../test/billing-test-deps';
import { applyBillingRetention } from './apply-billing-retention';
import { assertPlanAllowsProperty } from './assert-plan-allows-property';
import { notifyLapsedTrials } from './notify-lapsed-trials';
import { renewLocalSubscriptions } from './renew-local-subscriptions';

const DAY = 24 * 60 * 60 * 1000;
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Test Host' });

async function subscribe(client: TestClient, plan: string, interval: 'month' | 'year', cardNumber: string = LOCAL_TEST_CARDS.success) {
  const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan, interval });
  expect(checkout.status, checkout.text).toBe(200);
  const sessionId = sessionIdOf(checkout.json.url);
  const view = await client.get<LocalCheckout>(`/api/billing/local-checkout/${sessionId}`);
  const paid = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/pay`, card(cardNumber));
  return { sessionId, view: view.json, paid: paid.json };
}

describe('billing: trial, plans and the billing page with the built-in provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  // Every test signs up from the same address (5 sign-ups a minute): each starts below the limit.
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from rate_limits`);
  });

  it('starts every new workspace on a 14-day Growth trial, not subscribed', async () => {
    const { client } = await signedInHost(t);
    const state = await client.get<SubscriptionState>('/api/billing/subscription');
    expect(state.json).toMatchObject({ subscribed: false, subscription_tier: null, plan: 'growth', status: 'trialing', automationsActive: true });
    expect(new Date(state.json.trialEndsAt!).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(14 * DAY);
    expect(new Date(state.json.trialEndsAt!).getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * DAY - 60_000);
  });

  it("refuses signed-out checkout and portal with the brief's texts", async () => {
    const anonymous = new TestClient(t.url);
    const checkout = await anonymous.post('/api/billing/checkout', { plan: 'growth', interval: 'month' });
    expect(checkout.status).toBe(401);
    expect(checkout.json.error).toMatchObject({ message: 'User must be logged in to subscribe' });
    const portal = await anonymous.post('/api/billing/portal', {});
    expect(portal.json.error).toMatchObject({ message: 'User must be logged in to manage subscription' });
    const bad = await (await signedInHost(t)).client.post('/api/billing/checkout', { plan: 'platinum', interval: 'month' });
    expect(bad.status).toBe(400);
  });

  it('a declined card goes back to /pricing with the reason and the plan, and leaves the checkout open for another card', async () => {
    const { client } = await signedInHost(t);
    const { sessionId, paid } = await subscribe(client, 'growth', 'month', LOCAL_TEST_CARDS.declined);
    expect(paid).toMatchObject({ outcome: 'failed', reason: 'card_declined' });
    expect(paid.redirectUrl).toBe(`${t.url}/pricing?checkout=cancelled&plan=growth&interval=month&reason=card_declined`);
    expect((await client.get<SubscriptionState>('/api/billing/subscription')).json.subscribed).toBe(false);
    const again = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(again.json.outcome).toBe('paid');
    expect((await client.get<SubscriptionState>('/api/billing/subscription')).json).toMatchObject({ subscribed: true, subscription_tier: 'growth' });
  });

  it('subscribes through checkout keeping the trial days left, then changes plan, cancels at period end and resumes', async () => {
    const { client } = await signedInHost(t);
    t.clock.advance(4 * DAY);
    const { view, paid } = await subscribe(client, 'starter', 'year');
    expect(view).toMatchObject({ mode: 'subscription', dueTodayCents: 0, trialDays: 10 });
    expect(view.lines[0]).toMatchObject({ amountCents: 39 * 12 * 100 });
    expect(paid.redirectUrl).toMatch(/\/billing\?checkout=success&session_id=cs_local_/);

    const state = (await client.get<SubscriptionState>('/api/billing/subscription')).json;
    expect(state).toMatchObject({ subscribed: true, subscription_tier: 'starter', interval: 'year', status: 'trialing', cancelAtPeriodEnd: false });
    const again = await client.post('/api/billing/checkout', { plan: 'starter', interval: 'year' });
    expect(again.status).toBe(409);

    const overview = (await client.get<BillingOverview>('/api/billing/overview')).json;
    expect(overview).toMatchObject({
      provider: 'local',
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      usage: { properties: { used: 0, limit: 1 }, members: 1 },
      invoices: [],
    });

    const changed = await client.post<SubscriptionState>('/api/billing/subscription/plan', { plan: 'growth', interval: 'month' });
    expect(changed.json).toMatchObject({ subscription_tier: 'growth', interval: 'month' });
    const cancelled = await client.post<SubscriptionState>('/api/billing/subscription/cancel', {});
    expect(cancelled.json).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    const resumed = await client.post<SubscriptionState>('/api/billing/subscription/resume', {});
    expect(resumed.json).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

    // Trial over: the card is charged, an invoice appears, and it can be opened and downloaded.
    const { deps } = billingTestDeps(t);
    t.clock.advance(11 * DAY);
    await renewLocalSubscriptions(deps);
    const afterRenewal = (await client.get<BillingOverview>('/api/billing/overview')).json;
    expect(afterRenewal.subscription).toMatchObject({ status: 'active', subscription_tier: 'growth' });
    expect(afterRenewal.invoices).toHaveLength(1);
    expect(afterRenewal.invoices[0]).toMatchObject({ status: 'paid', amountCents: 14900, currency: 'usd' });
    const document = await client.get(afterRenewal.invoices[0]!.invoiceUrl);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toMatch(/text\/html/);
    expect(document.text).toContain('$149');
    const archive = await client.fetchRaw('/api/billing/invoices/archive');
    expect(archive.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([expect.stringMatching(/\.html$/), 'invoices.csv']);
    expect(strFromU8(files['invoices.csv']!)).toContain('149.00,usd,paid');

    // Cancel, and at the period end the subscription ends: automations pause, nothing is deleted.
    await client.post('/api/billing/subscription/cancel', {});
    t.clock.advance(32 * DAY);
    await renewLocalSubscriptions(deps);
    const ended = (await client.get<SubscriptionState>('/api/billing/subscription')).json;
    expect(ended).toMatchObject({ subscribed: false, plan: null, status: 'canceled', automationsActive: false });
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.invoices).toHaveLength(1);
  });

  it('retries a refused renewal daily and ends the subscription after the third failure', async () => {
    const { client } = await signedInHost(t);
    await client.post('/api/billing/subscription/cancel', {}).then((response) => expect(response.status).toBe(409));
    // No trial left: the first period is charged at checkout.
    t.clock.advance(15 * DAY);
    const { view, paid } = await subscribe(client, 'growth', 'month');
    expect(view.dueTodayCents).toBe(14900);
    expect(paid.outcome).toBe('paid');
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.invoices).toHaveLength(1);

    const { deps } = billingTestDeps(t);
    // The card on file stops working: switch it to the declining test card through a card update.
    const update = await client.post<{ url: string }>('/api/billing/payment-method', {});
    const setup = await client.get<LocalCheckout>(`/api/billing/local-checkout/${sessionIdOf(update.json.url)}`);
    expect(setup.json.mode).toBe('setup');
    // A number that is not one of the documented test cards is refused (it used to be saved and charged).
    const real = await client.post<{ error: { message: string; details: unknown } }>(`/api/billing/local-checkout/${sessionIdOf(update.json.url)}/pay`, card('5555555555554444'));
    expect(real.status).toBe(400);
    expect(real.json.error.details).toEqual([expect.objectContaining({ path: 'cardNumber' })]);
    const saved = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionIdOf(update.json.url)}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(saved.json.outcome).toBe('paid');
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });

    // The saved card is a summary only: never the full number.
    const customers = await t.database.db.select({ card: localCustomers.card }).from(localCustomers).where(isNotNull(localCustomers.card));
    expect(customers.length).toBeGreaterThan(0);
    for (const { card: stored } of customers) {
      expect(JSON.stringify(stored)).not.toMatch(/\d{12,}/);
      expect(Object.keys(stored as object).sort()).toEqual(['brand', 'expMonth', 'expYear', 'last4', 'outcome']);
    }

    await t.database.db.execute(sql`update local_customers set card = jsonb_set(card, '{outcome}', '"card_declined"')`);
    t.clock.advance(31 * DAY);
    await renewLocalSubscriptions(deps);
    let state = (await client.get<BillingOverview>('/api/billing/overview')).json;
    expect(state.subscription).toMatchObject({ status: 'past_due', subscribed: true, automationsActive: true });
    expect(state.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid']);
    for (let day = 0; day < 2; day += 1) {
      t.clock.advance(DAY + 1000);
      await renewLocalSubscriptions(deps);
    }
    state = (await client.get<BillingOverview>('/api/billing/overview')).json;
    expect(state.subscription).toMatchObject({ status: 'canceled', subscribed: false, automationsActive: false });
  });

  it('migrates saved full card numbers to the summary (migration 0014) and drops them', async () => {
    const id = `cus_local_migrated_${Date.now()}`;
    const other = `${id}_other`;
    await t.database.db.execute(sql`insert into local_customers (id, workspace_id, card, created_at) values
      (${id}, 'ws-migration', ${JSON.stringify({ brand: 'visa', last4: '0002', expMonth: 1, expYear: 2030, number: LOCAL_TEST_CARDS.declined })}::jsonb, now()),
      (${other}, 'ws-migration', ${JSON.stringify({ brand: 'mastercard', last4: '4444', expMonth: 2, expYear: 2031, number: '5555555555554444' })}::jsonb, now())`);
    const migration = readFileSync(fileURLToPath(new URL('../../../../drizzle/0014_local_card_summary.sql', import.meta.url)), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    const rows = await t.database.db.select({ id: localCustomers.id, card: localCustomers.card }).from(localCustomers).where(eq(localCustomers.workspaceId, 'ws-migration')).orderBy(localCustomers.id);
    expect(rows).toEqual([
      { id, card: { brand: 'visa', last4: '0002', expMonth: 1, expYear: 2030, outcome: 'card_declined' } },
      { id: other, card: { brand: 'mastercard', last4: '4444', expMonth: 2, expYear: 2031, outcome: 'succeeds' } },
    ]);
  });

  it('enforces the plan property limit and tells the owner once when a trial lapses', async () => {
    const { client, email } = await signedInHost(t);
    const { deps, emails } = billingTestDeps(t);
    const me = await client.get<{ workspace: { id: string } }>('/api/accounts/me');
    const workspaceId = me.json.workspace.id;
    await expect(assertPlanAllowsProperty(deps, workspaceId, 4)).resolves.toBeUndefined();
    await expect(assertPlanAllowsProperty(deps, workspaceId, 5)).rejects.toMatchObject({ code: 'billing.plan-limit-reached', status: 403 });
    t.clock.advance(15 * DAY);
    await expect(assertPlanAllowsProperty(deps, workspaceId, 0)).rejects.toMatchObject({ code: 'billing.plan-lapsed' });
    deps.ports.findWorkspaceOwner = async (id) => (id === workspaceId ? { userId: 'owner', email, name: null } : null);
    expect(await notifyLapsedTrials(deps)).toBeGreaterThan(0);
    await notifyLapsedTrials(deps);
    expect(emails.filter((message) => message.to === email && message.template === 'billing.trial-ended')).toHaveLength(1);
    const state = (await client.get<SubscriptionState>('/api/billing/subscription')).json;
    expect(state).toMatchObject({ status: 'lapsed', plan: null, automationsActive: false });
  });
});

describe('billing: retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps invoices 7 years and processed event ids 90 days, then deletes them', async () => {
    const { client } = await signedInHost(t);
    t.clock.advance(15 * DAY);
    await subscribe(client, 'starter', 'month');
    const { deps } = billingTestDeps(t);
    t.clock.advance(91 * DAY);
    expect(await applyBillingRetention(deps)).toBeGreaterThan(0);
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.invoices).toHaveLength(1);
    t.clock.advance(7 * 365 * DAY);
    await applyBillingRetention(deps);
    expect((await client.get<BillingOverview>('/api/billing/overview')).json.invoices).toHaveLength(0);
  });
});
