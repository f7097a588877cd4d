import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { CONTACT_EMAIL_TEMPLATE, CONTACT_RATE_LIMIT } from '../support.constants';
import { contactRequests } from '../support.tables';

const SUPPORT_EMAIL = 'team@rentals.example';
const question = (name = 'Ada Guest') => ({ kind: 'support', name, email: 'ada@example.com', message: 'Does Cohost work with Vrbo calendars?' });

describe('support: contact requests from the FAQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy each test can present its own client address.
    t = await startTestApp({ env: { SUPPORT_EMAIL, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const visitor = (address: string) => new TestClient(t.url, { 'x-forwarded-for': address });

  it('stores the request and queues an email to SUPPORT_EMAIL with the message and how to reply', async () => {
    const response = await visitor('198.51.100.10').post<{ id: string; kind: string; createdAt: string }>('/api/support/contact', question());
    expect(response.status).toBe(201);
    expect(response.json.kind).toBe('support');

    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, response.json.id));
    expect(row).toMatchObject({ kind: 'support', name: 'Ada Guest', email: 'ada@example.com', userId: null, workspaceId: null });
    expect(row!.clientKey).toBeTruthy();
    expect(row!.clientKey).not.toContain('198.51.100.10');

    const email = await latestMessage(t, SUPPORT_EMAIL, CONTACT_EMAIL_TEMPLATE);
    expect(email?.subject).toBe('Support request from Ada Guest');
    expect(email?.textBody).toContain('Reply to ada@example.com');
    expect(email?.textBody).toContain('Does Cohost work with Vrbo calendars?');
    expect(email?.idempotencyKey).toBe(`${CONTACT_EMAIL_TEMPLATE}:${response.json.id}`);
  });

  it("links a signed-in host's request to their account and workspace", async () => {
    const { client } = await signedInHost(t, 'Demo Seeker');
    const me = (await client.get<{ user: { id: string }; workspace: { id: string } }>('/api/accounts/me')).json;
    const response = await client.post<{ id: string }>('/api/support/contact', { ...question('Demo Seeker'), kind: 'demo' }, { 'x-forwarded-for': '198.51.100.11' });
    expect(response.status).toBe(201);
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, response.json.id));
    expect(row).toMatchObject({ kind: 'demo', userId: me.user.id, workspaceId: me.workspace.id });
    expect((await latestMessage(t, SUPPORT_EMAIL, CONTACT_EMAIL_TEMPLATE))?.subject).toBe('Demo request from Demo Seeker');
  });

  it('refuses bad input with field details and stores nothing', async () => {
    const before = await t.database.db.select().from(contactRequests);
    const cases = [
      { ...question(), email: 'not-an-email' },
      { ...question(), name: '   ' },
      { ...question(), message: 'short' },
      { ...question(), kind: 'sales' },
      { ...question(), message: 'x'.repeat(5_001) },
    ];
    for (const body of cases) {
      const response = await visitor('198.51.100.12').post<{ error: { code: string; details: Array<{ path: string }> } }>('/api/support/contact', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.error.code).toBe('platform.invalid-input');
      expect(response.json.error.details.length).toBeGreaterThan(0);
    }
    expect(await t.database.db.select().from(contactRequests)).toHaveLength(before.length);
  });

  it('limits requests per client address, even when sent all at once, and other addresses are unaffected', async () => {
    const sender = visitor('203.0.113.50');
    const statuses = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT.max + 3 }, (_, i) => sender.post('/api/support/contact', question(`Flood ${i}`)).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    const limited = await sender.post<{ error: { code: string; message: string } }>('/api/support/contact', question());
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('support.too-many-requests');
    expect((await visitor('203.0.113.51').post('/api/support/contact', question())).status).toBe(201);

    // The window slides: an hour later the same address may write again.
    t.clock.advance(CONTACT_RATE_LIMIT.windowMs + 1);
    expect((await sender.post('/api/support/contact', question())).status).toBe(201);
  });

  it('refuses a write from another site', async () => {
    const response = await new TestClient(t.url, { origin: 'https://evil.example' }).post('/api/support/contact', question());
    expect(response.status).toBe(403);
  });
});

describe('support: site info', () => {
  it('reports the launch mode, contact address, demo link and billing from the configuration', async () => {
    const t = await startTestApp({ env: { LAUNCH_MODE: 'launched', SUPPORT_EMAIL, SCHEDULE_DEMO_URL: 'https://cal.example/cohost-demo' } });
    try {
      const response = await new TestClient(t.url).get('/api/support/site-info');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ launchMode: 'launched', supportEmail: SUPPORT_EMAIL, scheduleDemoUrl: 'https://cal.example/cohost-demo', billing: 'on' });
    } finally {
      await t.close();
    }
  });

  it('defaults to the founders landing page and no booking link', async () => {
    const t = await startTestApp();
    try {
      const response = await new TestClient(t.url).get('/api/support/site-info');
      expect(response.json).toMatchObject({ launchMode: 'prelaunch', scheduleDemoUrl: null, billing: 'on' });
    } finally {
      await t.close();
    }
  });
});
