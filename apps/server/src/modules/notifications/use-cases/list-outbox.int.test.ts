import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { buildHttpApp } from '../../../app';
import type { OutboxMessage } from './list-outbox';
import { queueEmail } from './queue-email';
import { queueSms } from './queue-sms';

async function readOutbox(t: TestApp, query = ''): Promise<OutboxMessage[]> {
  const res = await fetch(`${t.url}/dev/outbox.json${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

describe('the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ works: true });
  });
  afterAll(() => t.close());

  it('receives what the dev providers send and shows it, newest first, with the text escaped and its links clickable', async () => {
    const deps = { db: t.database.db, jobs: t.ctx.jobs, clock: t.clock };
    const emailId = await queueEmail(deps, {
      to: 'linus@example.test',
      subject: 'Reset <your> password',
      text: 'Hello <script>alert(1)</script>, reset it at https://cohost.test/reset?token=a1&user=7.',
      html: '<p>Hello <b>Linus</b></p><script>alert(2)</script>',
      template: 'accounts.reset-password',
      idempotencyKey: 'reset:linus',
    });
    t.clock.advance(1000);
    const smsId = await queueSms(deps, { to: '+33612345678', body: 'Code 1234', template: 'accounts.sign-in-code', idempotencyKey: 'code:1' });

    const deadline = Date.now() + 15_000;
    let messages = await readOutbox(t);
    while (messages.some((message) => message.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      messages = await readOutbox(t);
    }
    expect(messages.map((message) => message.id)).toEqual([smsId, emailId]);
    expect(messages[1]).toMatchObject({
      channel: 'email',
      to: 'linus@example.test',
      subject: 'Reset <your> password',
      template: 'accounts.reset-password',
      status: 'sent',
      provider: 'dev',
      attempts: 1,
    });
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+33612345678', subject: null, html: null, text: 'Code 1234', provider: 'dev' });
    expect(await readOutbox(t, '?to=linus%40example.test')).toHaveLength(1);
    expect(await readOutbox(t, '?template=accounts.sign-in-code')).toHaveLength(1);

    const res = await fetch(`${t.url}/dev/outbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('Reset &lt;your&gt; password');
    expect(page).toContain('to linus@example.test · accounts.reset-password');
    expect(page).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;, reset it at ');
    expect(page).toContain('<a href="https://cohost.test/reset?token=a1&amp;user=7">https://cohost.test/reset?token=a1&amp;user=7</a>.');
    expect(page).toContain('srcdoc="&lt;p&gt;Hello &lt;b&gt;Linus&lt;/b&gt;&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(page).not.toMatch(/<script/i);
    expect(page.indexOf('Code 1234')).toBeLessThan(page.indexOf('Reset &lt;your&gt; password'));
  });

  it('is refused to a client on another machine, whatever X-Forwarded-For says', async () => {
    // The test server listens on loopback only: another machine's request is this app given another socket peer.
    const app = buildHttpApp(t.ctx, t.modules);
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.fetch(new Request(`${t.url}/dev/outbox.json`, { headers }), { incoming: { socket: { remoteAddress } } } as never);
    for (const [address, headers] of [['203.0.113.7', {}], ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }], ['::ffff:10.0.0.3', {}]] as const) {
      const res = await from(address, headers);
      expect(res.status, address).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'notifications.outbox-local-only' } });
    }
    expect((await from('::ffff:127.0.0.1')).status).toBe(200);
  });
});

describe('the dev outbox with a real provider configured', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cohost</title>');
  });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  for (const [provider, env] of [
    ['SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['Twilio', { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' }],
  ] as const) {
    it(`does not exist with ${provider}`, async () => {
      const t = await startTestApp({ env: { ...env, WEB_DIST_DIR: webDist } });
      try {
        for (const page of ['/dev/outbox', '/dev/outbox.json']) expect((await fetch(`${t.url}${page}`)).status, page).toBe(404);
      } finally {
        await t.close();
      }
    });
  }
});

describe('the dev outbox in production', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cohost</title>');
    t = await startTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('does not exist', async () => {
    for (const page of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await fetch(`${t.url}${page}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Dev outbox');
    }
  });
});
