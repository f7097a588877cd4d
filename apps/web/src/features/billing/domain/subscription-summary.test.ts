import { getPlan, type SubscriptionState } from '@cohost/shared';
import { describe, expect, it } from 'vitest';

import { daysUntil, formatPlanPrice, nextPlanUp, summarizeSubscription } from './subscription-summary';

const NOW = new Date('2026-11-21T12:00:00Z');

function state(overrides: Partial<SubscriptionState>): SubscriptionState {
  return {
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    plan: 'growth',
    interval: null,
    status: 'trialing',
    trialEndsAt: '2026-11-30T12:00:00Z',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    founderDiscount: false,
    automationsActive: true,
    ...overrides,
  };
}

describe('summarizeSubscription', () => {
  it('counts the days left of a free trial', () => {
    const summary = summarizeSubscription(state({}), NOW);
    expect(summary.badge).toBe('Free trial · 9 days left');
    expect(summary.plan?.key).toBe('growth');
    expect(summary.hasPaidSubscription).toBe(false);
    expect(summary.detail).toContain('November 30, 2026');
  });

  it('says billing is off, never lapsed, when the installation runs with BILLING=off', () => {
    const off = state({ plan: null, status: 'billing_off', trialEndsAt: null, automationsActive: true });
    expect(summarizeSubscription(off, NOW)).toEqual({
      plan: null,
      badge: 'Billing off',
      tone: 'green',
      detail: 'Billing is off on this installation: every feature is available without a plan.',
      hasPaidSubscription: false,
    });
  });

  it('says when an active plan renews, or when a cancelled one ends', () => {
    const active = state({ subscribed: true, status: 'active', plan: 'starter', interval: 'month', currentPeriodEnd: '2026-12-21T12:00:00Z', trialEndsAt: null });
    expect(summarizeSubscription(active, NOW)).toMatchObject({ badge: 'Active', tone: 'green', detail: 'Renews on December 21, 2026.', hasPaidSubscription: true });
    const cancelling = summarizeSubscription({ ...active, cancelAtPeriodEnd: true }, NOW);
    expect(cancelling.badge).toBe('Cancels on December 21, 2026');
  });

  it('says a lapsed plan pauses automations and deletes nothing', () => {
    const summary = summarizeSubscription(state({ status: 'lapsed', plan: null, automationsActive: false }), NOW);
    expect(summary.badge).toBe('Lapsed');
    expect(summary.detail).toContain('automations are paused, nothing was deleted');
  });

  it('asks for a new card when a payment is past due', () => {
    expect(summarizeSubscription(state({ subscribed: true, status: 'past_due', trialEndsAt: null }), NOW).badge).toBe('Past due');
  });
});

describe('plans', () => {
  it('finds the plan above, and none above the top one', () => {
    expect(nextPlanUp('starter')?.key).toBe('growth');
    expect(nextPlanUp('growth')?.key).toBe('enterprise');
    expect(nextPlanUp('enterprise')).toBeNull();
  });

  it('prices a period with the founder discount', () => {
    expect(formatPlanPrice(getPlan('starter'), 'month', false)).toBe('$49 / month');
    expect(formatPlanPrice(getPlan('starter'), 'month', true)).toBe('$34.30 / month');
    expect(formatPlanPrice(getPlan('growth'), 'year', false)).toBe('$1,428 / year');
  });

  it('counts a part day as a day', () => {
    expect(daysUntil('2026-11-22T00:00:00Z', NOW)).toBe(1);
    expect(daysUntil('2026-11-01T00:00:00Z', NOW)).toBe(0);
  });
});

describe('a paid subscription still in its trial', () => {
  it('says when the first payment is taken, and when it was cancelled', () => {
    const trial = state({ subscribed: true, interval: 'month', currentPeriodEnd: '2026-11-30T12:00:00Z' });
    expect(summarizeSubscription(trial, NOW)).toMatchObject({ badge: 'Free trial · 9 days left', hasPaidSubscription: true });
    expect(summarizeSubscription({ ...trial, cancelAtPeriodEnd: true }, NOW).badge).toBe('Cancels on November 30, 2026');
  });
});
