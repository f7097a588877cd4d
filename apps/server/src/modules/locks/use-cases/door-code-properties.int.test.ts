import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Property, type ReservationResult } from '@cohost/shared';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { SealedBox } from '../../../platform/crypto/sealed-box';
import type { createLocksModule } from '..';
import { LIVE_ON_LOCK } from '../domain/code-life';
import { doorCodes, virtualLockCodes, virtualLockDevices, locks as lockRows } from '../locks.tables';

type Locks = ReturnType<typeof createLocksModule>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP = 20 * MINUTE;
const START = new Date('2027-03-01T06:00:00Z');

const stayArb = fc.record({ dayOffset: fc.integer({ min: 1, max: 3 }), nights: fc.integer({ min: 1, max: 3 }), cancelAfterHours: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }), extendAfterHours: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }) });
const scenarioArb = fc.record({
  profile: fc.constantFrom('yale-assure' as const, 'august-wifi' as const, 'nuki-keypad' as const),
  failureRate: fc.constantFrom(0, 0.4, 1),
  offlineFromHour: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  stays: fc.array(stayArb, { minLength: 2, maxLength: 4 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

/**
 * Between two requests of this simulation, seconds of work can pass on the test's side: long
 * enough for the server to close the idle keep-alive socket as the client reuses it. One retry
 * on such a reset (the request never reached the app).
 */
async function once<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!/fetch failed/.test((error as Error).message)) throw error;
    return request();
  }
}

/**
 * Whatever the lock does (refuses codes, goes offline) and whatever the stays do (booked,
 * extended, cancelled), over days of simulated minutes: no two live codes collide on a lock;
 * every stay that checks in has a confirmed code, or its host was alerted, by T−2 h; a cancelled
 * or finished stay has no live code.
 */
describe('door codes hold their promises under any lock and any booking', () => {
  let t: TestApp;
  let host: TestClient;
  let locks: Locks;
  let workspaceId: string;
  let codes: SealedBox;
  let run = 0;

  beforeAll(async () => {
    // Simulated weeks would outlast a trial: a self-hosted installation without billing.
    t = await startTestApp({ env: { BILLING: 'off' } });
    host = (await signedInHost(t)).client;
    workspaceId = ((await host.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    locks = t.modules.find((module) => module.name === 'locks') as unknown as Locks;
    codes = new SealedBox(t.ctx.authSecret, 'door-codes');
  });
  afterAll(() => t.close());

  it('keeps the three invariants', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        run++;
        t.clock.set(START);
        const created = await once(() => host.post<Property>('/api/properties', { name: `Property ${run}`, timezone: 'UTC', checkInTime: '16:00', checkOutTime: '11:00' }));
        expect(created.status, created.text).toBe(201);
        const property = created.json;
        const lock = await locks.addVirtualLock({ userId: 'property-test', workspaceId, role: 'owner' }, { name: `Door ${run}`, propertyId: property.id, profile: scenario.profile, failureRate: scenario.failureRate, seed: scenario.seed });
        const booked: Array<{ id: string; checkInAt: Date; checkOutAt: Date; cancelAt: Date | null; extendAt: Date | null; cancelled: boolean; checkOutDate: string; checkInDate: string }> = [];
        const taken = new Set<string>();
        for (const [index, stay] of scenario.stays.entries()) {
          // Stays on one property never overlap: each starts after the previous one's checkout.
          const from = new Date(Date.UTC(2027, 2, 1 + stay.dayOffset + index * 4));
          const checkInDate = from.toISOString().slice(0, 10);
          const checkOutDate = new Date(from.getTime() + stay.nights * 24 * HOUR).toISOString().slice(0, 10);
          if (taken.has(checkInDate)) continue;
          taken.add(checkInDate);
          const created = await once(() => host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName: `Guest ${index}` }));
          expect(created.status, created.text).toBe(201);
          booked.push({
            id: created.json.reservation.id,
            checkInDate,
            checkOutDate,
            checkInAt: new Date(`${checkInDate}T16:00:00Z`),
            checkOutAt: new Date(`${checkOutDate}T11:00:00Z`),
            cancelAt: stay.cancelAfterHours === null ? null : new Date(START.getTime() + stay.cancelAfterHours * HOUR),
            extendAt: stay.extendAfterHours === null ? null : new Date(START.getTime() + stay.extendAfterHours * HOUR),
            cancelled: false,
          });
        }
        const end = new Date(Math.max(...booked.map((stay) => stay.checkOutAt.getTime())) + 4 * HOUR);
        const checked = new Set<string>();
        for (let now = START.getTime(); now <= end.getTime(); now += STEP) {
          t.clock.set(new Date(now));
          if (scenario.offlineFromHour !== null && now === START.getTime() + scenario.offlineFromHour * HOUR - ((START.getTime() + scenario.offlineFromHour * HOUR - START.getTime()) % STEP)) {
            const [row] = await t.database.db.select().from(lockRows).where(eq(lockRows.id, lock.id));
            await t.database.db.update(virtualLockDevices).set({ offlineUntil: new Date(now + 6 * HOUR) }).where(eq(virtualLockDevices.deviceId, row!.deviceId));
          }
          for (const stay of booked) {
            if (stay.cancelled) continue;
            if (stay.cancelAt && stay.cancelAt.getTime() <= now && stay.checkInAt.getTime() > now) {
              expect((await once(() => host.post(`/api/reservations/${stay.id}/cancel`, { reason: 'Plans changed' }))).status).toBeLessThan(300);
              stay.cancelled = true;
            } else if (stay.extendAt && stay.extendAt.getTime() <= now && stay.checkOutAt.getTime() > now) {
              const later = new Date(new Date(`${stay.checkOutDate}T00:00:00Z`).getTime() + 24 * HOUR).toISOString().slice(0, 10);
              const moved = await once(() => host.request(`/api/reservations/${stay.id}`, { method: 'PUT', body: { checkInDate: stay.checkInDate, checkOutDate: later, guestName: 'Extended' } }));
              expect(moved.status, moved.text).toBe(200);
              stay.checkOutDate = later;
              stay.checkOutAt = new Date(`${later}T11:00:00Z`);
              stay.extendAt = null;
            }
          }
          await t.deliverEvents();
          await locks.advanceDoorCodes();

          // 1. No two live codes collide on the lock (Cohost's view, and the keypad's).
          const live = (await t.database.db.select().from(doorCodes).where(eq(doorCodes.lockId, lock.id))).filter((code) => LIVE_ON_LOCK.has(code.status) && code.codeSealed);
          const digits = live.map((code) => codes.open(code.codeSealed!));
          expect(new Set(digits).size).toBe(digits.length);
          const [row] = await t.database.db.select().from(lockRows).where(eq(lockRows.id, lock.id));
          const onKeypad = (await t.database.db.select().from(virtualLockCodes).where(and(eq(virtualLockCodes.deviceId, row!.deviceId), inArray(virtualLockCodes.status, ['setting', 'set'])))).filter((code) => !code.isBackup || code.backupFor !== null);
          expect(new Set(onKeypad.map((code) => code.code)).size).toBe(onKeypad.length);

          for (const stay of booked) {
            const mine = (await t.database.db.select().from(doorCodes).where(eq(doorCodes.reservationId, stay.id))).filter((code) => code.lockId === lock.id);
            // 2. By T−2 h: a confirmed code, or the host alerted.
            if (!stay.cancelled && now >= stay.checkInAt.getTime() - 2 * HOUR && now < stay.checkInAt.getTime() && !checked.has(stay.id)) {
              checked.add(stay.id);
              const current = mine.find((code) => !['removed', 'cancelled'].includes(code.status));
              expect(current, `stay ${stay.id} at ${new Date(now).toISOString()}`).toBeDefined();
              const confirmed = current!.status === 'set' || current!.status === 'backup';
              expect(confirmed || current!.alertedAt !== null, `${current!.status} at ${new Date(now).toISOString()}, ${scenario.failureRate}`).toBe(true);
            }
            // 3. A cancelled stay, or one whose window ended an hour ago, has no live code.
            const ended = now >= stay.checkOutAt.getTime() + 2 * HOUR;
            if ((stay.cancelled && now >= (stay.cancelAt?.getTime() ?? 0) + HOUR) || ended) {
              expect(mine.filter((code) => LIVE_ON_LOCK.has(code.status) || code.status === 'set'), `stay ${stay.id} at ${new Date(now).toISOString()}`).toEqual([]);
            }
          }
        }
        // Every stay still on at its check-in was looked at T−2 h.
        for (const stay of booked) if (!stay.cancelled) expect(checked.has(stay.id), `stay ${stay.id}`).toBe(true);
      }),
      { seed: 1919, numRuns: 4, endOnFailure: true },
    );
  });
});
