import { DASHBOARD_LISTS, type Me, type SupplyOverview } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpApp, buildOpenApiDocument, createModules } from '../src/app';
import { eq } from 'drizzle-orm';
import { insertMember } from '../src/modules/accounts/accounts.repo';
import { users } from '../src/modules/accounts/accounts.tables';
import { invoices } from '../src/modules/billing/billing.tables';
import { FileLinks } from '../src/platform/storage/file-links';
import { domainEvents, eventDeliveries } from '../src/platform/events/events.tables';
import { signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

interface Tenant {
  client: TestClient;
  email: string;
  me: Me;
  /** Objects the tenant owns, for the fixtures below. */
  objects: { checkoutSessionId: string; invoiceId: string; propertyId: string; reservationId: string; feedId: string; approvalId: string; conversationId: string; suggestionId: string; failedEventId: string; lockId: string; doorCodeId: string; cleaningTaskId: string; cleanerId: string; photoToken: string; supplyItemId: string; supplyOrderId: string; supplyVendorId: string; claimCaseId: string; claimReceiptId: string; claimFileToken: string; exportId: string };
}

/**
 * For every API route with path parameters: how to fill them with the OTHER workspace's objects.
 * A route missing here fails the test, so each new route states how it is proven isolated.
 */
const FIXTURES: Record<string, (victim: Tenant) => Record<string, string>> = {
  getInvoiceDocument: (victim) => ({ invoiceId: victim.objects.invoiceId }),
  downloadWorkspaceExport: (victim) => ({ exportId: victim.objects.exportId }),
  getLocalCheckout: (victim) => ({ sessionId: victim.objects.checkoutSessionId }),
  payLocalCheckout: (victim) => ({ sessionId: victim.objects.checkoutSessionId }),
  cancelLocalCheckout: (victim) => ({ sessionId: victim.objects.checkoutSessionId }),
  lockDoor: (victim) => ({ lockId: victim.objects.lockId }),
  unlockDoor: (victim) => ({ lockId: victim.objects.lockId }),
  updateLockSettings: (victim) => ({ lockId: victim.objects.lockId }),
  enterKeypadCode: (victim) => ({ lockId: victim.objects.lockId }),
  listLockCodes: (victim) => ({ lockId: victim.objects.lockId }),
  removeLock: (victim) => ({ lockId: victim.objects.lockId }),
  addMaintenanceCode: (victim) => ({ lockId: victim.objects.lockId }),
  replaceDoorCode: (victim) => ({ doorCodeId: victim.objects.doorCodeId }),
  retryDoorCode: (victim) => ({ doorCodeId: victim.objects.doorCodeId }),
  removeDoorCode: (victim) => ({ doorCodeId: victim.objects.doorCodeId }),
  getProperty: (victim) => ({ propertyId: victim.objects.propertyId }),
  updateProperty: (victim) => ({ propertyId: victim.objects.propertyId }),
  archiveProperty: (victim) => ({ propertyId: victim.objects.propertyId }),
  listReservations: (victim) => ({ propertyId: victim.objects.propertyId }),
  createReservation: (victim) => ({ propertyId: victim.objects.propertyId }),
  getReservation: (victim) => ({ reservationId: victim.objects.reservationId }),
  updateReservation: (victim) => ({ reservationId: victim.objects.reservationId }),
  cancelReservation: (victim) => ({ reservationId: victim.objects.reservationId }),
  listFeeds: (victim) => ({ propertyId: victim.objects.propertyId }),
  addFeed: (victim) => ({ propertyId: victim.objects.propertyId }),
  updateFeed: (victim) => ({ feedId: victim.objects.feedId }),
  syncFeedNow: (victim) => ({ feedId: victim.objects.feedId }),
  removeFeed: (victim) => ({ feedId: victim.objects.feedId }),
  rotateCalendarExport: (victim) => ({ propertyId: victim.objects.propertyId }),
  // The export feed's secret link is its own credential: without the victim's token (which only
  // listFeeds, isolated above, reveals) an attacker gets a 404 like anyone else.
  getCalendarExport: () => ({ file: 'Zm9yZ2VkLXRva2VuLXRoZS1hdHRhY2tlci1ndWVzc2Vk.ics' }),
  removePropertyAutonomySettings: (victim) => ({ propertyId: victim.objects.propertyId }),
  approveAction: (victim) => ({ approvalId: victim.objects.approvalId }),
  denyAction: (victim) => ({ approvalId: victim.objects.approvalId }),
  acknowledgeAction: (victim) => ({ approvalId: victim.objects.approvalId }),
  replayFailedEvent: (victim) => ({ deliveryId: victim.objects.failedEventId }),
  getConversation: (victim) => ({ conversationId: victim.objects.conversationId }),
  markConversationRead: (victim) => ({ conversationId: victim.objects.conversationId }),
  sendHostMessage: (victim) => ({ conversationId: victim.objects.conversationId }),
  sendSuggestion: (victim) => ({ conversationId: victim.objects.conversationId, messageId: victim.objects.suggestionId }),
  discardSuggestion: (victim) => ({ conversationId: victim.objects.conversationId, messageId: victim.objects.suggestionId }),
  setConversationAi: (victim) => ({ conversationId: victim.objects.conversationId }),
  markConversationHandled: (victim) => ({ conversationId: victim.objects.conversationId }),
  openStayConversation: (victim) => ({ reservationId: victim.objects.reservationId }),
  getGuestLink: (victim) => ({ reservationId: victim.objects.reservationId }),
  rotateGuestLink: (victim) => ({ reservationId: victim.objects.reservationId }),
  listScheduledMessages: (victim) => ({ reservationId: victim.objects.reservationId }),
  editScheduledMessage: (victim) => ({ reservationId: victim.objects.reservationId, trigger: 'check-in-instructions' }),
  // Workspace-wide templates: a trigger names no object, and each workspace edits only its own.
  saveMessageTemplate: () => ({ trigger: 'no-such-trigger' }),
  // The guest page's link is its own credential: without the victim's token (only the victim's
  // host and guest have it), a forged one opens nothing.
  getGuestPage: () => ({ token: 'Zm9yZ2VkLXRva2VuLXRoZS1hdHRhY2tlci1ndWVzc2VkMDA' }),
  postGuestMessage: () => ({ token: 'Zm9yZ2VkLXRva2VuLXRoZS1hdHRhY2tlci1ndWVzc2VkMDA' }),
  requestHuman: () => ({ token: 'Zm9yZ2VkLXRva2VuLXRoZS1hdHRhY2tlci1ndWVzc2VkMDA' }),
  // A Seam webhook's address is its own credential (shown only to the workspace's hosts), and a
  // delivery must also be signed with the secret that workspace saved: a forged address opens nothing.
  receiveSeamWebhook: () => ({ token: 'Zm9yZ2VkLXdlYmhvb2stdG9rZW4tb2YtNDMtY2hhcnM' }),
  getCleaningTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  assignCleaner: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  cancelCleaningTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  rateCleaning: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  updateCleaner: (victim) => ({ cleanerId: victim.objects.cleanerId }),
  getChecklistTemplate: (victim) => ({ propertyId: victim.objects.propertyId }),
  saveChecklistTemplate: (victim) => ({ propertyId: victim.objects.propertyId }),
  getPropertyCleaningSettings: (victim) => ({ propertyId: victim.objects.propertyId }),
  savePropertyCleaningSettings: (victim) => ({ propertyId: victim.objects.propertyId }),
  // The cleaner portal: hosts are refused (403), and a cleaner finds only tasks assigned to them
  // (apps/server/src/modules/cleaning/use-cases/portal-tasks.int.test.ts proves it per route).
  getPortalTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  acknowledgePortalTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  startPortalTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  tickPortalChecklistItem: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  startPortalPhotoUpload: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  attachPortalPhoto: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  reportPortalIssue: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  countPortalSupplies: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  submitPortalReport: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  completePortalTask: (victim) => ({ taskId: victim.objects.cleaningTaskId }),
  // An upload belongs to the cleaner who started it (`<workspaceId>/<userId>`): any other answers 404.
  getPortalPhotoUpload: () => ({ uploadId: '7d1f5b52-5d8e-4c1a-9a47-3f1e2b6c9d10' }),
  sendPortalPhotoPart: () => ({ uploadId: '7d1f5b52-5d8e-4c1a-9a47-3f1e2b6c9d10' }),
  // A photo link signed for the victim's workspace opens nothing for another workspace's member.
  openCleaningFile: (victim) => ({ token: victim.objects.photoToken }),
  updateSupplyItem: (victim) => ({ itemId: victim.objects.supplyItemId }),
  recordSupplyStock: (victim) => ({ itemId: victim.objects.supplyItemId }),
  setSupplyLimit: (victim) => ({ propertyId: victim.objects.propertyId }),
  approveSupplyOrder: (victim) => ({ orderId: victim.objects.supplyOrderId }),
  denySupplyOrder: (victim) => ({ orderId: victim.objects.supplyOrderId }),
  markSupplyOrderPlaced: (victim) => ({ orderId: victim.objects.supplyOrderId }),
  markSupplyOrderDelivered: (victim) => ({ orderId: victim.objects.supplyOrderId }),
  updateSupplyVendor: (victim) => ({ vendorId: victim.objects.supplyVendorId }),
  removeSupplyVendor: (victim) => ({ vendorId: victim.objects.supplyVendorId }),
  getClaimCase: (victim) => ({ caseId: victim.objects.claimCaseId }),
  updateClaimCase: (victim) => ({ caseId: victim.objects.claimCaseId }),
  putClaimItems: (victim) => ({ caseId: victim.objects.claimCaseId }),
  addClaimReceipt: (victim) => ({ caseId: victim.objects.claimCaseId }),
  removeClaimReceipt: (victim) => ({ caseId: victim.objects.claimCaseId, receiptId: victim.objects.claimReceiptId }),
  takeClaimStep: (victim) => ({ caseId: victim.objects.claimCaseId }),
  offerClaimCredit: (victim) => ({ caseId: victim.objects.claimCaseId }),
  closeClaimCase: (victim) => ({ caseId: victim.objects.claimCaseId }),
  reopenClaimCase: (victim) => ({ caseId: victim.objects.claimCaseId }),
  buildClaimPacket: (victim) => ({ caseId: victim.objects.claimCaseId }),
  // A packet or receipt link signed for the victim's workspace opens nothing for another workspace's member.
  openClaimFile: (victim) => ({ token: victim.objects.claimFileToken }),
};

/** A founders checkout (the built-in provider's page), an invoice and a property, owned by the tenant. */
async function ownedObjects(t: TestApp, client: TestClient, workspaceId: string): Promise<Tenant['objects']> {
  const checkout = await client.post<{ url: string }>('/api/billing/founders/checkout', {});
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      workspaceId,
      provider: 'local',
      providerInvoiceId: `in_fixture_${workspaceId}`,
      number: 'CH-FIXTURE-0001',
      description: 'Cohost Growth plan, monthly',
      amountCents: 14900,
      currency: 'usd',
      status: 'paid',
      issuedAt: t.clock.now(),
    })
    .returning({ id: invoices.id });
  const property = await client.post<{ id: string }>('/api/properties', { name: 'Fixture Cottage' });
  const reservation = await client.post<{ reservation: { id: string } }>(`/api/properties/${property.json.id}/reservations`, { checkInDate: '2026-07-01', checkOutDate: '2026-07-04', guestName: 'Fixture Guest' });
  // Nothing listens on port 9: the feed is kept with its error, which is all a fixture needs
  // (this app allows private feeds; a guarded one refuses the link with a 400 and saves nothing).
  const feed = await client.post<{ feed: { id: string } }>(`/api/properties/${property.json.id}/feeds`, { url: 'http://127.0.0.1:9/fixture.ics' });
  if (feed.status !== 201) throw new Error(`The fixture feed was not added: ${feed.text}`);
  // A suggested listing change waiting in the tenant's approvals inbox.
  const automation = t.modules.find((module) => module.name === 'automation') as unknown as { proposeAction: (input: unknown) => Promise<{ approvalId: string }> };
  const proposed = await automation.proposeAction({
    workspaceId,
    propertyId: property.json.id,
    action: { kind: 'listing.apply-change' },
    payload: { propertyId: property.json.id, field: 'title', before: '', after: 'Fixture title' },
    title: 'Fixture suggestion',
  });
  // A guest asked for a person on the stay's guest page: a conversation with a waiting suggestion.
  const conversation = await client.post<{ id: string }>(`/api/reservations/${reservation.json.reservation.id}/conversation`, {});
  const link = await client.get<{ url: string }>(`/api/reservations/${reservation.json.reservation.id}/guest-link`);
  await new TestClient(t.url).post(`/api/guest/${link.json.url.split('/g/')[1]}/human`, {});
  const detail = await client.get<{ messages: Array<{ id: string; status: string }> }>(`/api/conversations/${conversation.json.id}`);
  // A virtual lock on the property.
  const lock = await client.post<{ id: string }>('/api/locks/virtual', { name: 'Fixture door', propertyId: property.json.id, profile: 'yale-assure' });
  if (lock.status !== 201) throw new Error(`The fixture lock was not added: ${lock.text}`);
  // A maintenance code on it, for tomorrow afternoon.
  const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
  const code = await client.post<{ id: string }>(`/api/locks/${lock.json.id}/codes`, { holderName: 'Fixture plumber', startsAt: tomorrow.toISOString(), endsAt: new Date(tomorrow.getTime() + 3_600_000).toISOString() });
  if (code.status !== 201) throw new Error(`The fixture code was not added: ${code.text}`);
  // A cleaner of the team, and a deep clean for them the day after tomorrow.
  const cleaner = await signedInHost(t, 'Fixture Cleaner');
  const [cleanerUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, cleaner.email));
  await insertMember(t.database.db, { workspaceId, userId: cleanerUser!.id, role: 'cleaner', createdAt: t.clock.now() });
  const cleaningStart = new Date(t.clock.now().getTime() + 2 * 86_400_000);
  const cleaning = await client.post<{ id: string }>('/api/cleaning/tasks', {
    propertyId: property.json.id,
    kind: 'deep-clean',
    startsAt: cleaningStart.toISOString(),
    endsAt: new Date(cleaningStart.getTime() + 3 * 3_600_000).toISOString(),
    cleanerId: cleanerUser!.id,
  });
  if (cleaning.status !== 201) throw new Error(`The fixture cleaning was not added: ${cleaning.text}`);
  // A supply item counted empty: Cohost orders it (the order waits or is placed, by the policy).
  const supplies = await client.get<SupplyOverview>('/api/supplies');
  const supplyItem = supplies.json.properties.find((entry) => entry.id === property.json.id)!.items[0]!;
  const counted = await client.post(`/api/supplies/items/${supplyItem.id}/stock`, { quantity: 0, kind: 'count' });
  if (counted.status !== 204) throw new Error(`The fixture count was not recorded: ${counted.text}`);
  const supplyOrder = (await client.get<SupplyOverview>('/api/supplies')).json.orders[0];
  if (!supplyOrder) throw new Error('The fixture supply order was not made');
  // A local supplier by email, named after the workspace (a listing that leaked it would show).
  const vendor = await client.post<{ id: string }>('/api/supplies/vendors', { kind: 'email', name: `Supplier of ${workspaceId}`, email: 'orders@fixture-supplier.test' });
  if (vendor.status !== 201) throw new Error(`The fixture vendor was not added: ${vendor.text}`);
  // A damage case about the stay, with a receipt.
  const claim = await client.post<{ id: string }>('/api/claims/cases', { kind: 'damage', propertyId: property.json.id, reservationId: reservation.json.reservation.id, category: 'broken', title: `Broken lamp of ${workspaceId}`, items: [{ name: 'Lamp', costCents: 8_000 }] });
  if (claim.status !== 201) throw new Error(`The fixture claim was not opened: ${claim.text}`);
  const receipt = await fetch(new URL(`/api/claims/cases/${claim.json.id}/receipts?fileName=lamp.pdf`, t.url), { method: 'POST', headers: { origin: t.url, cookie: client.cookieHeader(), 'content-type': 'application/pdf' }, body: '%PDF-1.4 fixture' });
  const receiptId = ((await receipt.json()) as { receipts: Array<{ id: string }> }).receipts[0]?.id;
  if (!receiptId) throw new Error(`The fixture receipt was not attached: ${receipt.status}`);
  // The workspace's export (its download is the owner's, of this workspace only).
  const exported = await client.post<{ id: string }>('/api/accounts/me/exports', {});
  if (exported.status !== 202) throw new Error(`The fixture export was not started: ${exported.text}`);
  // An event one of the tenant's subscribers gave up on (replayable by its hosts only).
  const [event] = await t.database.db
    .insert(domainEvents)
    .values({ type: 'reservations.changed', workspaceId, aggregate: reservation.json.reservation.id, payload: { workspaceId, reservationId: reservation.json.reservation.id }, occurredAt: t.clock.now() })
    .returning();
  const [dead] = await t.database.db
    .insert(eventDeliveries)
    .values({ eventId: event!.id, eventSeq: event!.seq, subscriber: 'fixture.gave-up', workspaceId, aggregate: event!.aggregate, status: 'dead', attempts: 6, lastError: 'fixture', nextAttemptAt: t.clock.now(), updatedAt: t.clock.now() })
    .returning({ id: eventDeliveries.id });
  return {
    // A photo link signed for the tenant's workspace (valid for an hour).
    photoToken: new FileLinks(t.ctx.authSecret).sign(`${workspaceId}/cleaning/${cleaning.json.id}/fixture.jpg`, { expiresAt: new Date(t.clock.now().getTime() + 3_600_000), audience: workspaceId }),
    failedEventId: dead!.id,
    conversationId: conversation.json.id,
    suggestionId: detail.json.messages.find((message) => message.status === 'suggestion')!.id,
    approvalId: proposed.approvalId,
    checkoutSessionId: new URL(checkout.json.url).searchParams.get('session')!,
    invoiceId: invoice!.id,
    exportId: exported.json.id,
    propertyId: property.json.id,
    reservationId: reservation.json.reservation.id,
    feedId: feed.json.feed.id,
    lockId: lock.json.id,
    doorCodeId: code.json.id,
    cleaningTaskId: cleaning.json.id,
    cleanerId: cleanerUser!.id,
    supplyItemId: supplyItem.id,
    supplyOrderId: supplyOrder.id,
    supplyVendorId: vendor.json.id,
    claimCaseId: claim.json.id,
    claimReceiptId: receiptId,
    claimFileToken: new FileLinks(t.ctx.authSecret).sign(`${workspaceId}/claims/${claim.json.id}/receipts/fixture.pdf`, { expiresAt: new Date(t.clock.now().getTime() + 3_600_000), audience: workspaceId }),
  };
}

/**
 * Routes whose path parameters name no object but a part of the caller's own screen (the
 * dashboard's lists): every value they take, checked like the caller's own routes below.
 */
const CALLERS_OWN: Record<string, Array<Record<string, string>>> = {
  listDashboardPage: DASHBOARD_LISTS.map((list) => ({ list })),
};

/** Routes about the caller only (no parameters): what the victim's data would look like in them. */
const secretsOf = (victim: Tenant) => [victim.email, victim.me.workspace.id, victim.me.workspace.cleanerCode!, victim.me.user.id];

describe('tenant isolation: no route of one workspace reveals or changes another', () => {
  let t: TestApp;
  let attacker: Tenant;
  let victim: Tenant;
  let operations: Array<{ method: string; path: string; operationId: string }>;

  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_FEEDS: 'true' } });
    const a = await signedInHost(t, 'Attacker Host');
    const v = await signedInHost(t, 'Victim Host');
    const attackerMe = (await a.client.get<Me>('/api/accounts/me')).json;
    const victimMe = (await v.client.get<Me>('/api/accounts/me')).json;
    attacker = { ...a, me: attackerMe, objects: await ownedObjects(t, a.client, attackerMe.workspace.id) };
    victim = { ...v, me: victimMe, objects: await ownedObjects(t, v.client, victimMe.workspace.id) };
    const document = buildOpenApiDocument(buildHttpApp(t.ctx, createModules(t.ctx)));
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operationId: operation.operationId ?? `${method} ${path}` })),
    );
  });
  afterAll(() => t.close());
  it('has a fixture for every route that names an object', () => {
    const parameterized = operations.filter((operation) => operation.path.includes('{'));
    expect(parameterized.filter((operation) => !FIXTURES[operation.operationId] && !CALLERS_OWN[operation.operationId]).map((o) => o.operationId)).toEqual([]);
  });

  it("never answers an object of the other workspace", async () => {
    for (const operation of operations.filter((o) => o.path.includes('{') && !CALLERS_OWN[o.operationId])) {
      const params = FIXTURES[operation.operationId]!(victim);
      const path = `/api${operation.path.replace(/^\/api/, '')}`.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
      const response = await attacker.client.request(path, { method: operation.method, ...(operation.method === 'GET' ? {} : { body: {} }) });
      expect([400, 403, 404], `${operation.method} ${path}`).toContain(response.status);
      // Decisions with a valid body too: the other workspace's action is simply not there.
      if (operation.operationId === 'sendSuggestion' || operation.operationId === 'discardSuggestion') {
        const decided = await attacker.client.request(path, { method: 'POST', body: { version: 1, body: 'Not mine' } });
        expect(decided.status, `${operation.method} ${path}`).toBe(404);
      }
      if (operation.operationId === 'enterKeypadCode') {
        const typed = await attacker.client.request(path, { method: 'POST', body: { code: '583920' } });
        expect(typed.status, `${operation.method} ${path}`).toBe(404);
      }
      if (operation.operationId === 'updateLockSettings') {
        const saved = await attacker.client.request(path, { method: 'PUT', body: { codeLength: 4, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 } });
        expect(saved.status, `${operation.method} ${path}`).toBe(404);
      }
      // Cleanings with valid bodies: the other workspace's task, cleaner and property are simply not there.
      const cleaningBodies: Record<string, Record<string, unknown>> = {
        assignCleaner: { cleanerId: victim.objects.cleanerId },
        rateCleaning: { stars: 1 },
        updateCleaner: { specialty: 'Not mine' },
        saveChecklistTemplate: { rooms: [] },
        savePropertyCleaningSettings: { openWindowHours: 1, expectedMinutes: 30 },
        updateSupplyItem: { par: 10, minimum: 1, autoOrder: false, unitPriceCents: 1 },
        recordSupplyStock: { quantity: 3, kind: 'correction' },
        setSupplyLimit: { monthlyLimitCents: 0 },
        approveSupplyOrder: {},
        denySupplyOrder: { reason: 'Not mine' },
        updateSupplyVendor: { name: 'Not mine', email: 'not-mine@example.test' },
        updateClaimCase: { title: 'Not mine' },
        putClaimItems: { items: [] },
        takeClaimStep: { step: 'ask-guest', amountCents: 100 },
        offerClaimCredit: { amountCents: 100 },
        closeClaimCase: { outcome: 'absorbed' },
        reopenClaimCase: {},
        buildClaimPacket: {},
        removeClaimReceipt: {},
      };
      if (cleaningBodies[operation.operationId]) {
        const written = await attacker.client.request(path, { method: operation.method, body: cleaningBodies[operation.operationId] });
        expect(written.status, `${operation.method} ${path}`).toBe(404);
      }
      // The caller's own item cannot be moved to the other workspace's vendor.
      if (operation.operationId === 'updateSupplyItem') {
        const own = `/api/supplies/items/${attacker.objects.supplyItemId}`;
        const moved = await attacker.client.request(own, { method: 'PUT', body: { par: 10, minimum: 1, autoOrder: false, unitPriceCents: 1, vendorId: victim.objects.supplyVendorId } });
        expect(moved.status, `PUT ${own} with the other workspace's vendor`).toBe(400);
      }
      if (['approveAction', 'denyAction', 'acknowledgeAction'].includes(operation.operationId)) {
        const decided = await attacker.client.request(path, { method: 'POST', body: { version: 1, reason: 'Not mine' } });
        expect(decided.status, `${operation.method} ${path}`).toBe(404);
      }
    }
  });

  it("shows nothing of the other workspace on the caller's own routes", async () => {
    for (const operation of operations.filter((o) => !o.path.includes('{') && o.method === 'GET')) {
      const response = await attacker.client.request(operation.path, { method: 'GET' });
      for (const secret of secretsOf(victim)) expect(response.text, `${operation.path} leaks ${secret}`).not.toContain(secret);
    }
    for (const operation of operations.filter((o) => CALLERS_OWN[o.operationId])) {
      for (const params of CALLERS_OWN[operation.operationId]!) {
        const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
        const response = await attacker.client.request(path, { method: 'GET' });
        expect(response.status, path).toBe(200);
        for (const secret of [...secretsOf(victim), victim.objects.propertyId, victim.objects.reservationId]) expect(response.text, `${path} leaks ${secret}`).not.toContain(secret);
      }
    }
  });

  it("gives the optimizer's figures of the caller's own properties only, and another workspace's property is not found", async () => {
    const own = await attacker.client.request('/api/optimizer/figures?from=2026-01&to=2026-12', { method: 'GET' });
    expect(own.status, own.text).toBe(200);
    for (const secret of [...secretsOf(victim), victim.objects.propertyId]) expect(own.text, `optimizer figures leak ${secret}`).not.toContain(secret);
    const foreign = await attacker.client.request(`/api/optimizer/figures?from=2026-01&to=2026-12&propertyId=${victim.objects.propertyId}`, { method: 'GET' });
    expect(foreign.status).toBe(404);
  });

  it("cannot read, join, switch to or invite into the other workspace through better-auth's workspace endpoints", async () => {
    const victimId = victim.me.workspace.id;
    const full = await attacker.client.get(`/api/auth/organization/get-full-organization?organizationId=${victimId}`);
    expect(full.text).not.toContain(victim.email);
    expect(full.text).not.toContain(victim.me.workspace.cleanerCode!);
    expect([400, 401, 403, 404]).toContain((await attacker.client.post('/api/auth/organization/set-active', { organizationId: victimId })).status);
    expect(
      [400, 401, 403, 404],
    ).toContain((await attacker.client.post('/api/auth/organization/invite-member', { organizationId: victimId, email: attacker.email, role: 'owner' })).status);
    const members = await attacker.client.get(`/api/auth/organization/list-members?organizationId=${victimId}`);
    expect(members.text).not.toContain(victim.me.user.id);
    // And the attacker is still in their own workspace.
    expect((await attacker.client.get<Me>('/api/accounts/me')).json.workspace.id).toBe(attacker.me.workspace.id);
  });

  it('cannot create workspaces (Cohost makes exactly one per sign-up)', async () => {
    const created = await attacker.client.post('/api/auth/organization/create', { name: 'Second', slug: `second-${Date.now()}` });
    expect(created.status).toBe(403);
  });
});
