import type { FailedEventList, Property, ReservationResult } from '@cohost/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSteps } from '../src/modules/automation/automation.tables';
import { domainEvents, eventDeliveries } from '../src/platform/events/events.tables';
import { latestMessage, signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

type Automation = { runSchedule(): Promise<{ done: number; failed: number }> };

/**
 * The modules' one way to each other, through the whole app: a stay booked over HTTP is an event;
 * automation schedules its steps (its own and messaging's) only when the event is delivered; the
 * stay's moment publishes its own event; a guest asking for a person is an event, and the
 * escalation's alert is sent by its subscriber; a delivery that gave up is shown and replayed.
 */
describe('domain events between modules', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let property: Property;
  let reservationId: string;
  let automation: Automation;

  const eventsOf = async (type: string, aggregate: string) =>
    t.database.db.select().from(domainEvents).where(and(eq(domainEvents.type, type), eq(domainEvents.aggregate, aggregate))).orderBy(asc(domainEvents.seq));
  const stepsOf = async (id: string) => (await t.database.db.select().from(scheduledSteps).where(eq(scheduledSteps.reservationId, id))).map((row) => `${row.step}:${row.status}`).sort();

  beforeAll(async () => {
    t = await startTestApp();
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Events Host'));
    property = (await host.post<Property>('/api/properties', { name: 'Event Loft', timezone: 'Europe/Lisbon', checkInTime: '15:00', checkOutTime: '11:00' })).json;
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
  });
  afterAll(() => t.close());

  it('a booked stay is an event; its steps are scheduled when the event is delivered, not before', async () => {
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-06-10', checkOutDate: '2026-06-13', guestName: 'Ines Duarte', guestEmail: 'ines@example.com' });
    expect(booked.status, booked.text).toBe(201);
    reservationId = booked.json.reservation.id;
    const [created] = await eventsOf('reservations.created', reservationId);
    expect(created!.payload).toMatchObject({ reservationId, propertyId: property.id, kind: 'guest', status: 'confirmed', checkInDate: '2026-06-10', isFromSync: false });
    const deliveries = await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, created!.id));
    // One delivery per subscriber: automation schedules the stay's steps and tells the host, cleaning plans its turnover, locks plans its door codes.
    expect(deliveries.map((row) => [row.subscriber, row.status]).sort()).toEqual([
      ['automation.schedule-stay-steps', 'pending'],
      ['automation.tell-host-booking', 'pending'],
      ['cleaning.plan-turnovers', 'pending'],
      ['locks.plan-stay-codes', 'pending'],
    ]);
    expect(await stepsOf(reservationId)).toEqual([]);

    expect((await t.deliverEvents()).failed).toBe(0);
    expect(await stepsOf(reservationId)).toEqual(
      expect.arrayContaining(['reservations.checking-in:pending', 'reservations.checked-in:pending', 'reservations.checked-out:pending', 'messaging.check-in-instructions:pending']),
    );
    expect((await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, created!.id)))[0]!.status).toBe('done');
  });

  it('the day before check-in, the stay’s own moment is published as reservations.checking-in', async () => {
    // 15:00 in Lisbon (UTC+1 in summer) the day before.
    t.clock.set('2026-06-09T14:00:30Z');
    await automation.runSchedule();
    const [moment] = await eventsOf('reservations.checking-in', reservationId);
    expect(moment!.payload).toEqual({ workspaceId: moment!.workspaceId, reservationId, propertyId: property.id, kind: 'guest', at: '2026-06-09T14:00:00.000Z' });
  });

  it('a guest asking for a person is messaging.guest-needs-person, and the escalation alerts the owner through its subscriber', async () => {
    const link = await host.get<{ url: string }>(`/api/reservations/${reservationId}/guest-link`);
    const token = link.json.url.split('/g/')[1]!;
    expect((await new TestClient(t.url).post(`/api/guest/${token}/human`, {})).status).toBe(200);
    const [needsPerson] = (await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'messaging.guest-needs-person'))).filter((row) => row.payload.reservationId === reservationId);
    expect(needsPerson!.payload).toMatchObject({ reservationId, propertyId: property.id, humanRequested: true, topics: expect.arrayContaining(['talk-to-human']) });

    const [escalated] = (await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'automation.escalated'))).filter((row) => row.payload.reservationId === reservationId);
    expect(escalated!.payload).toMatchObject({ kind: 'guest.reply', propertyId: property.id });
    expect(await latestMessage(t, hostEmail, 'automation.escalated')).toBeUndefined();
    await t.deliverEvents();
    expect((await latestMessage(t, hostEmail, 'automation.escalated'))?.subject).toMatch(/^Needs you now: /);
    // Delivered once: a second pass sends nothing more.
    expect(await t.deliverEvents()).toEqual({ delivered: 0, failed: 0 });
  });

  it('a delivery that gave up is listed for the hosts, replayed, and runs again', async () => {
    const empty = await host.get<FailedEventList>('/api/activity/failed-events');
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.items).toEqual([]);

    // As if automation had failed on every try to reschedule the stay after a change.
    const changed = await host.request<ReservationResult>(`/api/reservations/${reservationId}`, { method: 'PUT', body: { checkInDate: '2026-06-11', checkOutDate: '2026-06-13', guestName: 'Ines Duarte' } });
    expect(changed.status, changed.text).toBe(200);
    const [event] = await eventsOf('reservations.changed', reservationId);
    await t.database.db
      .update(eventDeliveries)
      .set({ status: 'dead', attempts: 6, lastError: 'database unreachable' })
      .where(and(eq(eventDeliveries.eventId, event!.id), eq(eventDeliveries.subscriber, 'automation.schedule-stay-steps')));
    // The other subscribers (cleaning, locks, the host's booking notice) take it as usual.
    expect(await t.deliverEvents()).toEqual({ delivered: 3, failed: 0 });

    const listed = await host.get<FailedEventList>('/api/activity/failed-events');
    expect(listed.json.items).toMatchObject([{ eventId: event!.id, type: 'reservations.changed', subscriber: 'automation.schedule-stay-steps', status: 'dead', attempts: 6, lastError: 'database unreachable', nextAttemptAt: null }]);
    const health = await host.get<{ events: { waiting: number; dead: number } }>('/api/health');
    expect(health.json.events.dead).toBeGreaterThanOrEqual(1);

    expect((await host.post(`/api/activity/failed-events/00000000-0000-4000-8000-000000000000/replay`, {})).status).toBe(404);
    const replayed = await host.post(`/api/activity/failed-events/${listed.json.items[0]!.id}/replay`, {});
    expect(replayed.status, replayed.text).toBe(200);
    expect(await t.deliverEvents()).toEqual({ delivered: 1, failed: 0 });
    expect((await host.get<FailedEventList>('/api/activity/failed-events')).json.items).toEqual([]);
    // The stay was rescheduled: check-in moved to the 11th (15:00 Lisbon, the day before = the 10th).
    const [checkingIn] = await t.database.db.select().from(scheduledSteps).where(and(eq(scheduledSteps.reservationId, reservationId), like(scheduledSteps.step, 'reservations.checking-in')));
    expect(checkingIn!.dueAt.toISOString()).toBe('2026-06-10T14:00:00.000Z');
    const activity = await host.get<{ items: Array<{ kind: string; summary: string }> }>('/api/activity?limit=5');
    expect(activity.json.items[0]).toMatchObject({ kind: 'events.replay', summary: 'Sent reservations.changed to automation.schedule-stay-steps again' });
  });
});
