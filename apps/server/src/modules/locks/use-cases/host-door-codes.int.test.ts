import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type DoorCodeView, type LockCodes, type Property, type ReservationResult } from '@cohost/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createLocksModule } from '..';
import { activityLog } from '../../automation/automation.tables';
import { messages } from '../../messaging/messaging.tables';
import { doorCodes, virtualLockCodes } from '../locks.tables';

type Locks = ReturnType<typeof createLocksModule>;
const MINUTE = 60_000;

describe("door codes in a host's hands: a forced new code, maintenance codes, codes for tasks", () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;
  let locks: Locks;
  let lockId: string;
  let actor: { userId: string; workspaceId: string; role: 'owner' };

  const pass = async () => {
    await t.deliverEvents();
    await locks.advanceDoorCodes();
    await t.deliverEvents();
  };
  const codesOnLock = async () => (await host.get<LockCodes>(`/api/locks/${lockId}/codes`)).json.codes;
  const rowsOf = (reservationId: string) => t.database.db.select().from(doorCodes).where(eq(doorCodes.reservationId, reservationId)).orderBy(asc(doorCodes.createdAt));

  beforeAll(async () => {
    t = await startTestApp();
    const signedIn = await signedInHost(t);
    host = signedIn.client;
    const me = (await host.get('/api/accounts/me')).json as { user: { id: string }; workspace: { id: string } };
    actor = { userId: me.user.id, workspaceId: me.workspace.id, role: 'owner' };
    property = (await host.post<Property>('/api/properties', { name: 'Juniper House', timezone: 'UTC', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    locks = t.modules.find((module) => module.name === 'locks') as unknown as Locks;
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2026-12-01T12:00:00Z');
    lockId = (await locks.addVirtualLock(actor, { name: 'Front door', propertyId: property.id, profile: 'schlage-encode', failureRate: 0, seed: 5 })).id;
  });
  afterAll(() => t.close());

  it('forces a new code for a guest who already has theirs: new digits on the lock, the old ones off it, the guest told', async () => {
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, {
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-04',
      guestName: 'Mira Chen',
      guestEmail: 'mira.chen@example.com',
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.json.reservation.id;
    await pass();
    t.clock.advance(MINUTE);
    await pass();
    const before = await locks.findDoorCode(actor.workspaceId, id);
    expect(before?.lockConfirmed).toBe(true);
    const [original] = await rowsOf(id);
    const listed = (await codesOnLock()).find((code) => code.id === original!.id);
    expect(listed).toMatchObject({ holderName: 'Mira Chen', status: 'set', code: before!.code, canReplace: true, canRemove: false, canRetry: false });

    const noReason = await host.post<{ error: { details: Array<{ path: string }> } }>(`/api/door-codes/${original!.id}/replace`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.details.map((detail) => detail.path)).toEqual(['reason']);
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(['set']);

    const replaced = await host.post<DoorCodeView>(`/api/door-codes/${original!.id}/replace`, { reason: 'The guest posted the code in a review' });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json).toMatchObject({ holderName: 'Mira Chen', replaceReason: 'The guest posted the code in a review', status: 'programming' });
    await pass();
    t.clock.advance(MINUTE);
    await pass();
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.id === original!.id, row.status])).toEqual([
      [true, 'removed'],
      [false, 'set'],
    ]);
    expect(rows[1]!.replacesId).toBe(original!.id);
    const after = await locks.findDoorCode(actor.workspaceId, id);
    expect(after?.lockConfirmed).toBe(true);
    expect(after!.code).not.toBe(before!.code);
    // On the keypad: only the new one.
    const onKeypad = await t.database.db.select().from(virtualLockCodes);
    expect(onKeypad.map((row) => row.code)).toContain(after!.code);
    expect(onKeypad.map((row) => row.code)).not.toContain(before!.code);

    // The guest hears it once, by email, with their page's link and not the digits.
    const told = await t.database.db.select().from(messages).where(and(eq(messages.workspaceId, actor.workspaceId), eq(messages.externalKey, `door-code-replaced:${rows[1]!.id}`)));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Your door code for Juniper House has changed');
    expect(told[0]!.body).not.toContain(after!.code);
    expect((await latestMessage(t, 'mira.chen@example.com', 'messaging.guest-message'))?.textBody).toContain('Your door code for Juniper House has changed');
    const activity = await t.database.db.select().from(activityLog).where(and(eq(activityLog.workspaceId, actor.workspaceId), eq(activityLog.kind, 'locks.code-replaced')));
    expect(activity).toEqual([expect.objectContaining({ actorType: 'host', actorUserId: actor.userId, reason: 'The guest posted the code in a review' })]);
    // A guest's code cannot be taken off while the stay runs.
    expect((await host.request(`/api/door-codes/${rows[1]!.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('forces a new code before it reached the lock without telling a guest who had none yet', async () => {
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2027-01-20', checkOutDate: '2027-01-22', guestName: 'Noor Haddad', guestEmail: 'noor@example.com' });
    const id = booked.json.reservation.id;
    await pass();
    const [planned] = await rowsOf(id);
    const replaced = await host.post<DoorCodeView>(`/api/door-codes/${planned!.id}/replace`, { reason: 'Same digits as the owner’s garage' });
    expect(replaced.json.status).toBe('planned');
    await pass();
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(['cancelled', 'planned']);
    expect((await rowsOf(id))[1]!.sendAt).toEqual(planned!.sendAt);
    expect(await t.database.db.select().from(messages).where(eq(messages.externalKey, `door-code-replaced:${replaced.json.id}`))).toEqual([]);
  });

  it('gives a plumber a code for an afternoon, sets it at once, and lets the host take it off', async () => {
    const invalid = await host.post<{ error: { details: Array<{ path: string }> } }>(`/api/locks/${lockId}/codes`, { holderName: '', startsAt: '2026-12-03T13:00:00Z', endsAt: '2026-12-03T12:00:00Z' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.details.map((detail) => detail.path).sort()).toEqual(['endsAt', 'holderName']);

    const added = await host.post<DoorCodeView>(`/api/locks/${lockId}/codes`, { holderName: 'Reliable Plumbing', startsAt: '2026-12-03T13:00:00Z', endsAt: '2026-12-03T17:00:00Z' });
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({ purpose: 'maintenance', status: 'programming', canRemove: true });
    t.clock.advance(MINUTE);
    await pass();
    const shown = (await codesOnLock()).find((code) => code.id === added.json.id)!;
    expect(shown.status).toBe('set');
    expect(shown.code).toMatch(/^\d{6}$/);

    expect((await host.request(`/api/door-codes/${added.json.id}`, { method: 'DELETE' })).status).toBe(204);
    // The keypad takes seconds to forget it: the next pass reads that it did.
    t.clock.advance(MINUTE);
    await pass();
    t.clock.advance(MINUTE);
    await pass();
    expect((await codesOnLock()).find((code) => code.id === added.json.id)).toMatchObject({ status: 'removed', code: null, canRemove: false });
  });

  it("gives a cleaning its own code for its window, moves it with the task, and takes it off when the task is cancelled", async () => {
    const task = { propertyId: property.id, taskId: 'cleaning:task-1', purpose: 'cleaning' as const, holderName: 'Ana (cleaner)', startsAt: new Date('2026-12-10T11:00:00Z'), endsAt: new Date('2026-12-10T15:00:00Z') };
    await locks.issueTaskCodes(actor.workspaceId, task);
    await locks.issueTaskCodes(actor.workspaceId, task);
    const planned = await t.database.db.select().from(doorCodes).where(eq(doorCodes.taskId, 'cleaning:task-1'));
    expect(planned).toEqual([expect.objectContaining({ purpose: 'cleaning', status: 'planned', sendAt: new Date('2026-12-09T11:00:00Z') })]);
    expect(await locks.findTaskCode(actor.workspaceId, 'cleaning:task-1')).toMatchObject({ lockConfirmed: false });

    await locks.issueTaskCodes(actor.workspaceId, { ...task, startsAt: new Date('2026-12-10T12:00:00Z'), endsAt: new Date('2026-12-10T16:00:00Z') });
    t.clock.set('2026-12-09T12:00:30Z');
    await pass();
    t.clock.advance(MINUTE);
    await pass();
    const held = await locks.findTaskCode(actor.workspaceId, 'cleaning:task-1');
    expect(held).toMatchObject({ lockConfirmed: true, startsAt: new Date('2026-12-10T12:00:00Z'), endsAt: new Date('2026-12-10T16:00:00Z') });
    // Its own digits: never a guest's.
    const guestCodes = (await codesOnLock()).filter((code) => code.purpose === 'stay' && code.code).map((code) => code.code);
    expect(guestCodes).not.toContain(held!.code);

    await locks.cancelTaskCodes(actor.workspaceId, 'cleaning:task-1');
    t.clock.advance(MINUTE);
    await pass();
    expect(await locks.findTaskCode(actor.workspaceId, 'cleaning:task-1')).toBeNull();
  });

  it("answers 404 for another workspace's codes and changes nothing", async () => {
    const other = (await signedInHost(t)).client;
    const [code] = await t.database.db.select().from(doorCodes).where(eq(doorCodes.workspaceId, actor.workspaceId)).limit(1);
    expect((await other.post(`/api/door-codes/${code!.id}/replace`, { reason: 'Not mine to change' })).status).toBe(404);
    expect((await other.get(`/api/locks/${lockId}/codes`)).status).toBe(404);
    expect((await other.request(`/api/door-codes/${code!.id}`, { method: 'DELETE' })).status).toBe(404);
    const [unchanged] = await t.database.db.select().from(doorCodes).where(eq(doorCodes.id, code!.id));
    expect(unchanged!.version).toBe(code!.version);
  });
});
