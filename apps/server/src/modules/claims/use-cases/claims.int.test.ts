import { randomUUID } from 'node:crypto';
import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type ClaimCaseDetail, type ClaimCaseList, type Me, type Property } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import type { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { createDiskFileStore } from '../../../platform/storage/disk-file-store';
import { users } from '../../accounts/accounts.tables';
import { insertMember } from '../../accounts/accounts.repo';
import { activityLog } from '../../automation/automation.tables';
import { notificationOutbox } from '../../notifications/notifications.tables';
import { cleaningIssueReported } from '../../cleaning/cleaning.events';
import { cleaningIssues, cleaningPhotos, cleaningTasks } from '../../cleaning/cleaning.tables';
import { reservations } from '../../reservations/reservations.tables';
import type { createClaimsModule } from '../index';
import { claimCases, claimTimeline } from '../claims.tables';

type Claims = ReturnType<typeof createClaimsModule>;
const HOUR = 3_600_000;

describe('claims: cases from reports, the Airbnb rule, credits, warnings, the packet', () => {
  let t: TestApp;
  let host: TestClient;
  let me: Me;
  let property: Property;
  let claims: Claims;
  let cleanerId: string;
  /** The Airbnb stay the damage is on (checks out 25 Nov, 11:00 in Denver), and the one before it. */
  let responsibleStayId: string;
  let earlierStayId: string;
  let caseId: string;

  const detail = async (id: string) => (await host.get<ClaimCaseDetail>(`/api/claims/cases/${id}`)).json;

  /** A stay at the property as a feed would have brought it. */
  async function stay(propertyId: string, source: 'airbnb' | 'vrbo' | 'manual', checkInDate: string, checkOutDate: string, guestName: string) {
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(reservations)
      .values({ workspaceId: me.workspace.id, propertyId, kind: 'guest', source, status: 'confirmed', checkInDate, checkOutDate, guestName, guestEmail: `${guestName.split(' ')[0]!.toLowerCase()}@example.com`, reservationUrl: source === 'airbnb' ? 'https://www.airbnb.com/hosting/reservations/details/HMKX4TQ2ZP' : null, createdAt: now, updatedAt: now })
      .returning();
    return row!.id;
  }

  /** A completed cleaning with photos kept in storage (as the portal keeps them). */
  /** A photo: a flat colour, or a room-like picture whose bright half is on one side. */
  async function jpeg(hue: number, brightSide?: 'left' | 'right') {
    if (!brightSide) return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).jpeg().toBuffer();
    const raw = Buffer.alloc(64 * 48 * 3);
    for (let y = 0; y < 48; y++) for (let x = 0; x < 64; x++) raw.fill((x < 32) === (brightSide === 'left') ? 230 : 25 + ((x * y) % 20), (y * 64 + x) * 3, (y * 64 + x) * 3 + 3);
    return sharp(raw, { raw: { width: 64, height: 48, channels: 3 } }).jpeg().toBuffer();
  }

  async function cleaning(completedAt: string, reservationId: string | null, photos: Array<{ phase: 'before' | 'after' | 'issue'; itemKey?: string; capturedAt: string | null; hue: number; brightSide?: 'left' | 'right' }>, propertyId = property.id) {
    const files = createDiskFileStore(t.ctx.env.filesDir);
    const end = new Date(completedAt);
    const [task] = await t.database.db
      .insert(cleaningTasks)
      .values({ workspaceId: me.workspace.id, propertyId, reservationId, kind: 'turnover', windowStart: new Date(end.getTime() - 3 * HOUR), windowEnd: end, status: 'completed', cleanerUserId: cleanerId, ackState: 'acknowledged', checklist: [], startedAt: new Date(end.getTime() - 2 * HOUR), completedAt: end, createdAt: end, updatedAt: end })
      .returning();
    const ids: string[] = [];
    for (const photo of photos) {
      const id = randomUUID();
      const body = await jpeg(photo.hue, photo.brightSide);
      const fileKey = `${me.workspace.id}/cleaning/${task!.id}/${id}.jpg`;
      await files.put(fileKey, body, { contentType: 'image/jpeg' });
      await files.put(`${me.workspace.id}/cleaning/${task!.id}/${id}-thumb.jpg`, body, { contentType: 'image/jpeg' });
      const { createHash } = await import('node:crypto');
      await t.database.db.insert(cleaningPhotos).values({
        id,
        workspaceId: me.workspace.id,
        taskId: task!.id,
        phase: photo.phase,
        itemKey: photo.itemKey ?? null,
        fileKey,
        thumbnailKey: `${me.workspace.id}/cleaning/${task!.id}/${id}-thumb.jpg`,
        contentType: 'image/jpeg',
        width: 64,
        height: 48,
        bytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        capturedAt: photo.capturedAt ? new Date(photo.capturedAt) : null,
        uploadedBy: cleanerId,
        uploadedAt: new Date(end.getTime() - HOUR),
      });
      ids.push(id);
    }
    return { taskId: task!.id, photoIds: ids };
  }

  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-11-20T12:00:00Z');
    host = (await signedInHost(t, 'Claire Host')).client;
    me = (await host.get<Me>('/api/accounts/me')).json;
    property = (await host.post<Property>('/api/properties', { name: 'Canyon House', timezone: 'America/Denver', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    claims = t.modules.find((module) => module.name === 'claims') as Claims;
    const cleaner = await signedInHost(t, 'Carla Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, cleaner.email));
    cleanerId = user!.id;
    await insertMember(t.database.db, { workspaceId: me.workspace.id, userId: cleanerId, role: 'cleaner', createdAt: t.clock.now() });
    earlierStayId = await stay(property.id, 'manual', '2026-11-17', '2026-11-21', 'Early Bird');
    responsibleStayId = await stay(property.id, 'airbnb', '2026-11-21', '2026-11-25', 'Maria Lopez');
  });
  afterAll(() => t.close());

  it("a cleaner's damage report opens a damage case on the last checkout before it, with the report's photos and the co-host's draft to the guest", async () => {
    // The turnover before the stay (before photos), and the one after it, where the lamp was found.
    await cleaning('2026-11-21T20:00:00Z', earlierStayId, [
      { phase: 'before', capturedAt: '2026-11-21T18:10:00Z', hue: 40 },
      { phase: 'after', itemKey: 'living-room/lamp', capturedAt: '2026-11-21T19:50:00Z', hue: 60 },
    ]);
    t.clock.set('2026-11-25T22:00:00Z');
    const after = await cleaning('2026-11-25T21:30:00Z', null, [
      { phase: 'after', itemKey: 'living-room/lamp', capturedAt: null, hue: 200 },
      { phase: 'issue', capturedAt: '2026-11-25T20:00:00Z', hue: 220 },
    ]);
    const [issue] = await t.database.db
      .insert(cleaningIssues)
      .values({ workspaceId: me.workspace.id, taskId: after.taskId, propertyId: property.id, kind: 'damage', description: 'Living-room floor lamp is broken', photoIds: [after.photoIds[1]!], reportedBy: cleanerId, reportedAt: new Date('2026-11-25T21:00:00Z') })
      .returning();
    const payload = cleaningIssueReported({ workspaceId: me.workspace.id, taskId: after.taskId, propertyId: property.id, reservationId: null, issueId: issue!.id, kind: 'damage', description: issue!.description, photoIds: issue!.photoIds, reportedBy: cleanerId }).payload;
    const subscription = claims.subscriptions.find((entry) => entry.subscriber === 'claims.open-from-cleaner-report')!;
    await subscription.handle({ payload } as never);
    // Delivered again: still one case.
    await subscription.handle({ payload } as never);

    const list = (await host.get<ClaimCaseList>('/api/claims/cases')).json;
    expect(list.cases).toHaveLength(1);
    caseId = list.cases[0]!.id;
    const opened = await detail(caseId);
    expect(opened).toMatchObject({
      reference: 'C-0001',
      kind: 'damage',
      source: 'cleaner-report',
      status: 'open',
      stay: { id: responsibleStayId, guestName: 'Maria Lopez', platform: 'airbnb', platformLabel: 'Airbnb', checkOutAt: '2026-11-25T18:00:00.000Z', confirmationCode: 'HMKX4TQ2ZP' },
      cleaningTaskId: after.taskId,
    });
    expect(opened.evidence.issue).toHaveLength(1);
    expect(opened.evidence.issue[0]).toMatchObject({ takenBy: 'Carla Cleaner', takenAt: '2026-11-25T20:00:00.000Z', marks: [] });
    expect(opened.evidence.before).toHaveLength(2);
    expect(opened.evidence.after[0]!.marks).toEqual(['No capture time from the device']);
    expect(opened.evidence.missingBefore).toBe(false);
    expect(opened.deadlines.map((deadline) => [deadline.key, deadline.state, deadline.dueAt])).toEqual([['airbnb', 'waiting', '2026-12-09T18:00:00.000Z']]);
    // Nothing priced yet: no payment request for $0 is drafted.
    expect(opened.drafts).toEqual([]);
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = (await t.database.db.select().from(claimCases)).length;
    const bad = await host.post<{ error: { code: string; details: Array<{ path: string; message: string }> } }>('/api/claims/cases', { kind: 'damage', propertyId: property.id, category: 'broken', title: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details).toEqual([expect.objectContaining({ path: 'title', message: 'Give the case a title.' })]);
    const items = await host.request<{ error: { details: Array<{ path: string }> } }>(`/api/claims/cases/${caseId}/items`, { method: 'PUT', body: { items: [{ name: 'Lamp', costCents: -5 }] } });
    expect(items.status).toBe(400);
    expect(items.json.error.details.map((problem) => problem.path)).toEqual(['items.0.costCents']);
    expect((await t.database.db.select().from(claimCases)).length).toBe(before);
    expect((await detail(caseId)).items).toEqual([]);
  });

  it("Airbnb is refused (409) before the guest's 24 hours and allowed after; each step is on /activity with the host as decider", async () => {
    const saved = await host.request<ClaimCaseDetail>(`/api/claims/cases/${caseId}/items`, { method: 'PUT', body: { items: [{ name: 'Floor lamp', costCents: 12_000, ageMonths: 18, comparableUrl: 'https://example.com/lamp' }] } });
    expect(saved.json.estimateCents).toBe(12_000);
    // Priced: the co-host drafts the payment request, and the host may send it from the case page.
    expect(saved.json.drafts).toEqual([expect.objectContaining({ kind: 'claims.file', step: 'ask-guest', title: 'Ask the guest to pay $120' })]);
    expect(saved.json.drafts[0]!.body).toContain('Hello Maria, after your stay at Canyon House we found: Damage: Living-room floor lamp is broken. Floor lamp ($120).');
    expect(saved.json.steps.find((step) => step.step === 'ask-guest')).toMatchObject({ allowed: true, reason: expect.stringContaining('Cohost drafted it') });
    const early = await host.post<{ error: { code: string; message: string } }>(`/api/claims/cases/${caseId}/steps`, { step: 'platform', amountCents: 12_000 });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: 'claims.step-not-allowed', message: 'Ask the guest first: Airbnb can be involved only after their 24 hours to pay.' });

    t.clock.set('2026-11-26T15:00:00Z');
    const asked = await host.post<ClaimCaseDetail>(`/api/claims/cases/${caseId}/steps`, { step: 'ask-guest', amountCents: 12_000, message: 'Hello Maria, the floor lamp broke during your stay: we ask you to pay $120.' });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ status: 'asking-guest', drafts: [] });
    expect(asked.json.history).toEqual([expect.objectContaining({ step: 'ask-guest', by: 'Claire Host', amountCents: 12_000 })]);
    expect(asked.json.deadlines.find((deadline) => deadline.key === 'guest-response')).toMatchObject({ dueAt: '2026-11-27T15:00:00.000Z', state: 'urgent' });
    // Messaging posts the request into the stay's conversation.
    await t.deliverEvents();
    expect((await detail(caseId)).messages.map((message) => message.body)).toContain('Hello Maria, the floor lamp broke during your stay: we ask you to pay $120.');

    t.clock.advance(23 * HOUR);
    const stillEarly = await host.post<{ error: { code: string; message: string } }>(`/api/claims/cases/${caseId}/steps`, { step: 'platform', amountCents: 12_000 });
    expect(stillEarly.status).toBe(409);
    expect(stillEarly.json.error.message).toBe('The guest has until Fri 27 Nov, 08:00 to pay: Airbnb can be involved only after their 24 hours.');

    t.clock.advance(HOUR + 60_000);
    const filed = await host.post<ClaimCaseDetail>(`/api/claims/cases/${caseId}/steps`, { step: 'platform', amountCents: 12_000, reference: 'AC-77812' });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json).toMatchObject({ status: 'with-platform' });
    expect(filed.json.deadlines.find((deadline) => deadline.key === 'airbnb')).toMatchObject({ state: 'met' });
    expect(filed.json.history.map((entry) => [entry.step, entry.reference])).toEqual([['ask-guest', null], ['platform', 'AC-77812']]);
    const approved = await t.database.db.select().from(activityLog).where(and(eq(activityLog.workspaceId, me.workspace.id), eq(activityLog.kind, 'claims.file'), eq(activityLog.result, 'approved')));
    expect(approved.map((row) => row.actorName)).toEqual(['Claire Host', 'Claire Host']);
  });

  it('builds the packet: a PDF and a ZIP of the originals with SHA256SUMS, through signed links', async () => {
    const built = await host.post<ClaimCaseDetail>(`/api/claims/cases/${caseId}/packet`, {});
    expect(built.status, built.text).toBe(200);
    expect(built.json.packet).toMatchObject({ photoCount: 4, stale: false });
    const download = async (url: string) => Buffer.from(await (await fetch(new URL(url, t.url), { headers: { cookie: host.cookieHeader() } })).arrayBuffer());
    const pdf = await download(built.json.packet!.pdfUrl);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const zip = unzipSync(new Uint8Array(await download(built.json.packet!.zipUrl)));
    const names = Object.keys(zip);
    expect(names).toContain('SHA256SUMS');
    expect(names.filter((name) => name.startsWith('photos/before/'))).toHaveLength(2);
    expect(names.filter((name) => name.startsWith('photos/after/'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('photos/issue/'))).toHaveLength(1);
    const sums = Buffer.from(zip.SHA256SUMS!).toString();
    for (const photo of [...built.json.evidence.before, ...built.json.evidence.after, ...built.json.evidence.issue]) expect(sums).toContain(photo.sha256);
    // Another workspace's member cannot open the links.
    const other = (await signedInHost(t, 'Other Host')).client;
    expect((await fetch(new URL(built.json.packet!.pdfUrl, t.url), { headers: { cookie: other.cookieHeader() } })).status).toBe(404);
    expect((await other.get(`/api/claims/cases/${caseId}`)).status).toBe(404);
    // A change after the build makes it stale.
    await host.request(`/api/claims/cases/${caseId}`, { method: 'PATCH', body: { repairStatus: 'replaced' } });
    expect((await detail(caseId)).packet!.stale).toBe(true);
  });

  it("credits go through the policy against the workspace's threshold: under it Cohost gives it alone, over it a person decides", async () => {
    await host.request('/api/ai-settings', { method: 'PUT', body: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert') } });
    expect((await host.request('/api/claims/settings', { method: 'PUT', body: { refundThresholdCents: 5_000, insurer: 'none' } })).status).toBe(200);
    const complaint = await host.post<ClaimCaseDetail>('/api/claims/cases', { kind: 'complaint', propertyId: property.id, reservationId: responsibleStayId, category: 'noise', title: 'Noisy neighbours all night' });
    expect(complaint.status, complaint.text).toBe(201);
    expect(complaint.json.reference).toBe('C-0002');
    // The co-host's follow-up to the guest waits in Approvals, in the stay's conversation.
    expect(complaint.json.conversationId).not.toBeNull();
    expect(complaint.json.drafts).toEqual([expect.objectContaining({ kind: 'guest.reply', body: expect.stringContaining('Hello Maria, thank you for telling us') })]);
    const small = await host.post<{ decision: string; reason: string; case: ClaimCaseDetail }>(`/api/claims/cases/${complaint.json.id}/credits`, { amountCents: 4_000, note: 'Sorry about the noise' });
    expect(small.json).toMatchObject({ decision: 'auto' });
    expect(small.json.case.credits).toEqual([expect.objectContaining({ amountCents: 4_000, status: 'given' })]);
    const large = await host.post<{ decision: string; reason: string; case: ClaimCaseDetail }>(`/api/claims/cases/${complaint.json.id}/credits`, { amountCents: 6_000 });
    expect(large.json).toMatchObject({ decision: 'approval', reason: 'Refunds and credits over $50 always wait for you.' });
    expect(large.json.case.credits[1]).toMatchObject({ amountCents: 6_000, status: 'waiting' });
    expect(large.json.case.drafts).toContainEqual(expect.objectContaining({ kind: 'guest.refund', amountCents: 6_000 }));
    const closed = await host.post<ClaimCaseDetail>(`/api/claims/cases/${complaint.json.id}/close`, { outcome: 'credit-given', note: 'Gave $40.' });
    expect(closed.json).toMatchObject({ status: 'closed', outcome: 'credit-given' });
    expect((await host.post(`/api/claims/cases/${complaint.json.id}/credits`, { amountCents: 100 })).status).toBe(409);
    expect((await host.post<ClaimCaseDetail>(`/api/claims/cases/${complaint.json.id}/reopen`, {})).json.status).toBe('open');
  });

  it('warns once at T−72 h and once at T−24 h before a deadline, by email to the owner and managers, on the timeline and /activity', async () => {
    const manager = await signedInHost(t, 'Mo Manager');
    const [managerUser] = await t.database.db.select().from(users).where(eq(users.email, manager.email));
    await insertMember(t.database.db, { workspaceId: me.workspace.id, userId: managerUser!.id, role: 'manager', createdAt: t.clock.now() });
    const second = (await host.post<Property>('/api/properties', { name: 'River Flat', timezone: 'Europe/Paris', checkInTime: '16:00', checkOutTime: '10:00' })).json;
    const vrboStay = await stay(second.id, 'vrbo', '2026-11-22', '2026-11-26', 'Jonas Berg');
    const opened = await host.post<ClaimCaseDetail>('/api/claims/cases', { kind: 'damage', propertyId: second.id, reservationId: vrboStay, category: 'damage', title: 'Stained sofa', items: [{ name: 'Sofa cleaning', costCents: 9_000 }] });
    const vrbo = opened.json.deadlines.find((deadline) => deadline.key === 'vrbo')!;
    expect(vrbo.dueAt).toBe('2026-12-10T09:00:00.000Z');
    const due = new Date(vrbo.dueAt).getTime();
    const warnings = async () => (await t.database.db.select().from(claimTimeline).where(and(eq(claimTimeline.caseId, opened.json.id), eq(claimTimeline.kind, 'warning')))).map((row) => row.text);

    t.clock.set(new Date(due - 73 * HOUR));
    await claims.warnDeadlines();
    expect(await warnings()).toEqual([]);
    t.clock.set(new Date(due - 71 * HOUR));
    await claims.warnDeadlines();
    await claims.warnDeadlines();
    expect(await warnings()).toHaveLength(1);
    expect((await warnings())[0]).toContain("Claim on Vrbo's damage deposit due Thu 10 Dec, 10:00, within 72 hours.");
    t.clock.set(new Date(due - 23 * HOUR));
    await claims.warnDeadlines();
    await claims.warnDeadlines();
    expect(await warnings()).toHaveLength(2);
    expect((await warnings())[1]).toContain('within 24 hours');
    const mails = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.template, 'claims.deadline-warning'));
    const vrboMails = mails.filter((mail) => mail.subject?.includes('Vrbo'));
    expect(vrboMails.map((mail) => mail.recipient).sort()).toEqual([manager.email, manager.email, me.user.email, me.user.email].sort());
    const logged = await t.database.db.select().from(activityLog).where(and(eq(activityLog.workspaceId, me.workspace.id), eq(activityLog.kind, 'claims.deadline-warning')));
    expect(logged.filter((row) => row.summary.includes('Vrbo'))).toHaveLength(2);
    const alerts = (await host.get<{ alerts: Array<{ caseId: string; deadline: { key: string; state: string } }> }>('/api/claims/alerts')).json.alerts;
    expect(alerts).toContainEqual(expect.objectContaining({ caseId: opened.json.id, deadline: expect.objectContaining({ key: 'vrbo', state: 'urgent' }) }));
  });

  it("compares a completed turnover's after photos with the previous one's, item by item: a change opens one damage case", async () => {
    // A free plan holds three properties: the first one's later stay.
    const loft = property;
    const guest = await stay(loft.id, 'airbnb', '2026-12-10', '2026-12-13', 'Ada Park');
    await cleaning('2026-12-09T20:00:00Z', null, [{ phase: 'after', itemKey: 'living-room/lamp', capturedAt: '2026-12-09T19:00:00Z', hue: 0, brightSide: 'left' }], loft.id);
    const same = await cleaning('2026-12-13T21:00:00Z', guest, [{ phase: 'after', itemKey: 'living-room/lamp', capturedAt: '2026-12-13T20:00:00Z', hue: 0, brightSide: 'left' }], loft.id);
    const subscription = claims.subscriptions.find((entry) => entry.subscriber === 'claims.compare-turnover-photos')!;
    const completed = (taskId: string) => ({ payload: { workspaceId: me.workspace.id, taskId, propertyId: loft.id, reservationId: guest, cleanerUserId: cleanerId, completedAt: '2026-12-13T21:00:00Z', photoIds: [], issueCount: 0 } }) as never;
    await subscription.handle(completed(same.taskId));
    const ofLoft = async () => (await host.get<ClaimCaseList>(`/api/claims/cases?propertyId=${loft.id}`)).json.cases.filter((entry) => entry.source === 'photo-comparison');
    expect(await ofLoft()).toEqual([]);
    const changed = await cleaning('2026-12-13T22:00:00Z', null, [{ phase: 'after', itemKey: 'living-room/lamp', capturedAt: '2026-12-13T21:30:00Z', hue: 0, brightSide: 'right' }], loft.id);
    await subscription.handle(completed(changed.taskId));
    await subscription.handle(completed(changed.taskId));
    const cases = await ofLoft();
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ source: 'photo-comparison', title: 'Changed since the last turnover: Living room: lamp', stay: { id: guest } });
  });

  it("a guest's complaint passed to a person opens a complaint case on the conversation's stay, with the co-host's reply waiting; a later message joins it", async () => {
    const conversation = (await host.post<{ id: string }>(`/api/reservations/${earlierStayId}/conversation`, {})).json;
    const messaging = t.modules.find((module) => module.name === 'messaging') as unknown as { receiveGuestMessage: (input: object) => Promise<unknown> };
    await messaging.receiveGuestMessage({ workspaceId: me.workspace.id, conversationId: conversation.id, body: 'The apartment was dirty when we arrived and the shower is broken. This is unacceptable, I want a refund.', channel: 'guest-page', askerIsGuest: true });
    await t.deliverEvents();
    const ofConversation = async () => (await host.get<ClaimCaseList>('/api/claims/cases')).json.cases.filter((entry) => entry.source === 'guest-message');
    const [opened] = await ofConversation();
    expect(opened).toMatchObject({ kind: 'complaint', stay: { id: earlierStayId } });
    const page = await detail(opened!.id);
    expect(page.conversationId).toBe(conversation.id);
    expect(page.messages[0]!.body).toContain('shower is broken');
    expect(page.drafts).toContainEqual(expect.objectContaining({ kind: 'guest.reply' }));
    await messaging.receiveGuestMessage({ workspaceId: me.workspace.id, conversationId: conversation.id, body: 'Still waiting for an answer about my refund, this is a complaint.', channel: 'guest-page', askerIsGuest: true });
    await t.deliverEvents();
    expect(await ofConversation()).toHaveLength(1);
  });

  it('keeps receipts as sent with their SHA-256, refuses other types (415), and removes them', async () => {
    const { createHash } = await import('node:crypto');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const send = (body: Buffer | string, type: string) => fetch(new URL(`/api/claims/cases/${caseId}/receipts?fileName=${encodeURIComponent('Lamp receipt.png')}`, t.url), { method: 'POST', headers: { origin: t.url, cookie: host.cookieHeader(), 'content-type': type }, body });
    const added = await send(png, 'image/png');
    expect(added.status).toBe(201);
    const receipt = ((await added.json()) as ClaimCaseDetail).receipts.at(-1)!;
    expect(receipt).toMatchObject({ fileName: 'Lamp receipt.png', contentType: 'image/png', bytes: png.length, sha256: createHash('sha256').update(png).digest('hex'), uploadedBy: 'Claire Host' });
    const opened = await fetch(new URL(receipt.url, t.url), { headers: { cookie: host.cookieHeader() } });
    expect(Buffer.from(await opened.arrayBuffer()).equals(png)).toBe(true);
    expect((await send('not a receipt', 'text/plain')).status).toBe(415);
    // A phone's photo of a receipt is larger than the API's usual body limit (1 MB): up to 10 MB is taken.
    const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const big = await send(large, 'application/pdf');
    expect(big.status, await big.clone().text()).toBe(201);
    expect(((await big.json()) as ClaimCaseDetail).receipts.at(-1)).toMatchObject({ bytes: large.length });
    // Over 10 MB: 413 (the server may close the connection while the rest is still being sent), and nothing kept.
    const statusOrClosed = (sent: Promise<Response>) =>
      sent.then(
        (response) => response.status,
        (error: Error) => (String((error.cause as { code?: string } | undefined)?.code) === 'UND_ERR_SOCKET' ? 'closed' : error.message),
      );
    expect([413, 'closed']).toContain(await statusOrClosed(send(Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 'application/pdf')));
    expect((await detail(caseId)).receipts).toHaveLength(2);
    const removed = await host.request<ClaimCaseDetail>(`/api/claims/cases/${caseId}/receipts/${receipt.id}`, { method: 'DELETE' });
    expect(removed.json.receipts.map((entry) => entry.id)).not.toContain(receipt.id);
    expect((await fetch(new URL(receipt.url, t.url), { headers: { cookie: host.cookieHeader() } })).status).toBe(404);
    // Elsewhere the usual limit holds.
    const items = fetch(new URL(`/api/claims/cases/${caseId}/items`, t.url), { method: 'PUT', headers: { origin: t.url, cookie: host.cookieHeader(), 'content-type': 'application/json' }, body: JSON.stringify({ items: [], padding: 'x'.repeat(2 * 1024 * 1024) }) });
    expect([413, 'closed']).toContain(await statusOrClosed(items));
  });
});
