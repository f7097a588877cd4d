import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../../test/support/test-app';
import { EventBus } from '../../../platform/events/event-bus';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { createLocalPaymentProvider } from '../providers/local-payment-provider';
import type { PaymentProvider } from '../providers/payment-provider';
import { processBillingEvent } from '../use-cases/process-billing-event';

/**
 * Billing's use cases wired to the test app's real database, clock and job queue with the real
 * local provider; people are made up (billing only needs their ids), emails are collected.
 */
export function billingTestDeps(t: TestApp, options: { provider?: (deps: BillingDeps) => PaymentProvider; billing?: BillingDeps['billing'] } = {}) {
  const emails: { to: string; subject: string; template: string }[] = [];
  const deps = {
    db: t.database.db,
    jobs: t.ctx.jobs,
    clock: t.clock,
    log: t.ctx.log,
    // Events are written as the app writes them (no subscriber in these tests).
    events: new EventBus({ db: t.database.db, clock: t.clock, log: t.ctx.log, realtime: t.ctx.realtime, works: false }),
    publicUrl: t.url,
    billing: options.billing ?? 'on',
    foundersEndsAt: null,
    ports: {
      resolveActor: () => Promise.reject(new Error('not used')),
      findContact: async (userId: string) => ({ email: `${userId}@example.com`, name: null }),
      findWorkspaceOwner: async () => null,
      countMembers: async () => 1,
      countProperties: async () => 0,
      email: async (message: { to: string; subject: string; template: string }) => void emails.push(message),
    },
  } as unknown as BillingDeps;
  deps.provider = options.provider?.(deps) ?? createLocalPaymentProvider({ db: deps.db, clock: deps.clock, publicUrl: t.url, emit: (event) => processBillingEvent(deps, event) });
  return { deps, emails };
}

export function newActor(): Actor {
  return { userId: randomUUID(), workspaceId: randomUUID(), role: 'owner' };
}

/** The checkout session id in a local checkout url. */
export function sessionIdOf(url: string): string {
  return new URL(url).searchParams.get('session')!;
}
