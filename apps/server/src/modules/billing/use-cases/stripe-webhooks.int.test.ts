import type { FounderMembership, FoundersCount, SubscriptionState } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { deliverStripeWebhook, startStripeStandIn, type StripeStandIn } from '../../../../test/support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

/** The whole app on the Stripe adapter: checkouts at the (stand-in) Stripe API, results by signed webhook. */
describe('billing: Stripe checkout and webhooks end to end', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let webhookUrl: string;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ clock: { now: () => (t ? t.clock.now() : new Date('2026-06-01T12:00:00Z')) } });
    t = await startTestApp({ env: stripe.env() });
    webhookUrl = `${t.url}/api/billing/webhooks/stripe`;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('makes a founder from a signed checkout.session.completed, exactly once, and refuses tampered or unsigned deliveries', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    expect(started.status, started.text).toBe(200);
    const session = [...stripe.objects.values()].find((object) => object.object === 'checkout.session' && object.url === started.json.url)!;
    expect(session).toMatchObject({ mode: 'payment', amount_total: 100 });

    const events = stripe.completeCheckout(session.id as string);
    const completed = events.find((event) => event.type === 'checkout.session.completed')!;

    const tampered = stripe.sign(completed);
    const forged = await deliverStripeWebhook(webhookUrl, { ...tampered, body: tampered.body.replace('"paid"', '"unpaid"') });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('billing.invalid-webhook-signature');
    const unsigned = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: tampered.body });
    expect(unsigned.status).toBe(400);
    const wrongSecret = await deliverStripeWebhook(webhookUrl, stripe.sign(completed, { secret: 'whsec_someone_else' }));
    expect(wrongSecret.status).toBe(400);
    expect((await client.get<FounderMembership>('/api/billing/founders/me')).json.isMember).toBe(false);

    const delivery = stripe.sign(completed);
    const first = await deliverStripeWebhook(webhookUrl, delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await deliverStripeWebhook(webhookUrl, stripe.sign(completed));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await client.get<FounderMembership>('/api/billing/founders/me')).json.isMember).toBe(true);
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json).toMatchObject({ count: 1, spotsLeft: 99 });
  });

  it('subscribes through Stripe Checkout with the trial carried over, and opens the Billing portal', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'growth', interval: 'year' });
    expect(started.status, started.text).toBe(200);
    const session = [...stripe.objects.values()].find((object) => object.object === 'checkout.session' && object.url === started.json.url)!;
    for (const event of stripe.completeCheckout(session.id as string)) {
      expect((await deliverStripeWebhook(webhookUrl, stripe.sign(event))).status).toBe(200);
    }
    const state = (await client.get<SubscriptionState>('/api/billing/subscription')).json;
    expect(state).toMatchObject({ subscribed: true, subscription_tier: 'growth', interval: 'year', status: 'trialing' });
    const portal = await client.post<{ url: string }>('/api/billing/portal', {});
    expect(portal.status).toBe(200);
    expect(portal.json.url).toMatch(/^https?:\/\//);
  });
});
