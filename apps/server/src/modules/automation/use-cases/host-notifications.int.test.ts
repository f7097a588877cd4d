import { DEFAULT_PREFERENCES, type Preferences, type Property, type ReservationResult } from '@cohost/shared';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { queryRows } from '../../../platform/db/database';
import { TestClient as Visitor } from '../../../../test/support/http-client';

interface Automation {
  proposeAction(input: unknown): Promise<{ decision: string; approvalId: string | null }>;
  sendDailyDigests(): Promise<number>;
}

/** A subscription as a browser would send it (the keys are well-formed; nothing is sent: workers are off here, pushes stay queued). */
const device = (name: string) => ({
  endpoint: `https://push.example.test/${name}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
});

/**
 * Each notification preference is read: on, the email is queued or the push is queued for the
 * host's device; off, nothing. Events are delivered by hand (no workers), so what a subscriber
 * did is all done when `deliverEvents` returns, and pushes are seen as their queued jobs.
 */
describe('notification preferences reach the host', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let property: Property;
  let automation: Automation;
  let workspaceId: string;

  const emails = async (template: string) =>
    t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.recipient, hostEmail), eq(notificationOutbox.template, template)));
  const pushes = async () =>
    (await queryRows<{ data: { title: string; body: string; url: string; urgent: boolean } }>(t.database.db, sql`select data from pgboss.job where name = 'notifications.deliver-push' order by created_on`)).map((row) => row.data);
  const setPreferences = async (change: (preferences: Preferences) => void) => {
    const preferences = structuredClone(DEFAULT_PREFERENCES);
    change(preferences);
    expect((await host.request('/api/accounts/me/preferences', { method: 'PUT', body: preferences })).status).toBe(200);
  };
  const book = async (checkInDate: string, checkOutDate: string) => {
    const booked = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate, checkOutDate, guestName: 'Ines Duarte' });
    expect(booked.status, booked.text).toBe(201);
    await t.deliverEvents();
    return booked.json.reservation.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ client: host, email: hostEmail } = await signedInHost(t, 'Notice Host'));
    property = (await host.post<Property>('/api/properties', { name: 'Harbour Loft', timezone: 'Europe/Lisbon', checkInTime: '15:00', checkOutTime: '11:00' })).json;
    expect((await host.post('/api/notifications/push/subscriptions', device('phone'))).status).toBe(200);
    automation = t.modules.find((module) => module.name === 'automation') as unknown as Automation;
    workspaceId = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from pgboss.job where name = 'notifications.deliver-push'`);
  });
  afterAll(() => t.close());

  it('booking confirmations on: an email for a new, changed and cancelled booking; off: none', async () => {
    await setPreferences(() => {});
    const id = await book('2026-07-01', '2026-07-04');
    expect((await emails('automation.booking-confirmation')).map((row) => row.subject)).toEqual(['New booking: Harbour Loft, 2026-07-01 → 2026-07-04']);
    await host.post(`/api/reservations/${id}/cancel`, {});
    await t.deliverEvents();
    expect((await emails('automation.booking-confirmation')).map((row) => row.subject)).toContain('Booking cancelled: Harbour Loft, 2026-07-01 → 2026-07-04');

    await setPreferences((preferences) => (preferences.email.bookingConfirmations = false));
    const before = (await emails('automation.booking-confirmation')).length;
    await book('2026-08-01', '2026-08-03');
    expect(await emails('automation.booking-confirmation')).toHaveLength(before);
  });

  it('booking updates on: a push for a new booking, opening its property; off: none', async () => {
    await setPreferences(() => {});
    await book('2026-09-01', '2026-09-03');
    expect(await pushes()).toEqual([expect.objectContaining({ title: 'New booking: Harbour Loft', url: `/properties/${property.id}` })]);

    await setPreferences((preferences) => (preferences.push.bookingUpdates = false));
    await t.database.db.execute(sql`delete from pgboss.job where name = 'notifications.deliver-push'`);
    await book('2026-10-01', '2026-10-03');
    expect(await pushes()).toEqual([]);
  });

  it('AI recommendations on: the optimizer’s suggestion is pushed, opening /optimizer; off: not', async () => {
    const propose = (field: string) =>
      automation.proposeAction({
        workspaceId,
        propertyId: property.id,
        action: { kind: 'knowledge.add-answer', hasAnswer: false },
        payload: { propertyId: property.id, field, topic: 'parking', answer: '', staysAsked: 3, staysLookedAt: 5, lastAskedAt: '2026-05-30T10:00:00.000Z' },
        title: 'Guests keep asking about parking',
        dedupeKey: `test:${field}`,
      });
    await setPreferences((preferences) => (preferences.push.aiRecommendations = true));
    expect((await propose('wifiName')).decision).toBe('approval');
    await t.deliverEvents();
    expect(await pushes()).toEqual([expect.objectContaining({ title: 'New recommendation', body: 'Guests keep asking about parking', url: '/optimizer' })]);

    await setPreferences((preferences) => (preferences.push.aiRecommendations = false));
    await t.database.db.execute(sql`delete from pgboss.job where name = 'notifications.deliver-push'`);
    await propose('checkIn');
    await t.deliverEvents();
    expect(await pushes()).toEqual([]);
  });

  it('urgent alerts on: an escalation (a guest asking for a person) is pushed at high urgency, opening /approvals; off: not', async () => {
    const escalate = async () => {
      const stay = await book('2026-11-01', '2026-11-03');
      const link = await host.get<{ url: string }>(`/api/reservations/${stay}/guest-link`);
      expect((await new Visitor(t.url).post(`/api/guest/${link.json.url.split('/g/')[1]!}/human`, {})).status).toBe(200);
      await t.deliverEvents();
    };
    await setPreferences((preferences) => (preferences.push.bookingUpdates = false));
    await escalate();
    expect((await pushes()).filter((push) => push.url === '/approvals')).toEqual([expect.objectContaining({ title: expect.stringMatching(/^Needs you now: /), urgent: true })]);

    await setPreferences((preferences) => {
      preferences.push.bookingUpdates = false;
      preferences.push.urgentAlerts = false;
    });
    await t.database.db.execute(sql`delete from pgboss.job where name = 'notifications.deliver-push'`);
    await escalate();
    expect(await pushes()).toEqual([]);
  });

  it('AI action summaries on: one digest at 20:00 in the owner’s zone listing the day’s co-host actions; off or an empty day: none', async () => {
    // The host's profile zone is est (America/New_York); what the co-host did today (proposals above) is in the log.
    await setPreferences((preferences) => (preferences.email.aiActionSummaries = false));
    t.clock.set('2026-06-02T00:30:00Z'); // 20:30 in New York on 1 June
    expect(await automation.sendDailyDigests()).toBe(0);

    await setPreferences(() => {});
    t.clock.set('2026-06-01T23:30:00Z'); // 19:30: not the digest hour yet
    expect(await automation.sendDailyDigests()).toBe(0);
    t.clock.set('2026-06-02T00:30:00Z');
    expect(await automation.sendDailyDigests()).toBe(1);
    expect(await automation.sendDailyDigests()).toBe(1); // the same key: still one email
    const [digest, ...more] = await emails('automation.daily-digest');
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/^Your co-host today: \d+ actions? \(2026-06-01\)$/);
    expect(digest!.textBody).toContain('Put to you');
    expect(digest!.textBody).toContain('Guests keep asking about parking (Harbour Loft)');

    // The next day nothing happened: no digest.
    t.clock.set('2026-06-03T00:30:00Z');
    expect(await automation.sendDailyDigests()).toBe(0);
  });

  it('marketing updates: the consent is kept with its time while on, withdrawn when off, and exported', async () => {
    t.clock.set('2026-06-05T09:00:00Z');
    await setPreferences((preferences) => (preferences.email.marketingUpdates = true));
    const me = await host.get<{ marketingConsentAt: string | null }>('/api/accounts/me');
    expect(me.json.marketingConsentAt).toBe('2026-06-05T09:00:00.000Z');
    t.clock.set('2026-06-06T09:00:00Z');
    await setPreferences((preferences) => (preferences.email.marketingUpdates = true));
    expect((await host.get<{ marketingConsentAt: string | null }>('/api/accounts/me')).json.marketingConsentAt).toBe('2026-06-05T09:00:00.000Z');
    const started = await host.post<{ id: string }>('/api/accounts/me/exports', {});
    expect(started.status, started.text).toBe(202);
    await (t.modules.find((module) => module.name === 'accounts') as unknown as { buildExport(id: string): Promise<void> }).buildExport(started.json.id);
    const download = await host.fetchRaw(`/api/accounts/me/exports/${started.json.id}/download`);
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const profile = JSON.parse(strFromU8(files['accounts/profile.json']!)) as { profile: { marketingConsentAt: string | null } };
    expect(profile.profile.marketingConsentAt).toBe('2026-06-05T09:00:00.000Z');
    await setPreferences(() => {});
    expect((await host.get<{ marketingConsentAt: string | null }>('/api/accounts/me')).json.marketingConsentAt).toBeNull();
  });
});
