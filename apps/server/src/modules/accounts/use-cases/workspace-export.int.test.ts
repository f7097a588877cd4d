import { DEFAULT_AUTONOMY_SETTINGS, type Me, type WorkspaceExport } from '@cohost/shared';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { invoices } from '../../../db-schema';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '..';
import { findInstallationFact } from '../../system';
import { EXPORT_TTL_MS } from '../accounts.constants';
import { accountExports } from '../accounts.own-tables';
import { members } from '../accounts.tables';
import { queryRows } from '../../../platform/db/database';
import { createDiskFileStore } from '../../../platform/storage/disk-file-store';
import { deleteExpiredExports } from './delete-expired-exports';

/** The files the app stores (the same folder on disk). */
const filesOf = (t: TestApp) => createDiskFileStore(t.ctx.env.filesDir);

/** Every part the export must hold, with rows in the demo workspace (seeded through each module's own use cases). */
const PARTS_WITH_ROWS = [
  'accounts/profile',
  'accounts/members',
  'properties/properties',
  'properties/knowledge-base',
  'reservations/stays',
  'reservations/blocks',
  'reservations/calendar-feeds',
  'automation/settings',
  'automation/approvals',
  'automation/activity',
  'messaging/conversations',
  'messaging/messages',
  'messaging/templates',
  'billing/subscription',
  'billing/invoices',
  'locks/locks',
  'locks/door-codes',
  'locks/lock-events',
  'cleaning/cleanings',
  'cleaning/photos',
  'cleaning/issues',
  'supplies/items',
  'supplies/orders',
  'supplies/order-lines',
  'claims/cases',
  'claims/timeline',
];

const latestOf = async (client: TestClient) => (await client.get<{ export: WorkspaceExport | null }>('/api/accounts/me/exports/latest')).json.export;

/** The export job's run, as a worker does it (`accounts.build-export`). */
async function runExportJob(t: TestApp, exportId: string) {
  const accounts = t.modules.find((module) => module.name === 'accounts') as unknown as { buildExport(id: string): Promise<void> };
  await accounts.buildExport(exportId);
}

describe('accounts: the workspace export', () => {
  let t: TestApp;
  let host: TestClient;
  let hostEmail: string;
  let other: { client: TestClient; email: string; workspaceId: string };
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.ctx, t.modules);
    await t.deliverEvents();
    const login = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    host = new TestClient(t.url);
    hostEmail = login.email;
    expect((await host.post('/api/auth/sign-in/email', login)).status).toBe(200);
    // What the demo does not hold yet, saved as a host would (and an invoice, as the payment provider's webhook records one).
    expect((await host.request('/api/ai-settings', { method: 'PUT', body: { settings: DEFAULT_AUTONOMY_SETTINGS } })).status).toBe(200);
    const template = await host.request('/api/message-templates/check-in-instructions', { method: 'PUT', body: { enabled: true, body: 'Hi {{guest_first_name}}, the key is in the lockbox.' } });
    expect(template.status, template.text).toBe(200);
    const demo = (await host.get<Me>('/api/accounts/me')).json;
    await t.database.db.insert(invoices).values({
      workspaceId: demo.workspace.id,
      provider: 'local',
      providerInvoiceId: 'in_demo_export',
      number: 'COH-0001',
      description: 'Cohost Pro, monthly',
      amountCents: 4900,
      currency: 'usd',
      status: 'paid',
      hostedUrl: null,
      issuedAt: t.clock.now(),
    });
    // Another workspace with rows of its own: none of them may reach the demo's export.
    const { client, email } = await signedInHost(t, 'Other Owner');
    const me = (await client.get<Me>('/api/accounts/me')).json;
    const property = await client.post('/api/properties', { name: 'Zanzibar Other Loft' });
    expect(property.status, property.text).toBe(201);
    other = { client, email, workspaceId: me.workspace.id };
  }, 300_000);
  afterAll(() => t.close());

  it('builds a ZIP of every module’s parts for the owner, with progress, a manifest and an email, and nothing of another workspace', async () => {
    const started = await host.post<WorkspaceExport>('/api/accounts/me/exports', {});
    expect(started.status, started.text).toBe(202);
    expect(started.json).toMatchObject({ status: 'running', partsDone: 0, downloadUrl: null });
    expect(started.json.partsTotal).toBeGreaterThanOrEqual(PARTS_WITH_ROWS.length);
    expect(new Date(started.json.expiresAt).getTime() - new Date(started.json.createdAt).getTime()).toBe(EXPORT_TTL_MS);

    expect(await latestOf(host)).toMatchObject({ id: started.json.id, status: 'running' });
    const jobs = await queryRows<{ data: unknown }>(t.database.db, sql`select data from pgboss.job where name = 'accounts.build-export'`);
    expect(jobs).toContainEqual({ data: { exportId: started.json.id } });
    await runExportJob(t, started.json.id);
    const ready = (await latestOf(host))!;
    expect(ready).toMatchObject({ id: started.json.id, status: 'ready', partsDone: started.json.partsTotal });
    expect(ready.downloadUrl).toBe(`/api/accounts/me/exports/${ready.id}/download`);

    const download = await host.fetchRaw(ready.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="cohost-export-.+-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { format: string; workspace: { id: string }; parts: Array<{ name: string; count: number; files: string[]; redacted: string[] }> };
    expect(manifest.format).toBe('cohost-export/2');
    expect(manifest.parts).toHaveLength(ready.partsTotal);
    const counts = Object.fromEntries(manifest.parts.map((part) => [part.name, part.count]));
    expect(PARTS_WITH_ROWS.filter((name) => !(counts[name]! > 0)), JSON.stringify(counts)).toEqual([]);
    for (const part of manifest.parts) {
      for (const file of part.files) expect(files[file], file).toBeDefined();
      const json = JSON.parse(strFromU8(files[`${part.name}.json`]!)) as unknown;
      if (Array.isArray(json)) {
        expect(json, part.name).toHaveLength(part.count);
        // Every row of every table is the workspace's own.
        for (const row of json as Array<Record<string, unknown>>) if ('workspaceId' in row) expect(row.workspaceId, part.name).toBe(manifest.workspace.id);
        const csv = strFromU8(files[`${part.name}.csv`]!);
        expect(csv.split('\r\n').filter(Boolean).length, part.name).toBe(part.count === 0 ? 0 : part.count + 1);
      }
    }
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toContain(other.workspaceId);
    expect(everything).not.toContain('Zanzibar Other Loft');
    expect(everything).not.toContain(other.email);

    // Secrets stay home: feed addresses (their tokens), sealed door codes and passwords, reply tokens.
    const feeds = JSON.parse(strFromU8(files['reservations/calendar-feeds.json']!)) as Array<Record<string, unknown>>;
    for (const feed of feeds) {
      expect(feed).not.toHaveProperty('url');
      expect(feed.urlHost).toEqual(expect.any(String));
    }
    // (The manifest names what was left out; the data files hold none of it.)
    const data = Object.entries(files).filter(([name]) => name !== 'manifest.json').map(([, bytes]) => strFromU8(bytes)).join('\n');
    expect(data).not.toMatch(/codeSealed|codeFingerprint|PasswordSealed|apiKeySealed|webhookSecret|webhookToken|replyToken|forwardToken|tokenHash|"url":"https?:\/\/[^"]*ics/);
    const codes = JSON.parse(strFromU8(files['locks/door-codes.json']!)) as Array<Record<string, unknown>>;
    expect(Object.keys(codes[0]!)).toEqual(expect.arrayContaining(['status', 'startsAt', 'endsAt', 'lockId']));
    // Photos are links that open for the workspace's members until the export expires.
    const photos = JSON.parse(strFromU8(files['cleaning/photos.json']!)) as Array<Record<string, string>>;
    expect(photos[0]!.url).toMatch(new RegExp(`^${t.url}/api/cleaning/files/`));
    expect((await host.fetchRaw(new URL(photos[0]!.url!).pathname)).status).toBe(200);
    expect((await other.client.fetchRaw(new URL(photos[0]!.url!).pathname)).status).not.toBe(200);

    const email = await latestMessage(t, hostEmail, 'accounts.export-ready');
    expect(email?.subject).toBe('Your Cohost export is ready');
    expect(email?.textBody).toContain(`${t.url}/account-settings`);

    // Another workspace cannot reach it, even by its id.
    expect((await other.client.fetchRaw(ready.downloadUrl!)).status).toBe(404);
    expect((await other.client.get<{ export: WorkspaceExport | null }>('/api/accounts/me/exports/latest')).json.export).toBeNull();
  }, 120_000);

  it('answers the running export to every request made while it runs: one build, whatever the concurrency', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => other.client.post<WorkspaceExport>('/api/accounts/me/exports', {})));
    const ids = new Set(answers.map((answer) => answer.json.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const rows = await t.database.db.select().from(accountExports).where(eq(accountExports.workspaceId, other.workspaceId));
    expect(rows).toHaveLength(1);
    await runExportJob(t, [...ids][0]!);
    const done = (await latestOf(other.client))!;
    expect(done.status).toBe('ready');
    // Once finished, a new request starts a new one.
    const again = await other.client.post<WorkspaceExport>('/api/accounts/me/exports', {});
    expect(again.status).toBe(202);
    expect(again.json.id).not.toBe(done.id);
    await runExportJob(t, again.json.id);
  }, 120_000);

  it('is the owner’s: a manager is refused starting, reading and downloading', async () => {
    const { client } = await signedInHost(t, 'Soon Manager');
    const me = (await client.get<Me>('/api/accounts/me')).json;
    await t.database.db.update(members).set({ role: 'manager' }).where(and(eq(members.userId, me.user.id), eq(members.organizationId, me.workspace.id)));
    for (let i = 0; i < 50 && (await client.get<Me>('/api/accounts/me')).json.workspace.role !== 'manager'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const response of [await client.post('/api/accounts/me/exports', {}), await client.get('/api/accounts/me/exports/latest')]) {
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({ code: 'accounts.owner-only' });
    }
    const rows = await t.database.db.select().from(accountExports).where(eq(accountExports.workspaceId, me.workspace.id));
    expect(rows).toEqual([]);
  });

  it('stops downloading after 7 days, and the hourly job deletes the file and its row', async () => {
    const latest = (await host.get<{ export: WorkspaceExport }>('/api/accounts/me/exports/latest')).json.export;
    const [row] = await t.database.db.select().from(accountExports).where(eq(accountExports.id, latest.id));
    expect(await filesOf(t).head(row!.fileKey!)).not.toBeNull();
    t.clock.advance(EXPORT_TTL_MS + 1000);
    const expired = await host.fetchRaw(latest.downloadUrl!);
    expect(expired.status).toBe(410);
    const result = await deleteExpiredExports({ db: t.database.db, clock: t.clock, files: filesOf(t) });
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await filesOf(t).head(row!.fileKey!)).toBeNull();
    expect(await t.database.db.select().from(accountExports).where(eq(accountExports.id, latest.id))).toEqual([]);
    expect((await host.fetchRaw(latest.downloadUrl!)).status).toBe(404);
  });
});
