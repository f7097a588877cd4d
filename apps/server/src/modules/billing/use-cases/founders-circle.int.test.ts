import type { BillingOverview, FounderMembership, FoundersCount, LocalCheckout, LocalCheckoutResult } from '@cohost/shared';
import { LOCAL_TEST_CARDS } from '@cohost/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { founderPayments, foundersOffers, localCheckouts } from '../billing.tables';
import { billingTestDeps, newActor, sessionIdOf } from '../test/billing-test-deps';
import { createFounderPayment } from './create-founder-payment';
import { getFoundersCount } from './get-founders-count';
import { LATE_PAYMENT_REFUND_REASON, processBillingEvent } from './process-billing-event';
import { refundFounderPayment } from './refund-founder-payment';
import { releaseExpiredHolds } from './release-expired-holds';

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Test Founder' });
const MINUTE = 60_000;

describe('billing: Founders Circle over HTTP with the built-in checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts publicly, with an offer end that is stored once and never reset', async () => {
    const anonymous = new TestClient(t.url);
    const first = await anonymous.get<FoundersCount>('/api/billing/founders/count');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: 0, total: 100, spotsLeft: 100, isOpen: true });
    expect(new Date(first.json.endsAt).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 60 * MINUTE);
    t.clock.advance(5 * MINUTE);
    const later = await anonymous.get<FoundersCount>('/api/billing/founders/count');
    expect(later.json.endsAt).toBe(first.json.endsAt);
  });

  it("refuses a signed-out founder payment with the brief's text", async () => {
    const response = await new TestClient(t.url).post('/api/billing/founders/checkout', {});
    expect(response.status).toBe(401);
    expect(response.json.error).toMatchObject({ code: 'billing.sign-in-required-for-founders', message: 'User must be authenticated to create payment' });
  });

  it('holds a spot, survives a declined card, then makes a member exactly once', async () => {
    const { client, email } = await signedInHost(t, 'Ada Founder');
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    expect(started.status).toBe(200);
    expect(started.json.url).toMatch(new RegExp(`^${t.url}/checkout\\?session=cs_local_`));
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft).toBe(99);
    // Asking again while the hold is live gives the same checkout, not a second spot.
    expect((await client.post<{ url: string }>('/api/billing/founders/checkout', {})).json.url).toBe(started.json.url);
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft).toBe(99);

    const sessionId = sessionIdOf(started.json.url);
    const checkout = await client.get<LocalCheckout>(`/api/billing/local-checkout/${sessionId}`);
    expect(checkout.json).toMatchObject({ mode: 'payment', status: 'open', dueTodayCents: 100, customerEmail: email });

    const declined = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.declined));
    expect(declined.json).toMatchObject({ outcome: 'failed', reason: 'card_declined' });
    expect(declined.json.redirectUrl).toBe(`${t.url}/payment-failed?reason=card_declined`);
    const broke = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.insufficientFunds));
    expect(broke.json.reason).toBe('insufficient_funds');
    const typo = await client.post(`/api/billing/local-checkout/${sessionId}/pay`, card('4242424242424241'));
    expect(typo.status).toBe(400);
    const badExpiry = await client.post(`/api/billing/local-checkout/${sessionId}/pay`, { ...card(LOCAL_TEST_CARDS.success), expiry: '13/30' });
    expect(badExpiry.status).toBe(400);
    expect((await client.get<FounderMembership>('/api/billing/founders/me')).json.isMember).toBe(false);

    const paid = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(paid.json).toMatchObject({ outcome: 'paid', redirectUrl: `${t.url}/founders-thank-you?success=true&session_id=${sessionId}` });
    const again = await client.post(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(again.status).toBe(409);

    const membership = await client.get<FounderMembership>('/api/billing/founders/me');
    expect(membership.json).toMatchObject({ isMember: true, email, latestPayment: { status: 'paid', amountCents: 100 } });
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json).toMatchObject({ count: 1, spotsLeft: 99 });
    expect((await latestMessage(t, email, 'billing.founder-welcome'))?.subject).toBe("You're in the Cohost Founders Circle");
    // The receipt is in the billing history, and the founder discount shows before subscribing.
    const overview = await client.get<BillingOverview>('/api/billing/overview');
    expect(overview.json.invoices).toEqual([expect.objectContaining({ description: 'Cohost Founders Circle — early access', amountCents: 100, status: 'paid' })]);
    expect(overview.json.subscription.founderDiscount).toBe(true);
    const second = await client.post('/api/billing/founders/checkout', {});
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'billing.already-founder' });
  });

  it('gives the spot back when the checkout is cancelled, and does not let a stranger see the checkout', async () => {
    const { client } = await signedInHost(t);
    const before = (await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft;
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    const sessionId = sessionIdOf(started.json.url);
    const { client: stranger } = await signedInHost(t);
    expect((await stranger.get(`/api/billing/local-checkout/${sessionId}`)).status).toBe(404);
    expect((await stranger.post(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success))).status).toBe(404);

    const cancelled = await client.post<LocalCheckoutResult>(`/api/billing/local-checkout/${sessionId}/cancel`, {});
    expect(cancelled.json).toMatchObject({ outcome: 'cancelled', redirectUrl: `${t.url}/payment-failed?reason=cancelled` });
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft).toBe(before);
    expect((await client.get<LocalCheckout>(`/api/billing/local-checkout/${sessionId}`)).json.status).toBe('expired');
    // Retry Payment starts a fresh hold.
    const retry = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    expect(retry.json.url).not.toBe(started.json.url);
  });

  it('releases a hold after 30 minutes: the spot returns and the old checkout closes', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    const held = (await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft;
    // The built-in checkout closes with the hold (a Stripe session stays open two minutes longer: its minimum lifetime is 30 minutes).
    t.clock.advance(33 * MINUTE);
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft).toBeGreaterThan(held);
    const late = await client.post(`/api/billing/local-checkout/${sessionIdOf(started.json.url)}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'billing.checkout-closed' });
  });

  it('refuses to pay a checkout whose hold ran out, and charges nothing', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    const sessionId = sessionIdOf(started.json.url);
    const members = (await client.get<FoundersCount>('/api/billing/founders/count')).json.count;
    // Past the 30-minute hold, before any sweep ran: the built-in checkout must not take the money.
    t.clock.advance(30 * MINUTE + 1000);
    const late = await client.post(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'billing.checkout-closed' });
    const [checkout] = await t.database.db.select().from(localCheckouts).where(eq(localCheckouts.id, sessionId));
    expect(checkout).toMatchObject({ status: 'expired', paymentIntentId: null, completedAt: null });
    const [payment] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.checkoutSessionId, sessionId));
    expect(payment!.status).toBe('expired');
    expect((await client.get<FounderMembership>('/api/billing/founders/me')).json.isMember).toBe(false);
    expect((await client.get<FoundersCount>('/api/billing/founders/count')).json.count).toBe(members);
  });
});

describe('billing: one hold per person and test cards only at the built-in checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps one live hold per person: asking again near the end of a hold returns it, no second spot', async () => {
    const { client } = await signedInHost(t);
    const before = (await client.get<FoundersCount>('/api/billing/founders/count')).json.spotsLeft;
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    t.clock.advance(27 * MINUTE);
    const again = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    expect(again.status).toBe(200);
    expect(again.json.url).toBe(started.json.url);
    // The public count says how many spots are held by checkouts in progress.
    expect((await new TestClient(t.url).get<FoundersCount>('/api/billing/founders/count')).json).toMatchObject({ spotsLeft: before - 1, heldSpots: 1 });
    const [first] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.checkoutSessionId, sessionIdOf(started.json.url)));
    const holds = await t.database.db.select().from(founderPayments).where(eq(founderPayments.userId, first!.userId));
    expect(holds.map((hold) => hold.status)).toEqual(['held']);
  });

  it('refuses a checkout that outlives its hold (one opened before the checkout closed with the hold)', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    const sessionId = sessionIdOf(started.json.url);
    const [payment] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.checkoutSessionId, sessionId));
    await t.database.db.update(localCheckouts).set({ expiresAt: new Date(payment!.holdExpiresAt.getTime() + 2 * MINUTE) }).where(eq(localCheckouts.id, sessionId));
    t.clock.advance(31 * MINUTE);
    expect((await client.get<LocalCheckout>(`/api/billing/local-checkout/${sessionId}`)).json.status).toBe('expired');
    const late = await client.post(`/api/billing/local-checkout/${sessionId}/pay`, card(LOCAL_TEST_CARDS.success));
    expect(late.status).toBe(409);
    const [after] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.id, payment!.id));
    expect(after!.status).toBe('expired');
  });

  it('refuses a card number that is not one of the documented test cards, naming the field', async () => {
    const { client } = await signedInHost(t);
    const started = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
    const sessionId = sessionIdOf(started.json.url);
    // A real-looking Mastercard number: Luhn-valid, but not one of the built-in provider's test cards.
    const real = await client.post<{ error: { message: string; details: unknown } }>(`/api/billing/local-checkout/${sessionId}/pay`, card('5555555555554444'));
    expect(real.status).toBe(400);
    expect(real.json.error.message).toMatch(/test card/);
    expect(real.json.error.details).toEqual([expect.objectContaining({ path: 'cardNumber' })]);
    const [still] = await t.database.db.select().from(localCheckouts).where(eq(localCheckouts.id, sessionId));
    expect(still!.status).toBe('open');
  });
});

describe('billing: Founders Circle rules at the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refunds a payment that lands after its hold ran out once the circle is full, and says why', async () => {
    const { deps, emails } = billingTestDeps(t);
    await getFoundersCount(deps);
    await t.database.db.update(foundersOffers).set({ totalSpots: 2 });
    const late = newActor();
    const lateCheckout = await createFounderPayment(deps, late);
    t.clock.advance(31 * MINUTE);
    await releaseExpiredHolds(deps);
    // Meanwhile two others take both spots.
    for (const actor of [newActor(), newActor()]) await createFounderPayment(deps, actor);
    await expect(createFounderPayment(deps, newActor())).rejects.toMatchObject({ code: 'billing.founders-full' });

    const [payment] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.userId, late.userId));
    const event = {
      id: 'evt_late_1',
      occurredAt: t.clock.now(),
      type: 'checkout.completed' as const,
      sessionId: sessionIdOf(lateCheckout.url),
      mode: 'payment' as const,
      purpose: { kind: 'founders' as const, founderPaymentId: payment!.id, userId: late.userId },
      customerId: null,
      paymentIntentId: 'pi_late_1',
      subscriptionId: null,
      amountCents: 100,
      currency: 'usd',
      paymentMethod: null,
    };
    expect(await processBillingEvent(deps, event)).toBe('processed');
    expect(await processBillingEvent(deps, event)).toBe('duplicate');
    const [pending] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.id, payment!.id));
    expect(pending).toMatchObject({ status: 'refund_pending', refundReason: LATE_PAYMENT_REFUND_REASON });
    await refundFounderPayment(deps, payment!.id);
    await refundFounderPayment(deps, payment!.id);
    const [refunded] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.id, payment!.id));
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded!.refundId).toMatch(/^re_local_/);
    expect(emails.filter((email) => email.template === 'billing.founder-refunded')).toHaveLength(1);
  });

  it('still admits a late payment when a spot is free', async () => {
    const { deps } = billingTestDeps(t);
    await t.database.db.update(foundersOffers).set({ totalSpots: 100 });
    const actor = newActor();
    const checkout = await createFounderPayment(deps, actor);
    t.clock.advance(31 * MINUTE);
    const [payment] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.userId, actor.userId));
    await processBillingEvent(deps, {
      id: 'evt_late_2',
      occurredAt: t.clock.now(),
      type: 'checkout.completed',
      sessionId: sessionIdOf(checkout.url),
      mode: 'payment',
      purpose: { kind: 'founders', founderPaymentId: payment!.id, userId: actor.userId },
      customerId: null,
      paymentIntentId: 'pi_late_2',
      subscriptionId: null,
      amountCents: 100,
      currency: 'usd',
      paymentMethod: null,
    });
    const [member] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.id, payment!.id));
    expect(member!.status).toBe('paid');
  });

  it('gives the spot back when the provider cannot open a checkout', async () => {
    const { deps } = billingTestDeps(t, {
      provider: () => ({
        name: 'local',
        createCustomer: () => Promise.reject(new Error('down')),
        createCheckout: () => Promise.reject(new Error('down')),
        expireCheckout: () => Promise.resolve(),
        refund: () => Promise.reject(new Error('down')),
        createPortal: () => Promise.reject(new Error('down')),
        updateSubscription: () => Promise.reject(new Error('down')),
      }),
    });
    const actor = newActor();
    await expect(createFounderPayment(deps, actor)).rejects.toMatchObject({ code: 'billing.payment-session-failed', message: 'Failed to create payment session' });
    const [payment] = await t.database.db.select().from(founderPayments).where(eq(founderPayments.userId, actor.userId));
    expect(payment!.status).toBe('failed');
  });
});
