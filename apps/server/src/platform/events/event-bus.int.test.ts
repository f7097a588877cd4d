import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { TEST_DATABASE_URL } from '../../../test/support/test-env';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createLogger } from '../log/logger';
import { createRealtimeHub, type RealtimeHub } from '../realtime/realtime-hub';
import { defineEvent, type DeliveredEvent } from './define-event';
import { EventBus, MAX_ATTEMPTS, on, RETRY_DELAYS_MS } from './event-bus';
import { eventDeliveries } from './events.tables';

const log = createLogger({ level: 'silent', pretty: false });
const stayMoved = defineEvent('test.stay-moved', z.object({ workspaceId: z.string(), stayId: z.string(), step: z.number() }), (payload) => payload.stayId);
const WORKSPACE = 'ws-events';

describe('domain events', () => {
  let database: TestDatabase;
  let realtime: RealtimeHub;
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));

  const bus = (handled: Array<DeliveredEvent<z.infer<typeof stayMoved.schema>>>, options: { fail?: (event: DeliveredEvent<z.infer<typeof stayMoved.schema>>) => boolean; db?: DatabaseHandle } = {}) => {
    const created = new EventBus({ db: (options.db ?? database).db, clock, log, realtime, works: false });
    created.subscribe(
      on(stayMoved, 'test.record', async (event) => {
        if (options.fail?.(event)) throw new Error(`refused step ${event.payload.step}`);
        handled.push(event);
      }),
    );
    return created;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    realtime = createRealtimeHub(database, log);
    await realtime.start();
  });
  afterAll(async () => {
    await realtime.stop();
    await database.close();
  });

  it('delivers each event once to each subscriber, a stay’s events in the order they were published', async () => {
    const handled: Array<DeliveredEvent<{ workspaceId: string; stayId: string; step: number }>> = [];
    const events = bus(handled);
    const other: string[] = [];
    events.subscribe(on(stayMoved, 'test.other', async (event) => void other.push(`${event.payload.stayId}:${event.payload.step}`)));
    await database.db.transaction(async (tx) => {
      await events.publish(tx, stayMoved({ workspaceId: WORKSPACE, stayId: 'a', step: 1 }), stayMoved({ workspaceId: WORKSPACE, stayId: 'b', step: 1 }));
    });
    await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'a', step: 2 }));
    expect(await events.deliverPending()).toEqual({ delivered: 6, failed: 0 });
    expect(handled.map((event) => `${event.payload.stayId}:${event.payload.step}`)).toEqual(['a:1', 'b:1', 'a:2']);
    expect(other).toEqual(['a:1', 'b:1', 'a:2']);
    expect(await events.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    expect(handled[0]).toMatchObject({ type: 'test.stay-moved', attempt: 1 });
  });

  it('refuses a payload that does not match its event', () => {
    expect(() => stayMoved({ workspaceId: WORKSPACE, stayId: 'x' } as never)).toThrow();
  });

  it('retries a failing subscriber with backoff, holds that stay’s later events until it succeeds, then goes dead and can be replayed', async () => {
    const handled: Array<DeliveredEvent<{ workspaceId: string; stayId: string; step: number }>> = [];
    let refuse = true;
    const events = bus(handled, { fail: (event) => refuse && event.payload.stayId === 'c' && event.payload.step === 1 });
    await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'c', step: 1 }));
    await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'c', step: 2 }));
    await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'd', step: 1 }));

    expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 1 });
    // c:2 waits behind c:1; d is another stay and goes on.
    expect(handled.map((event) => `${event.payload.stayId}:${event.payload.step}`)).toEqual(['d:1']);
    const [failing] = await events.listFailed(WORKSPACE);
    expect(failing).toMatchObject({ type: 'test.stay-moved', subscriber: 'test.record', status: 'pending', attempts: 1, lastError: 'refused step 1' });
    expect(failing!.nextAttemptAt.toISOString()).toBe(new Date(clock.now().getTime() + RETRY_DELAYS_MS[0]!).toISOString());

    // Not due yet: nothing happens.
    expect(await events.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt++) {
      clock.advance(2 * 60 * 60_000);
      expect(await events.deliverPending()).toEqual({ delivered: 0, failed: 1 });
    }
    // The last attempt fails: dead, which no longer holds the stay's later events back.
    clock.advance(2 * 60 * 60_000);
    expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 1 });
    const [dead] = await events.listFailed(WORKSPACE);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    expect(await events.counts()).toMatchObject({ dead: 1 });
    expect(handled.map((event) => `${event.payload.stayId}:${event.payload.step}`)).toEqual(['d:1', 'c:2']);

    // Another workspace cannot replay it; its own can.
    expect(await events.replay('ws-other', dead!.id)).toBeNull();
    refuse = false;
    expect(await events.replay(WORKSPACE, dead!.id)).toMatchObject({ id: dead!.id, type: 'test.stay-moved', status: 'dead' });
    expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 0 });
    expect(handled.at(-1)).toMatchObject({ payload: { stayId: 'c', step: 1 }, attempt: 1 });
    expect(await events.listFailed(WORKSPACE)).toEqual([]);
  });

  it('delivers an event whose transaction committed after later events were already delivered (no time window, no cursor)', async () => {
    const handled: Array<DeliveredEvent<{ workspaceId: string; stayId: string; step: number }>> = [];
    const events = bus(handled);
    if (database.url) {
      // Two transactions at once on PostgreSQL: the first published is committed last.
      const second = await openDatabase({ driver: 'postgres', connectionString: database.url, poolMax: 2 });
      try {
        let commitLate!: () => void;
        const late = database.db.transaction(async (tx) => {
          await events.publish(tx, stayMoved({ workspaceId: WORKSPACE, stayId: 'late', step: 1 }));
          await new Promise<void>((resolve) => (commitLate = resolve));
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await second.db.transaction(async (tx) => events.publish(tx, stayMoved({ workspaceId: WORKSPACE, stayId: 'early', step: 1 })));
        expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 0 });
        clock.advance(60 * 60_000);
        commitLate();
        await late;
      } finally {
        await second.close();
      }
    } else {
      // One connection on the embedded database: an event written an hour "ago" (its clock) is
      // committed after newer ones were delivered; the old outbox's look-back would have skipped it.
      await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'early', step: 1 }));
      expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 0 });
      clock.advance(-60 * 60_000);
      await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'late', step: 1 }));
      clock.advance(2 * 60 * 60_000);
    }
    expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 0 });
    expect(handled.map((event) => event.payload.stayId)).toEqual(['early', 'late']);
  });

  it('runs a delivery again when the process that took it died (its lease ran out)', async () => {
    const handled: Array<DeliveredEvent<{ workspaceId: string; stayId: string; step: number }>> = [];
    const events = bus(handled);
    await events.publish(database.db, stayMoved({ workspaceId: WORKSPACE, stayId: 'crash', step: 1 }));
    const [row] = await database.db.select().from(eventDeliveries).where(eq(eventDeliveries.status, 'pending'));
    // As a process that claimed it and died would leave it.
    await database.db.update(eventDeliveries).set({ status: 'running', attempts: 1, lockedUntil: new Date(clock.now().getTime() + 60_000) }).where(eq(eventDeliveries.id, row!.id));
    expect(await events.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    clock.advance(10 * 60_000);
    expect(await events.deliverPending()).toEqual({ delivered: 1, failed: 0 });
    expect(handled).toMatchObject([{ payload: { stayId: 'crash' }, attempt: 2 }]);
  });

  it.runIf(Boolean(TEST_DATABASE_URL))('two instances on one PostgreSQL database handle every event exactly once, each stay in order', async () => {
    const second = await openDatabase({ driver: 'postgres', connectionString: database.url!, poolMax: 4 });
    try {
      const seen = new Map<string, number>();
      const order = new Map<string, number[]>();
      const record = (instance: string) => async (event: DeliveredEvent<{ workspaceId: string; stayId: string; step: number }>) => {
        seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
        order.set(event.payload.stayId, [...(order.get(event.payload.stayId) ?? []), event.payload.step]);
        // Some work, so the two instances really overlap.
        await new Promise((resolve) => setTimeout(resolve, instance === 'one' ? 2 : 3));
      };
      const one = new EventBus({ db: database.db, clock, log, realtime, works: false });
      const two = new EventBus({ db: second.db, clock, log, realtime, works: false });
      one.subscribe(on(stayMoved, 'test.two-instances', record('one')));
      two.subscribe(on(stayMoved, 'test.two-instances', record('two')));
      const stays = Array.from({ length: 20 }, (_, index) => `stay-${index}`);
      for (let step = 1; step <= 10; step++) {
        await one.publish(database.db, ...stays.map((stayId) => stayMoved({ workspaceId: WORKSPACE, stayId, step })));
      }
      const [first, other] = await Promise.all([one.deliverPending(), two.deliverPending()]);
      expect(first.delivered + other.delivered).toBe(200);
      expect(first.delivered).toBeGreaterThan(0);
      expect(other.delivered).toBeGreaterThan(0);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
      expect(seen.size).toBe(200);
      for (const stayId of stays) expect(order.get(stayId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await second.close();
    }
  });
});
