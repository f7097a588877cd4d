import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../log/logger';
import { notifyRealtime, type RealtimeHub } from '../realtime/realtime-hub';
import type { Clock } from '../runtime/clock';
import type { DeliveredEvent, DomainEvent, EventDefinition, EventScope } from './define-event';
import { deliverEventsJob } from './event-jobs';
import { domainEvents, eventDeliveries } from './events.tables';

/** What a module does when an event it subscribes to is published. */
export interface Subscription<P extends EventScope = EventScope> {
  event: EventDefinition<P>;
  /** `<module>.<what-it-does>`, stable: deliveries are stored under it. */
  subscriber: string;
  handle(event: DeliveredEvent<P>): Promise<void>;
}

/** A module's subscription, for its `index.ts` (`subscriptions: [on(stayBooked, 'cleaning.plan-turnover', …)]`). */
export function on<P extends EventScope>(event: EventDefinition<P>, subscriber: string, handle: (event: DeliveredEvent<P>) => Promise<void>): Subscription {
  return { event, subscriber, handle } as unknown as Subscription;
}

/** What a module needs to publish: `publish(tx, event)` inside the transaction of the change. */
export interface EventPublisher {
  publish(tx: Database | Tx, ...events: DomainEvent[]): Promise<void>;
}

/** A delivery that gave up (or still retries), for the people who can replay it. */
export interface FailedDelivery {
  id: string;
  eventId: string;
  type: string;
  subscriber: string;
  status: 'pending' | 'dead';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

/** The event bus as a module of the composition root's list. */
export interface EventDelivery {
  name: 'events';
  kind: 'core';
  registerJobs(queue: JobQueue): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  deliverPending(): Promise<{ delivered: number; failed: number }>;
}

/** Waits before the 2nd, 3rd… attempt; the delivery is dead after the last. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A running delivery not finished by then is taken to have died with its process. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** The realtime scope that wakes up delivery workers on every instance (no workspace has this id). */
const WAKE_SCOPE = 'platform:events';

interface ClaimedDelivery {
  id: string;
  eventId: string;
  subscriber: string;
  attempts: number;
  type: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Domain events between modules. `publish` writes the event and one delivery per subscriber in
 * the publisher's transaction; delivery passes (the `events.deliver` job every minute, and a
 * wake-up on every worker as soon as an event commits) hand each delivery to its subscriber
 * once: claimed one at a time across instances (SKIP LOCKED), a subscriber's events of one
 * aggregate in order, failures retried with backoff, then dead (shown, and replayable).
 * A process that dies mid-delivery leaves it to be claimed again after the lease: handlers make
 * their effects idempotent with the event id.
 */
export class EventBus implements EventPublisher {
  private readonly subscriptions = new Map<string, Subscription[]>();
  private readonly handlers = new Map<string, Subscription>();
  private unsubscribeWake: (() => void) | null = null;
  private passing: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: { db: Database; clock: Clock; log: Logger; realtime: RealtimeHub; works: boolean }) {}

  subscribe(subscription: Subscription): void {
    const key = `${subscription.event.name}|${subscription.subscriber}`;
    if (this.handlers.has(key)) throw new Error(`${subscription.subscriber} already subscribes to ${subscription.event.name}`);
    this.handlers.set(key, subscription);
    const list = this.subscriptions.get(subscription.event.name) ?? [];
    list.push(subscription);
    this.subscriptions.set(subscription.event.name, list);
  }

  /** Subscribers of an event type (tests, docs). */
  subscribersOf(type: string): string[] {
    return (this.subscriptions.get(type) ?? []).map((subscription) => subscription.subscriber);
  }

  async publish(tx: Database | Tx, ...events: DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const now = this.options.clock.now();
    const rows = await tx
      .insert(domainEvents)
      .values(events.map((event) => ({ type: event.type, workspaceId: event.payload.workspaceId, aggregate: event.aggregate, payload: event.payload as unknown as Record<string, unknown>, occurredAt: now })))
      .returning({ id: domainEvents.id, seq: domainEvents.seq, type: domainEvents.type, workspaceId: domainEvents.workspaceId, aggregate: domainEvents.aggregate });
    const deliveries = rows.flatMap((row) =>
      (this.subscriptions.get(row.type) ?? []).map((subscription) => ({
        eventId: row.id,
        eventSeq: row.seq,
        subscriber: subscription.subscriber,
        workspaceId: row.workspaceId,
        aggregate: row.aggregate,
        status: 'pending' as const,
        nextAttemptAt: now,
        updatedAt: now,
      })),
    );
    if (deliveries.length === 0) return;
    await tx.insert(eventDeliveries).values(deliveries);
    await notifyRealtime(tx, WAKE_SCOPE, { type: 'events.published' });
  }

  /**
   * Hands due deliveries to their subscribers until none is left (or `limit` were handed);
   * returns how many were delivered and how many failed.
   */
  async deliverPending(limit = 1000): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    let failed = 0;
    for (let handed = 0; handed < limit && !this.stopped; handed++) {
      const claimed = await this.claim();
      if (!claimed) break;
      if (await this.run(claimed)) delivered++;
      else failed++;
    }
    return { delivered, failed };
  }

  async registerJobs(queue: JobQueue): Promise<void> {
    await queue.work(deliverEventsJob, async () => void (await this.deliverPending()));
  }

  /** The bus in the composition root's module list: its job, its wake-ups on workers, a pass by hand (tests). */
  asModule(): EventDelivery {
    return {
      name: 'events',
      kind: 'core',
      registerJobs: (queue) => this.registerJobs(queue),
      start: () => this.start(),
      stop: () => this.stop(),
      deliverPending: () => this.deliverPending(),
    };
  }

  /** On a worker: a delivery pass as soon as any instance commits an event. */
  async start(): Promise<void> {
    this.stopped = false;
    if (!this.options.works) return;
    this.unsubscribeWake = this.options.realtime.subscribe(WAKE_SCOPE, () => this.wake());
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribeWake?.();
    this.unsubscribeWake = null;
    await this.passing;
  }

  /** Failed deliveries of a workspace's events: retrying ones and dead ones, newest first. */
  async listFailed(workspaceId: string, limit = 50): Promise<FailedDelivery[]> {
    return this.selectFailed(workspaceId, null, limit);
  }

  /**
   * Sends a workspace's failed delivery again, now, from its first attempt. Returns what it was
   * (for the log), or null when the workspace has no such failed delivery.
   */
  async replay(workspaceId: string, deliveryId: string): Promise<FailedDelivery | null> {
    const [failed] = await this.selectFailed(workspaceId, deliveryId, 1);
    if (!failed) return null;
    const now = this.options.clock.now();
    const rows = await this.options.db
      .update(eventDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, updatedAt: now })
      .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.workspaceId, workspaceId), inArray(eventDeliveries.status, ['dead', 'pending'])))
      .returning({ id: eventDeliveries.id });
    if (rows.length === 0) return null;
    this.wake();
    return failed;
  }

  private async selectFailed(workspaceId: string, deliveryId: string | null, limit: number): Promise<FailedDelivery[]> {
    const rows = await this.options.db
      .select({
        id: eventDeliveries.id,
        eventId: eventDeliveries.eventId,
        type: domainEvents.type,
        subscriber: eventDeliveries.subscriber,
        status: eventDeliveries.status,
        attempts: eventDeliveries.attempts,
        lastError: eventDeliveries.lastError,
        nextAttemptAt: eventDeliveries.nextAttemptAt,
        occurredAt: domainEvents.occurredAt,
        payload: domainEvents.payload,
      })
      .from(eventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
      .where(
        and(
          eq(eventDeliveries.workspaceId, workspaceId),
          deliveryId ? eq(eventDeliveries.id, deliveryId) : undefined,
          sql`(${eventDeliveries.status} = 'dead' or (${eventDeliveries.status} = 'pending' and ${eventDeliveries.attempts} > 0))`,
        ),
      )
      .orderBy(desc(eventDeliveries.eventSeq))
      .limit(limit);
    return rows.map((row) => ({ ...row, status: row.status === 'dead' ? 'dead' : 'pending' }));
  }

  /** Deliveries waiting and dead, across the installation (health). */
  async counts(): Promise<{ pending: number; dead: number }> {
    const rows = await this.options.db
      .select({ status: eventDeliveries.status, n: count() })
      .from(eventDeliveries)
      .where(inArray(eventDeliveries.status, ['pending', 'running', 'dead']))
      .groupBy(eventDeliveries.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { pending: of('pending') + of('running'), dead: of('dead') };
  }

  /** The events of a type in the order they were published (tests and tools read the log). */
  async listEvents(type: string, limit = 500) {
    return this.options.db.select().from(domainEvents).where(eq(domainEvents.type, type)).orderBy(asc(domainEvents.seq)).limit(limit);
  }

  private wake(): void {
    if (this.stopped || !this.options.works) return;
    if (this.passing) {
      this.again = true;
      return;
    }
    this.passing = (async () => {
      do {
        this.again = false;
        try {
          await this.deliverPending();
        } catch (error) {
          this.options.log.error({ err: error }, 'An event delivery pass failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.passing = null;
    });
  }

  /**
   * Takes the next due delivery this process has a handler for: its subscriber's earlier events
   * of the same aggregate must be done (or dead) first; a row another instance holds is skipped.
   */
  private async claim(): Promise<ClaimedDelivery | null> {
    const known = [...this.handlers.values()].map((subscription) => subscription.subscriber);
    if (known.length === 0) return null;
    const now = this.options.clock.now();
    const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_MS);
    const subscribers = sql.join([...new Set(known)].map((name) => sql`${name}`), sql`, `);
    const [row] = await queryRows<{ id: string; event_id: string; subscriber: string; attempts: number }>(this.options.db, sql`
      update event_deliveries as d
         set status = 'running', attempts = d.attempts + 1, locked_until = ${leaseEnd.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
       where d.id = (
         select c.id from event_deliveries c
          where c.subscriber in (${subscribers})
            and ((c.status = 'pending' and c.next_attempt_at <= ${now.toISOString()}::timestamptz)
              or (c.status = 'running' and c.locked_until < ${now.toISOString()}::timestamptz))
            and not exists (
              select 1 from event_deliveries e
               where e.subscriber = c.subscriber and e.aggregate = c.aggregate and e.event_seq < c.event_seq
                 and e.status in ('pending', 'running'))
          order by c.event_seq
          limit 1
          for update skip locked)
      returning d.id, d.event_id, d.subscriber, d.attempts`);
    if (!row) return null;
    const [event] = await this.options.db.select().from(domainEvents).where(eq(domainEvents.id, row.event_id));
    if (!event) return null;
    return { id: row.id, eventId: row.event_id, subscriber: row.subscriber, attempts: Number(row.attempts), type: event.type, payload: event.payload, occurredAt: event.occurredAt };
  }

  private async run(delivery: ClaimedDelivery): Promise<boolean> {
    const subscription = this.handlers.get(`${delivery.type}|${delivery.subscriber}`);
    try {
      if (!subscription) throw new Error(`No handler for ${delivery.type} in ${delivery.subscriber}`);
      const payload = subscription.event.schema.parse(delivery.payload);
      await subscription.handle({ id: delivery.eventId, type: delivery.type, payload, occurredAt: delivery.occurredAt, attempt: delivery.attempts });
      const now = this.options.clock.now();
      await this.options.db
        .update(eventDeliveries)
        .set({ status: 'done', deliveredAt: now, lockedUntil: null, lastError: null, updatedAt: now })
        .where(eq(eventDeliveries.id, delivery.id));
      return true;
    } catch (error) {
      const now = this.options.clock.now();
      const dead = delivery.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(delivery.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
      this.options.log.warn({ err: error, eventId: delivery.eventId, type: delivery.type, subscriber: delivery.subscriber, attempt: delivery.attempts, dead }, 'An event subscriber failed');
      await this.options.db
        .update(eventDeliveries)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
          nextAttemptAt: new Date(now.getTime() + delay),
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(eventDeliveries.id, delivery.id));
      return false;
    }
  }
}
