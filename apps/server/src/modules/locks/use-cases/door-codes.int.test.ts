import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Property, type ReservationResult } from '@cohost/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import type { createLocksModule } from '..';
import { activityLog } from '../../automation/automation.tables';
import { doorCodes, lockEvents, virtualLockCodes, virtualLockDevices as virtualLockDevicesTable } from '../locks.tables';

type Locks = ReturnType<typeof createLocksModule>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('door codes: a code for every stay, confirmed by the lock before anyone gets it', () => {
  let t: TestApp;
  let host: TestClient;
  let property: Property;
  let locks: Locks;
  let actor: { userId: string; workspaceId: string; role: 'owner' };
  let hostEmail: string;

  const book = async (checkInDate: string, checkOutDate: string, guestName = 'Dana Ruiz') => {
    const created = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName, guestPhone: '+1 303 555 0142' });
    expect(created.status, created.text).toBe(201);
    await t.deliverEvents();
    return created.json.reservation.id;
  };
  const codesOf = (reservationId: string) => t.database.db.select().from(doorCodes).where(eq(doorCodes.reservationId, reservationId)).orderBy(asc(doorCodes.createdAt));
  /** What the lock-facing work does each minute, run until nothing moves (the clock stands still). */
  const pass = async () => {
    await t.deliverEvents();
    await locks.advanceDoorCodes();
  };
  const guestCode = (reservationId: string) => locks.findDoorCode(actor.workspaceId, reservationId);

  beforeAll(async () => {
    // No plan limits: the failing locks below each get a property of their own.
    t = await startTestApp({ env: { BILLING: 'off' } });
    const signedIn = await signedInHost(t);
    host = signedIn.client;
    hostEmail = signedIn.email;
    const me = (await host.get('/api/accounts/me')).json as { user: { id: string }; workspace: { id: string } };
    actor = { userId: me.user.id, workspaceId: me.workspace.id, role: 'owner' };
    property = (await host.post<Property>('/api/properties', { name: 'Aspen Cabin', timezone: 'America/Denver', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    locks = t.modules.find((module) => module.name === 'locks') as unknown as Locks;
    // Expert: Cohost sets codes on its own (Beginner's approval is its own test below).
    const saved = await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    expect(saved.status, saved.text).toBe(200);
    t.clock.set('2026-12-01T17:00:00Z');
  });
  afterAll(() => t.close());

  it('plans a code when the stay is booked, sends it at T−24 h, and gives it out only once the lock confirms it', async () => {
    const lock = await locks.addVirtualLock(actor, { name: 'Front door', propertyId: property.id, profile: 'yale-assure', failureRate: 0, seed: 7 });
    // Check-in 16:00 MST on Dec 5 = 23:00 UTC.
    const heard: Array<{ type: string; data?: Record<string, unknown> }> = [];
    const stopListening = t.ctx.realtime.subscribe(actor.workspaceId, (event) => heard.push(event));
    const id = await book('2026-12-05', '2026-12-08');
    // The locks screen hears of the planned code (its next arrival) at once.
    await expect.poll(() => heard.find((event) => event.type === 'locks.door-code-changed' && event.data?.reservationId === id && event.data.status === 'planned')).toBeDefined();
    stopListening();
    const [planned] = await codesOf(id);
    expect(planned).toMatchObject({ status: 'planned', lockId: lock.id, holderName: 'Dana Ruiz', sendAt: new Date('2026-12-04T23:00:00Z'), startsAt: new Date('2026-12-05T22:00:00Z'), endsAt: new Date('2026-12-08T19:00:00Z') });
    // Sealed at rest: the digits are not in the row.
    expect(planned!.codeSealed).toMatch(/^v1\./);
    expect(await guestCode(id)).toMatchObject({ code: '', lockConfirmed: false });

    await pass();
    expect((await codesOf(id))[0]!.status).toBe('planned');

    t.clock.set('2026-12-04T23:00:30Z');
    await pass();
    const [sent] = await codesOf(id);
    expect(sent!.status).toBe('programming');
    expect(sent!.providerCodeId).not.toBeNull();
    expect(await guestCode(id)).toMatchObject({ lockConfirmed: false });

    const announced: Array<{ type: string; data?: Record<string, unknown> }> = [];
    const unsubscribe = t.ctx.realtime.subscribe(actor.workspaceId, (event) => announced.push(event));
    t.clock.advance(MINUTE);
    await pass();
    const [set] = await codesOf(id);
    expect(set).toMatchObject({ status: 'set' });
    // Open screens hear of it: the locks screen, and this stay's guest page.
    await expect.poll(() => announced.find((event) => event.type === 'locks.door-code-changed' && event.data?.reservationId === id && event.data.status === 'set')).toBeDefined();
    unsubscribe();
    const confirmed = await guestCode(id);
    expect(confirmed?.lockConfirmed).toBe(true);
    expect(confirmed?.code).toMatch(/^\d{6}$/);
    // Never the last four of the guest's phone, and it is what the keypad holds.
    expect(confirmed!.code).not.toContain('0142');
    const [onKeypad] = await t.database.db.select().from(virtualLockCodes).where(eq(virtualLockCodes.accessCodeId, set!.providerCodeId!));
    expect(onKeypad?.code).toBe(confirmed!.code);

    const logged = await t.database.db.select().from(lockEvents).where(eq(lockEvents.doorCodeId, set!.id)).orderBy(asc(lockEvents.at));
    expect(logged.map((event) => event.kind)).toEqual(['code-sent', 'code-set']);

    // At the door: too early it is refused; inside its window it opens the lock, logged with whose code it was.
    const keypad = (digits: string) => host.post<{ opened: boolean; holder: string | null }>(`/api/locks/${lock.id}/keypad`, { code: digits });
    expect((await keypad(confirmed!.code)).json).toEqual({ opened: false, holder: null });
    t.clock.set('2026-12-05T22:30:00Z');
    expect((await keypad(confirmed!.code)).json).toEqual({ opened: true, holder: 'Dana Ruiz' });
    expect((await keypad('1357')).json).toEqual({ opened: false, holder: null });
    const bad = await host.post<{ error: { details: Array<{ path: string }> } }>(`/api/locks/${lock.id}/keypad`, { code: '12ab' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details.map((detail) => detail.path)).toEqual(['code']);
    const entries = await t.database.db.select().from(lockEvents).where(eq(lockEvents.lockId, lock.id)).orderBy(asc(lockEvents.at));
    expect(entries.filter((event) => event.kind.startsWith('code-used') || event.kind === 'code-refused').map((event) => [event.kind, event.doorCodeId === set!.id])).toEqual([
      ['code-refused', false],
      ['code-used', true],
      ['code-refused', false],
    ]);
    const activity = await t.database.db.select().from(activityLog).where(and(eq(activityLog.workspaceId, actor.workspaceId), eq(activityLog.reservationId, id)));
    // The action (set going by the policy) and the lock's confirmation; planning and sending are the lock's own log.
    expect(activity.map((row) => row.kind).sort()).toEqual(['locks.code-set', 'locks.issue-code']);
  });

  it('moves the window of an extended stay and keeps the digits; removes the code after checkout and confirms it', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const id = await book('2026-12-20', '2026-12-23', 'Sam Lee');
    t.clock.set('2026-12-19T23:01:00Z');
    await pass();
    t.clock.advance(MINUTE);
    await pass();
    const before = await guestCode(id);
    expect(before?.lockConfirmed).toBe(true);

    const extended = await host.request(`/api/reservations/${id}`, { method: 'PUT', body: { checkInDate: '2026-12-20', checkOutDate: '2026-12-26', guestName: 'Sam Lee', guestPhone: '+1 303 555 0142' } });
    expect(extended.status, extended.text).toBe(200);
    await pass();
    const [moved] = await codesOf(id);
    expect(moved).toMatchObject({ status: 'set', endsAt: new Date('2026-12-26T19:00:00Z'), windowOnLock: true });
    expect((await guestCode(id))?.code).toBe(before!.code);
    const [onKeypad] = await t.database.db.select().from(virtualLockCodes).where(eq(virtualLockCodes.accessCodeId, moved!.providerCodeId!));
    expect(onKeypad?.endsAt).toEqual(new Date('2026-12-26T19:00:00Z'));

    t.clock.set('2026-12-26T19:00:30Z');
    await pass();
    expect((await codesOf(id))[0]).toMatchObject({ status: 'removing' });
    t.clock.advance(MINUTE);
    await pass();
    // Finished: no longer among the stay's codes, and gone from the keypad.
    expect(await codesOf(id)).toEqual([expect.objectContaining({ status: 'removed' })]);
    expect(await guestCode(id)).toBeNull();
    expect(await t.database.db.select().from(virtualLockCodes).where(eq(virtualLockCodes.accessCodeId, moved!.providerCodeId!))).toEqual([]);
  });

  it('cancels a planned code with its stay, and takes a set one off the lock', async () => {
    t.clock.set('2026-12-01T17:00:00Z');
    const early = await book('2027-01-10', '2027-01-12', 'Early Cancel');
    expect((await host.post(`/api/reservations/${early}/cancel`, { reason: 'Guest changed plans' })).status).toBeLessThan(300);
    await pass();
    expect((await codesOf(early))[0]).toMatchObject({ status: 'cancelled' });
  });

  /** A stay on a lock that refuses every code, run until the retries are spent and the host is asked. */
  const failEveryAttempt = async (lockName: string, seed: number, checkIn: string, checkOut: string, guest: string) => {
    t.clock.set('2026-12-01T17:00:00Z');
    // A property of its own: its only lock refuses every code.
    const home = (await host.post<Property>('/api/properties', { name: `${lockName} house`, timezone: 'America/Denver', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    const lock = await locks.addVirtualLock(actor, { name: lockName, propertyId: home.id, profile: 'august-wifi', failureRate: 1, seed });
    const created = await host.post<ReservationResult>(`/api/properties/${home.id}/reservations`, { checkInDate: checkIn, checkOutDate: checkOut, guestName: guest });
    expect(created.status, created.text).toBe(201);
    const id = created.json.reservation.id;
    const code = async () => (await codesOf(id)).find((row) => row.lockId === lock.id)!;
    t.clock.set(new Date(new Date(`${checkIn}T23:00:30Z`).getTime() - 24 * HOUR).toISOString());
    await pass();
    // Each hour: the lock's answer to the last attempt is read, and the next attempt made when due.
    for (let hour = 1; hour <= 12 && !(await code()).alertedAt; hour++) {
      t.clock.advance(HOUR);
      await pass();
    }
    return { lock, id, code };
  };
  const waitingApproval = async (doorCodeId: string) => {
    const { items } = (await host.get<{ items: Array<{ id: string; version: number; kind: string; urgency: string; payload: { doorCodeId: string }; choices: { approve: string; deny: string } | null }> }>('/api/approvals?status=pending')).json;
    return items.find((item) => item.kind === 'locks.send-backup-code' && item.payload.doorCodeId === doorCodeId);
  };

  it("retries a code the lock refuses, then asks the host at once: 'Send backup code' gives the guest one the lock holds", async () => {
    const { id, code } = await failEveryAttempt('Back door', 11, '2027-02-10', '2027-02-12', 'Alex Kim');
    const failed = await code();
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    // Nothing reaches the guest until the host answers.
    expect((await locks.findDoorCode(actor.workspaceId, id))?.lockConfirmed).toBe(false);
    const asked = await waitingApproval(failed.id);
    expect(asked).toMatchObject({ urgency: 'escalate', choices: { approve: 'Send backup code', deny: "I'll handle it" } });
    // Escalated: the owner hears at once, by email (and text message when they have a phone).
    await t.deliverEvents();
    const alert = await latestMessage(t, hostEmail, 'automation.escalated');
    expect(alert?.subject).toBe("Needs you now: Back door would not take the door code for Alex Kim: send a backup code?");
    // Asked once: later passes do not ask again.
    t.clock.advance(HOUR);
    await pass();
    expect((await code()).version).toBe(failed.version);

    const answered = await host.post<{ status: string; result: string }>(`/api/approvals/${asked!.id}/approve`, { version: asked!.version });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.json.status).toBe('executed');
    const backup = await code();
    expect(backup).toMatchObject({ status: 'backup', isBackup: true });
    const given = await locks.findDoorCode(actor.workspaceId, id);
    expect(given?.lockConfirmed).toBe(true);
    expect(given?.code).toMatch(/^\d+$/);
    const events = await t.database.db.select().from(lockEvents).where(eq(lockEvents.doorCodeId, backup.id)).orderBy(asc(lockEvents.at));
    expect(events.filter((event) => event.kind === 'code-failed')).toHaveLength(5);
    expect(events.map((event) => event.kind).slice(-2)).toEqual(['backup-offered', 'backup-issued']);
  });

  it("\"I'll handle it\" leaves the way in to the host: no code for the guest, no more asking; 'Try again' sends the same digits anew", async () => {
    const { id, code, lock } = await failEveryAttempt('Garage door', 12, '2027-03-10', '2027-03-12', 'Robin Hart');
    const failed = await code();
    const asked = await waitingApproval(failed.id);
    const denied = await host.post<{ status: string }>(`/api/approvals/${asked!.id}/deny`, { version: asked!.version, reason: "I'll handle it" });
    expect(denied.status, denied.text).toBe(200);
    expect(await code()).toMatchObject({ status: 'stranded' });
    expect((await locks.findDoorCode(actor.workspaceId, id))?.lockConfirmed).toBe(false);
    const lockCodes = (await host.get<{ codes: Array<{ id: string; status: string; canRetry: boolean; code: string | null; problem: string | null }> }>(`/api/locks/${lock.id}/codes`)).json.codes;
    expect(lockCodes.find((row) => row.id === failed.id)).toMatchObject({ status: 'stranded', canRetry: true, code: null });
    expect((await host.get('/api/locks')).json).toMatchObject({ locks: expect.arrayContaining([expect.objectContaining({ id: lock.id, codesNeedingYou: 1 })]) });

    // The host fixed the lock: it takes codes again.
    await t.database.db.update(virtualLockDevicesTable).set({ failureRate: 0 }).where(eq(virtualLockDevicesTable.deviceId, lock.deviceId));
    const retried = await host.post<{ status: string }>(`/api/door-codes/${failed.id}/retry`, {});
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.status).toBe('programming');
    t.clock.advance(MINUTE);
    await pass();
    const set = await code();
    expect(set).toMatchObject({ status: 'set', attempts: 0 });
    // The same digits (sealed afresh on confirmation: compare the fingerprint).
    expect(set.codeFingerprint).toBe(failed.codeFingerprint);
    expect((await host.post(`/api/door-codes/${failed.id}/retry`, {})).status).toBe(409);
  });
});
