import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type AutonomySettings, type CleaningTaskDetail, type Property, type ReservationResult } from '@cohost/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createCleaningModule } from '..';
import { insertMember } from '../../accounts/accounts.repo';
import { users } from '../../accounts/accounts.tables';
import { domainEvents } from '../../../platform/events/events.tables';
import { cleaningTasks } from '../cleaning.tables';
import { lockTask } from '../cleaning.repo';
import { EventBus } from '../../../platform/events/event-bus';
import { acknowledgeTask, completeTask, endTaskDoorCode, recordIssue, recordReport, recordSupplyCount, startTask } from './record-cleaner-work';

type Cleaning = ReturnType<typeof createCleaningModule>;

describe('cleaning: turnovers follow the calendar, cleaners are assigned, told, asked to acknowledge, escalated', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let workspaceId: string;
  let cleaning: Cleaning;
  const cleaners: Array<{ id: string; email: string }> = [];

  const saveSettings = async (mode: 'beginner' | 'expert', cleaningSettings: Partial<AutonomySettings['cleaning']> = {}) => {
    const base = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, mode);
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: { ...base, cleaning: { ...base.cleaning, ...cleaningSettings } } } });
    expect(saved.status, saved.text).toBe(200);
  };
  const newProperty = async (name: string) =>
    (await host.post<Property>('/api/properties', { name, timezone: 'America/Denver', checkInTime: '16:00', checkOutTime: '11:00' })).json;
  const book = async (propertyId: string, checkInDate: string, checkOutDate: string, guestName = 'Dana Ruiz') => {
    const created = await host.post<ReservationResult>(`/api/properties/${propertyId}/reservations`, { checkInDate, checkOutDate, guestName });
    expect(created.status, created.text).toBe(201);
    await t.deliverEvents();
    return created.json.reservation.id;
  };
  const turnoverOf = async (reservationId: string) => {
    const rows = await t.database.db
      .select()
      .from(cleaningTasks)
      .where(and(eq(cleaningTasks.reservationId, reservationId), eq(cleaningTasks.kind, 'turnover')))
      .orderBy(asc(cleaningTasks.createdAt));
    return rows.at(-1)!;
  };
  const joinAsCleaner = async (name: string) => {
    const person = await signedInHost(t, name);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    await insertMember(t.database.db, { workspaceId, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    cleaners.push({ id: user!.id, email: person.email });
    return user!.id;
  };
  /** What the portal's use cases hand the helpers: the clock, the realtime hub and an event publisher. */
  const cleanerWork = () => ({ clock: t.clock, realtime: t.ctx.realtime, events: new EventBus({ db: t.database.db, clock: t.clock, log: t.ctx.log, realtime: t.ctx.realtime, works: false }) });

  beforeAll(async () => {
    t = await startTestApp({ env: { BILLING: 'off' } });
    const signedIn = await signedInHost(t, 'Cleaning Host');
    host = signedIn.client;
    hostEmail = signedIn.email;
    workspaceId = ((await host.get('/api/accounts/me')).json as { workspace: { id: string } }).workspace.id;
    cleaning = t.modules.find((module) => module.name === 'cleaning') as unknown as Cleaning;
    t.clock.set('2026-12-01T17:00:00Z');
    await joinAsCleaner('Carla Clean');
    await joinAsCleaner('Bea Broom');
    await saveSettings('expert');
  });
  afterAll(() => t.close());

  it('plans a turnover from checkout to the next check-in less the buffer, flags same-day, and gives a lone stay the property window', async () => {
    const property = await newProperty('Aspen Cabin');
    const first = await book(property.id, '2026-12-05', '2026-12-08');
    const second = await book(property.id, '2026-12-08', '2026-12-10');
    // 11:00 MST checkout = 18:00 UTC; next check-in 16:00 MST less 2 h = 21:00 UTC.
    expect(await turnoverOf(first)).toMatchObject({ windowStart: new Date('2026-12-08T18:00:00Z'), windowEnd: new Date('2026-12-08T21:00:00Z'), sameDay: true, nextReservationId: second });
    // No stay after: the property's window (6 hours by default).
    expect(await turnoverOf(second)).toMatchObject({ windowStart: new Date('2026-12-10T18:00:00Z'), windowEnd: new Date('2026-12-11T00:00:00Z'), sameDay: false, nextReservationId: null });

    // Expert, auto: fairness spreads the two turnovers over the two cleaners; both are pending.
    const a = await turnoverOf(first);
    const b = await turnoverOf(second);
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
    expect(new Set([a.cleanerUserId, b.cleanerUserId])).toEqual(new Set(cleaners.map((cleaner) => cleaner.id)));

    // The host's screens read them.
    const listed = await host.get<{ tasks: Array<{ id: string; isSameDay: boolean; cleaner: { name: string } | null }> }>(`/api/cleaning/tasks?from=2026-12-08&to=2026-12-10&propertyId=${property.id}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.tasks.map((task) => task.id)).toEqual([a.id, b.id]);
    expect(listed.json.tasks[0]!.isSameDay).toBe(true);
    const detail = await host.get<CleaningTaskDetail>(`/api/cleaning/tasks/${a.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.checklist.length).toBeGreaterThan(0);
    expect(detail.json.history.map((entry) => entry.kind)).toContain('assigned');
  });

  it('moves the turnover with a moved stay, re-asks a told cleaner to acknowledge, and cancels with a cancelled stay', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const property = await newProperty('Birch House');
    const first = await book(property.id, '2026-12-14', '2026-12-17');
    const second = await book(property.id, '2026-12-17', '2026-12-19', 'Lee Park');
    const task = await turnoverOf(first);
    const cleaner = cleaners.find((candidate) => candidate.id === task.cleanerUserId)!;

    // 24 hours before: the cleaner is told by email with a link into the portal, and asked to acknowledge.
    t.clock.set('2026-12-16T19:00:00Z');
    await cleaning.notifyDueCleaners();
    const told = await latestMessage(t, cleaner.email, 'cleaning.task-assigned');
    expect(told?.textBody).toContain(`/cleaner-dashboard?task=${task.id}`);
    expect(await turnoverOf(first)).toMatchObject({ ackState: 'requested', ackDeadline: new Date('2026-12-16T23:00:00Z') });

    // The next guest now arrives a day later: the window runs to then, and the cleaner must acknowledge the change.
    const moved = await host.request(`/api/reservations/${second}`, { method: 'PUT', body: { checkInDate: '2026-12-18', checkOutDate: '2026-12-19', guestName: 'Lee Park' } });
    expect(moved.status, moved.text).toBe(200);
    await t.deliverEvents();
    const after = await turnoverOf(first);
    expect(after).toMatchObject({ windowStart: new Date('2026-12-17T18:00:00Z'), windowEnd: new Date('2026-12-18T21:00:00Z'), sameDay: false, changeNeedsAck: true, ackState: 'requested' });
    expect((await latestMessage(t, cleaner.email, 'cleaning.task-changed'))?.textBody).toContain('acknowledge the change');
    const summary = (await host.get<{ tasks: Array<{ id: string; changeReason: string | null; needsAcknowledgement: boolean }> }>(`/api/cleaning/tasks?from=2026-12-17&to=2026-12-18`)).json.tasks.find((row) => row.id === task.id);
    expect(summary).toMatchObject({ needsAcknowledgement: true, changeReason: expect.any(String), outgoingGuestName: 'Dana Ruiz', nextGuestName: 'Lee Park' });

    // The next stay is cancelled: its turnover is cancelled, this one gets the lone-stay window.
    const secondTask = await turnoverOf(second);
    const cancelled = await host.post(`/api/reservations/${second}/cancel`, { reason: 'Guest cancelled' });
    expect(cancelled.status, cancelled.text).toBe(200);
    await t.deliverEvents();
    expect((await turnoverOf(second)).id).toBe(secondTask.id);
    expect((await turnoverOf(second)).status).toBe('cancelled');
    expect(await turnoverOf(first)).toMatchObject({ windowEnd: new Date('2026-12-18T00:00:00Z'), nextReservationId: null });
  });

  it('escalates a task not acknowledged by its deadline to the host, once; an acknowledged one does not', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const property = await newProperty('Cedar Loft');
    const stay = await book(property.id, '2026-12-20', '2026-12-22');
    const other = await book(property.id, '2026-12-24', '2026-12-26');
    t.clock.set('2026-12-21T19:00:00Z');
    await cleaning.notifyDueCleaners();
    expect((await turnoverOf(stay)).ackState).toBe('requested');
    // Past the 4-hour deadline.
    t.clock.set('2026-12-21T23:05:00Z');
    expect(await cleaning.escalateUnacknowledged()).toBeGreaterThanOrEqual(1);
    expect((await turnoverOf(stay)).ackState).toBe('escalated');
    expect((await latestMessage(t, hostEmail, 'cleaning.unacknowledged'))?.textBody).toContain('Cedar Loft');
    expect(await cleaning.escalateUnacknowledged()).toBe(0);

    // Acknowledged in time (through the portal's helper): nothing escalates.
    t.clock.set('2026-12-25T19:00:00Z');
    await cleaning.notifyDueCleaners();
    const otherTask = await turnoverOf(other);
    await t.database.db.transaction(async (tx) => acknowledgeTask(cleanerWork(), tx, (await lockTask(tx, workspaceId, otherTask.id))!, otherTask.cleanerUserId!));
    t.clock.set('2026-12-26T02:00:00Z');
    await cleaning.escalateUnacknowledged();
    expect((await turnoverOf(other)).ackState).toBe('acknowledged');
  });

  it('with "escalate to the next cleaner" on, offers an unacknowledged task to the other cleaner; with notifications off, tells nobody', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    expect((await host.request('/api/cleaning/settings', { method: 'PUT', body: { ackHours: 1, escalateToNextCleaner: true } })).status).toBe(200);
    const property = await newProperty('Hazel Barn');
    const stay = await book(property.id, '2027-01-20', '2027-01-22');
    const first = (await turnoverOf(stay)).cleanerUserId!;
    t.clock.set('2027-01-21T19:00:00Z');
    await cleaning.notifyDueCleaners();
    t.clock.set('2027-01-21T20:05:00Z');
    expect(await cleaning.escalateUnacknowledged()).toBe(1);
    // Expert: the next cleaner is assigned at once (and, within 24 hours, told and asked).
    const offered = await turnoverOf(stay);
    expect(offered.cleanerUserId).not.toBe(first);
    expect(offered).toMatchObject({ status: 'pending', ackState: 'requested' });
    expect((await latestMessage(t, cleaners.find((cleaner) => cleaner.id === first)!.email, 'cleaning.task-cancelled'))?.textBody).toContain('given to another cleaner');
    await host.request('/api/cleaning/settings', { method: 'PUT', body: { ackHours: 4, escalateToNextCleaner: false } });

    t.clock.set('2026-12-01T17:00:00Z');
    await saveSettings('expert', { notifyCleaners: false });
    const quiet = await book(property.id, '2027-01-25', '2027-01-27');
    t.clock.set('2027-01-26T19:00:00Z');
    expect(await cleaning.notifyDueCleaners()).toBe(0);
    expect(await turnoverOf(quiet)).toMatchObject({ ackState: 'none', notifiedAt: expect.any(Date) });
    await saveSettings('expert');
  });

  it('leaves a turnover months ahead unassigned until it comes within 60 days, then proposes (Expert: assigns) a cleaner', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const property = await newProperty('Ivy Court');
    const stay = await book(property.id, '2027-04-01', '2027-04-03');
    expect(await turnoverOf(stay)).toMatchObject({ status: 'scheduled', cleanerUserId: null, approvalId: null });
    t.clock.set('2027-02-10T12:00:00Z');
    expect(await cleaning.proposeDueAssignments()).toBeGreaterThanOrEqual(1);
    expect((await turnoverOf(stay)).status).toBe('pending');
  });

  it('Beginner proposes the assignment in the approvals inbox; approving it assigns the cleaner', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    await saveSettings('beginner');
    const property = await newProperty('Dune Cottage');
    const stay = await book(property.id, '2026-12-27', '2026-12-29');
    const waiting = await turnoverOf(stay);
    expect(waiting).toMatchObject({ status: 'scheduled', cleanerUserId: null });
    expect(waiting.proposedCleanerUserId).not.toBeNull();
    expect(waiting.approvalId).not.toBeNull();
    const [state] = await (t.modules.find((module) => module.name === 'automation') as unknown as { approvalStates: (ws: string, ids: string[]) => Promise<Array<{ version: number }>> }).approvalStates(workspaceId, [waiting.approvalId!]);
    const approved = await host.post(`/api/approvals/${waiting.approvalId}/approve`, { version: state!.version });
    expect(approved.status, approved.text).toBe(200);
    expect(await turnoverOf(stay)).toMatchObject({ status: 'pending', cleanerUserId: waiting.proposedCleanerUserId, approvalId: null });
    await saveSettings('expert');
  });

  it('rotation takes the cleaners in turn; manual leaves the task for the host to assign', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    await saveSettings('expert', { assignment: 'rotation' });
    const property = await newProperty('Elm Flat');
    const picks: Array<string | null> = [];
    for (const [checkIn, checkOut] of [['2027-01-04', '2027-01-05'], ['2027-01-06', '2027-01-07'], ['2027-01-08', '2027-01-09']] as const) {
      picks.push((await turnoverOf(await book(property.id, checkIn, checkOut))).cleanerUserId);
    }
    expect(picks[0]).not.toBe(picks[1]);
    expect(picks[2]).toBe(picks[0]);

    await saveSettings('expert', { assignment: 'manual' });
    const manual = await turnoverOf(await book(property.id, '2027-01-12', '2027-01-13'));
    expect(manual).toMatchObject({ status: 'scheduled', cleanerUserId: null, approvalId: null });
    const assigned = await host.post<CleaningTaskDetail>(`/api/cleaning/tasks/${manual.id}/assign`, { cleanerId: cleaners[1]!.id });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.json).toMatchObject({ status: 'pending', cleaner: { id: cleaners[1]!.id } });
    await saveSettings('expert');
  });

  it("publishes the cleaner's work: completed, a problem with photos, supplies counted; the host rates it", async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const property = await newProperty('Fir Lodge');
    const created = await host.post<CleaningTaskDetail>('/api/cleaning/tasks', {
      propertyId: property.id,
      kind: 'deep-clean',
      startsAt: '2026-12-02T16:00:00Z',
      endsAt: '2026-12-02T20:00:00Z',
      cleanerId: cleaners[0]!.id,
      notes: 'Oven too',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ kind: 'deep-clean', status: 'pending', acknowledgement: 'requested', cleaner: { id: cleaners[0]!.id } });
    const context = cleanerWork();
    const by = cleaners[0]!.id;
    await t.database.db.transaction(async (tx) => {
      const task = (await lockTask(tx, workspaceId, created.json.id))!;
      const started = await startTask(context, tx, task, by);
      await recordIssue(context, tx, started, { kind: 'damage', description: 'Broken lamp', photoIds: [], reportedBy: by });
      await recordSupplyCount(context, tx, started, { countedBy: by, items: [{ key: 'toilet-paper', name: 'Toilet paper', quantity: 6 }] });
      const reported = await recordReport(context, tx, started, 'Draft');
      await completeTask(context, tx, reported, by, { notes: 'All good apart from the lamp.' });
    });
    // Done: its door code comes off the locks (the locks face, by the task's own code id).
    const cancelledCodes: string[] = [];
    const done = (await t.database.db.select().from(cleaningTasks).where(eq(cleaningTasks.id, created.json.id)))[0]!;
    await endTaskDoorCode({ log: t.ctx.log, ports: { cancelTaskCodes: async (_ws: string, id: string) => void cancelledCodes.push(id) } } as never, done);
    expect(cancelledCodes).toEqual([done.doorCodeTaskId]);
    const events = await t.database.db.select({ type: domainEvents.type }).from(domainEvents).where(eq(domainEvents.aggregate, created.json.id));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['cleaning.scheduled', 'cleaning.assigned', 'cleaning.issue-reported', 'cleaning.supplies-counted', 'cleaning.completed']));

    expect((await host.post(`/api/cleaning/tasks/${created.json.id}/rating`, { stars: 5, comment: 'Spotless' })).status).toBe(204);
    const detail = (await host.get<CleaningTaskDetail>(`/api/cleaning/tasks/${created.json.id}`)).json;
    expect(detail).toMatchObject({ status: 'completed', rating: 5, issueCount: 1, report: { notes: 'All good apart from the lamp.' }, supplies: [{ itemName: 'Toilet paper', quantity: 6 }] });
    const overview = await host.get<{ recentCompletions: Array<{ id: string }>; cleaners: Array<{ id: string; completedCount: number; rating: number | null }> }>('/api/cleaning/overview');
    expect(overview.status, overview.text).toBe(200);
    expect(overview.json.recentCompletions.map((task) => task.id)).toContain(created.json.id);
    expect(overview.json.cleaners.find((row) => row.id === by)).toMatchObject({ completedCount: 1, rating: 5 });
  });

  it('keeps checklist templates, property and workspace settings, and cleaner profiles', async () => {
    const property = await newProperty('Gum Tree House');
    const template = await host.get<{ rooms: Array<{ name: string }> }>(`/api/cleaning/properties/${property.id}/checklist`);
    expect(template.json.rooms.length).toBeGreaterThan(0);
    const saved = await host.request<{ rooms: Array<{ key: string; items: Array<{ key: string }> }> }>(`/api/cleaning/properties/${property.id}/checklist`, {
      method: 'PUT',
      body: { rooms: [{ name: 'Whole flat', items: [{ label: 'Floors', needsPhoto: false }, { label: 'Floors', needsPhoto: true }] }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.rooms[0]!.items.map((item) => item.key)).toEqual(['floors', 'floors-2']);
    const settings = await host.request(`/api/cleaning/properties/${property.id}/settings`, { method: 'PUT', body: { openWindowHours: 10, expectedMinutes: 120 } });
    expect(settings.status, settings.text).toBe(200);
    expect((await host.request('/api/cleaning/settings', { method: 'PUT', body: { ackHours: 2, escalateToNextCleaner: true } })).status).toBe(200);
    const profile = await host.request<{ specialty: string; propertyIds: string[] }>(`/api/cleaning/cleaners/${cleaners[1]!.id}`, {
      method: 'PATCH',
      body: { specialty: 'Deep cleans', propertyIds: [property.id], availability: { weekdays: [1, 2, 3], startTime: '09:00', endTime: '17:00' } },
    });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json).toMatchObject({ specialty: 'Deep cleans', propertyIds: [property.id] });
    expect((await host.request(`/api/cleaning/cleaners/${cleaners[1]!.id}`, { method: 'PATCH', body: { propertyIds: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(404);
    await host.request('/api/cleaning/settings', { method: 'PUT', body: { ackHours: 4, escalateToNextCleaner: false } });
  });
});
