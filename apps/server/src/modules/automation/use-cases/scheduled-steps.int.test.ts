import type { Property, ReservationResult } from '@cohost/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { RealtimeEvent } from '../../../platform/realtime/realtime-hub';
import type { createAutomationModule } from '..';
import { scheduledSteps } from '../automation.tables';

type Automation = ReturnType<typeof createAutomationModule>;

describe('time-based steps of stays, in the property’s time zone', () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;
  let automation: Automation;
  let workspaceId: string;
  const runs: Array<{ reservationId: string; dueAt: string; key: string }> = [];
  let failNext = 0;
  const events: RealtimeEvent[] = [];

  const stepsOf = async (reservationId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(scheduledSteps).where(eq(scheduledSteps.reservationId, reservationId)).orderBy(asc(scheduledSteps.step)))
        // Scheduled messages are steps too (messaging's own tests cover them).
        .filter((row) => !row.step.startsWith('messaging.'))
        .map((row) => [
        row.step,
        { dueAt: row.dueAt.toISOString(), status: row.status, attempts: row.attempts },
      ]),
    );
  const book = async (checkInDate: string, checkOutDate: string, extra: Record<string, unknown> = {}) => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName: 'Noor Haddad', ...extra });
    expect(created.status, created.text).toBe(201);
    return created.json.reservation.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    host = (await signedInHost(t)).client;
    workspaceId = ((await host.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    // New York: clocks go forward on 2027-03-14 and back on 2027-11-07.
    property = (await host.post<Property>('/api/properties', { name: 'Hudson House', timezone: 'America/New_York', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
    // A step of our own, 3 hours after checkout (elapsed hours), that records its runs.
    automation.defineStep({
      name: 'test.after-checkout',
      anchor: 'check-out',
      offset: (settings) => ({ hours: settings.cleaning.bufferHours + 1 }),
      appliesTo: (stay) => stay.kind === 'guest',
      maxLatenessMs: 60 * 60_000,
      run: async ({ stay, dueAt, idempotencyKey }) => {
        if (failNext > 0) {
          failNext -= 1;
          throw new Error('vendor down');
        }
        runs.push({ reservationId: stay.id, dueAt: dueAt.toISOString(), key: idempotencyKey });
      },
    });
    t.ctx.realtime.subscribe(workspaceId, (event) => events.push(event));
    t.clock.set('2027-03-01T12:00:00Z');
  });
  afterAll(() => t.close());

  it('schedules the day before check-in at the same local time across the spring clock change', async () => {
    const id = await book('2027-03-14', '2027-03-16');
    await automation.runSchedule();
    expect(await stepsOf(id)).toEqual({
      // 16:00 EST on the 13th (UTC−5) and 16:00 EDT on the 14th (UTC−4): 23 hours apart.
      'reservations.checking-in': { dueAt: '2027-03-13T21:00:00.000Z', status: 'pending', attempts: 0 },
      'reservations.checked-in': { dueAt: '2027-03-14T20:00:00.000Z', status: 'pending', attempts: 0 },
      'reservations.checked-out': { dueAt: '2027-03-16T15:00:00.000Z', status: 'pending', attempts: 0 },
      // Checkout 11:00 EDT + 3 elapsed hours.
      'test.after-checkout': { dueAt: '2027-03-16T18:00:00.000Z', status: 'pending', attempts: 0 },
    });
  });

  it('and across the autumn one (25 hours apart)', async () => {
    const id = await book('2027-11-07', '2027-11-08');
    await automation.runSchedule();
    const steps = await stepsOf(id);
    expect(steps['reservations.checking-in']!.dueAt).toBe('2027-11-06T20:00:00.000Z');
    expect(steps['reservations.checked-in']!.dueAt).toBe('2027-11-07T21:00:00.000Z');
  });

  it('moves the steps when the stay changes, runs each once, and cancels what is left when it is cancelled', async () => {
    const id = await book('2027-04-10', '2027-04-12');
    await automation.runSchedule();
    const moved = await host.request<ReservationResult>(`/api/reservations/${id}`, { method: 'PUT', body: { checkInDate: '2027-04-11', checkOutDate: '2027-04-13', guestName: 'Noor Haddad' } });
    expect(moved.status, moved.text).toBe(200);
    await automation.runSchedule();
    expect((await stepsOf(id))['reservations.checking-in']).toEqual({ dueAt: '2027-04-10T20:00:00.000Z', status: 'pending', attempts: 0 });

    events.length = 0;
    t.clock.set('2027-04-10T20:00:30Z');
    await automation.runSchedule();
    await automation.runSchedule();
    expect((await stepsOf(id))['reservations.checking-in']).toMatchObject({ status: 'done', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.filter((event) => event.data?.step === 'reservations.checking-in')).toEqual([
      { type: 'reservations.changed', data: { reservationId: id, step: 'reservations.checking-in' } },
    ]);

    const cancelled = await host.post(`/api/reservations/${id}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);
    await automation.runSchedule();
    const after = await stepsOf(id);
    expect(after['reservations.checking-in']!.status).toBe('done');
    expect(after['reservations.checked-in']!.status).toBe('cancelled');
    expect(after['test.after-checkout']!.status).toBe('cancelled');
  });

  it('retries a failed step with backoff and never runs it twice once done', async () => {
    t.clock.set('2027-05-01T12:00:00Z');
    const id = await book('2027-05-02', '2027-05-03');
    await automation.runSchedule();
    // 11:00 EDT checkout + 3 h = 18:00 EDT = 22:00Z... in UTC: 2027-05-03T15:00Z + 3h.
    expect((await stepsOf(id))['test.after-checkout']!.dueAt).toBe('2027-05-03T18:00:00.000Z');
    failNext = 1;
    t.clock.set('2027-05-03T18:00:10Z');
    expect(await automation.runSchedule()).toMatchObject({ failed: 1 });
    expect((await stepsOf(id))['test.after-checkout']).toMatchObject({ status: 'pending', attempts: 1, dueAt: '2027-05-03T18:01:10.000Z' });
    t.clock.set('2027-05-03T18:02:00Z');
    await automation.runSchedule();
    await automation.runSchedule();
    expect(runs.filter((run) => run.reservationId === id)).toEqual([
      { reservationId: id, dueAt: '2027-05-03T18:01:10.000Z', key: `step:${id}:test.after-checkout:2027-05-03T18:01:10.000Z` },
    ]);
  });

  it('does not run a step whose moment passed long before the stay was booked; internal stays get no guest steps', async () => {
    t.clock.set('2027-06-10T19:00:00Z');
    // Booked for today at 16:00 local (20:00Z): "the day before" was 23 hours ago — still sent (late, within a day).
    const late = await book('2027-06-10', '2027-06-12');
    const owner = await book('2027-06-20', '2027-06-22', { kind: 'owner' });
    await automation.runSchedule();
    expect((await stepsOf(late))['reservations.checking-in']!.status).toBe('done');
    expect(Object.keys(await stepsOf(owner)).sort()).toEqual(['reservations.checked-in', 'reservations.checked-out']);
  });
});
