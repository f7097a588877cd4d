import { FOUNDERS_TOTAL_SPOTS, LOCAL_TEST_CARDS } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { queryRows } from '../../../platform/db/database';
import type { BillingEvent } from '../providers/payment-provider';
import { billingTestDeps, newActor, sessionIdOf } from '../test/billing-test-deps';
import { createFounderPayment } from './create-founder-payment';
import { getFoundersCount } from './get-founders-count';
import { payLocalCheckout } from './pay-local-checkout';
import { processBillingEvent } from './process-billing-event';
import { refundFounderPayment } from './refund-founder-payment';
import { releaseExpiredHolds } from './release-expired-holds';

const MINUTE = 60_000;
const CONTENDERS = 300;
const card = { cardNumber: LOCAL_TEST_CARDS.success, expiry: '12/34', cvc: '123', name: 'Founder' };

/**
 * The Founders Circle under a rush: 300 people start checkouts at the same moment, payments,
 * replayed webhooks, expired holds and late payments interleave. However it goes, the circle
 * never has more than 100 members, every payment that did not become a membership is refunded,
 * and the public count agrees with the database. On PostgreSQL these run truly in parallel.
 */
describe('billing: Founders Circle never oversold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`admits at most ${FOUNDERS_TOTAL_SPOTS} of ${CONTENDERS} simultaneous checkouts, through payments, replays, expiries and late payments`, async () => {
    const { deps } = billingTestDeps(t);
    const actors = Array.from({ length: CONTENDERS }, () => newActor());

    // Round 1: everyone at once. Exactly the spots that exist are held; the rest are told it is full.
    const first = await Promise.allSettled(actors.map((actor) => createFounderPayment(deps, actor)));
    const holders = actors.flatMap((actor, index) => (first[index]!.status === 'fulfilled' ? [{ actor, url: (first[index] as PromiseFulfilledResult<{ url: string }>).value.url }] : []));
    expect(holders).toHaveLength(FOUNDERS_TOTAL_SPOTS);
    for (const result of first) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'billing.founders-full' });
    expect((await getFoundersCount(deps)).spotsLeft).toBe(0);

    // Round 2: 60 holders pay at once, each twice (double click); the other 40 walk away.
    const payers = holders.slice(0, 60);
    const walkers = holders.slice(60);
    const payments = await Promise.allSettled(payers.flatMap(({ actor, url }) => [payLocalCheckout(deps, actor, sessionIdOf(url), card), payLocalCheckout(deps, actor, sessionIdOf(url), card)]));
    expect(payments.filter((result) => result.status === 'fulfilled')).toHaveLength(60);
    for (const result of payments) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'billing.checkout-closed' });

    // Round 3: the walkers' holds run out; 100 newcomers and the 40 walkers rush for the 40 free spots.
    t.clock.advance(31 * MINUTE);
    const newcomers = Array.from({ length: 100 }, () => newActor());
    const second = await Promise.allSettled([...newcomers, ...walkers.map((walker) => walker.actor)].map((actor) => createFounderPayment(deps, actor)));
    const secondHolders = [...newcomers, ...walkers.map((walker) => walker.actor)].flatMap((actor, index) =>
      second[index]!.status === 'fulfilled' ? [{ actor, url: (second[index] as PromiseFulfilledResult<{ url: string }>).value.url }] : [],
    );
    expect(secondHolders).toHaveLength(40);

    // Round 4, all at once: the second holders pay; the walkers' stale checkouts are paid late
    // (Stripe delivering checkout.session.completed for a session that outlived its hold), every
    // late event is delivered twice, and the expiry sweep runs in the middle.
    const walkerPayments = await t.database.db.execute(sql`select id, user_id from founder_payments where status in ('held', 'expired') and hold_expires_at <= ${t.clock.now()}`);
    const stale = (walkerPayments as unknown as { rows?: { id: string; user_id: string }[] }).rows ?? (walkerPayments as unknown as { id: string; user_id: string }[]);
    expect(stale.length).toBe(40);
    const lateEvents: BillingEvent[] = stale.map((row, index) => ({
      id: `evt_late_${index}`,
      occurredAt: t.clock.now(),
      type: 'checkout.completed',
      sessionId: `cs_late_${index}`,
      mode: 'payment',
      purpose: { kind: 'founders', founderPaymentId: row.id, userId: row.user_id },
      customerId: null,
      paymentIntentId: `pi_late_${index}`,
      subscriptionId: null,
      amountCents: 100,
      currency: 'usd',
      paymentMethod: null,
    }));
    const outcomes = await Promise.all([
      ...secondHolders.map(({ actor, url }) => payLocalCheckout(deps, actor, sessionIdOf(url), card).then(() => 'paid')),
      ...lateEvents.flatMap((event) => [processBillingEvent(deps, event), processBillingEvent(deps, event)]),
      releaseExpiredHolds(deps).then(() => 'swept'),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(40);

    // Refunds owed are paid back (twice over, to prove it happens once).
    const owed = await queryRows<{ id: string }>(t.database.db, sql`select id from founder_payments where status = 'refund_pending'`);
    await Promise.all(owed.flatMap(({ id }) => [refundFounderPayment(deps, id), refundFounderPayment(deps, id)]));

    const [totals] = await queryRows<{ paid: number; refunded: number; pending: number; live: number; members: number }>(
      t.database.db,
      sql`select count(*) filter (where status = 'paid')::int as paid,
                 count(*) filter (where status = 'refunded')::int as refunded,
                 count(*) filter (where status = 'refund_pending')::int as pending,
                 count(*) filter (where status = 'held' and hold_expires_at > ${t.clock.now()})::int as live,
                 count(distinct user_id) filter (where status = 'paid')::int as members
          from founder_payments`,
    );
    const [refunds] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from local_refunds`);
    // 60 + 40 paid in time fill the circle; every late payment found it full and was refunded, once.
    expect(totals).toMatchObject({ paid: FOUNDERS_TOTAL_SPOTS, members: FOUNDERS_TOTAL_SPOTS, refunded: 40, pending: 0, live: 0 });
    expect(refunds!.count).toBe(40);
    const count = await getFoundersCount(deps);
    expect(count).toMatchObject({ count: FOUNDERS_TOTAL_SPOTS, spotsLeft: 0, isOpen: false });
    await expect(createFounderPayment(deps, newActor())).rejects.toMatchObject({ code: 'billing.founders-full' });
  }, 180_000);
});
