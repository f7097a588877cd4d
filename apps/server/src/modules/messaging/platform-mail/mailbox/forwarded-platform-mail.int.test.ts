import type { PlatformMailbox, PlatformMailboxStatus } from '@cohost/shared';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInHost } from '../../../../../test/support/accounts';
import { rawMail, skipWithoutDovecot, startDovecot, type Dovecot } from '../../../../../test/support/dovecot';
import type { TestClient } from '../../../../../test/support/http-client';
import { startSmtpSink, type SmtpSink } from '../../../../../test/support/smtp-sink';
import { startTestApp, type TestApp } from '../../../../../test/support/test-app';

// What reached the platform mail ingest (threading's, tested on its own): recorded here, so this
// file tests only the webhook's forwarding path. The database and the HTTP app are real.
const ingested = vi.hoisted(() => [] as Array<{ workspaceId: string; raw: string; source: string }>);
vi.mock('../ingest-platform-mail', () => ({
  ingestPlatformMail: async (_deps: unknown, input: { workspaceId: string; raw: string | Uint8Array; source: string }) => {
    const raw = typeof input.raw === 'string' ? input.raw : Buffer.from(input.raw).toString('utf8');
    const duplicate = ingested.some((earlier) => earlier.raw === raw);
    ingested.push({ workspaceId: input.workspaceId, raw, source: input.source });
    return { outcome: duplicate ? 'duplicate' : 'guest-message', conversationId: null };
  },
}));

const SIGNING_KEY = 'inbound-signing-key-0123456789';

describe.skipIf(skipWithoutDovecot)('platform mail forwarded to the signed inbound webhook, and read on demand', () => {
  let t: TestApp;
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let forwardingAddress: string;
  let workspaceId: string;
  let host: TestClient;

  const post = (fields: Record<string, string>, tokenValue: string) => {
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const signature = createHmac('sha256', SIGNING_KEY).update(timestamp + tokenValue).digest('hex');
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, timestamp, token: tokenValue, signature })) body.append(name, value);
    return fetch(`${t.url}/api/webhooks/email/inbound`, { method: 'POST', body, headers: { origin: 'https://mail.example.net' } });
  };

  beforeAll(async () => {
    dovecot = await startDovecot();
    sink = await startSmtpSink();
    t = await startTestApp({ env: { INBOUND_EMAIL_SIGNING_KEY: SIGNING_KEY, INBOUND_EMAIL_DOMAIN: 'reply.cohost.test' } });
    ({ client: host } = await signedInHost(t, 'Avery Host'));
    const connected = await host.request<PlatformMailbox>('/api/platform-mailbox', {
      method: 'PUT',
      body: {
        address: 'host@example.com',
        imap: { host: '127.0.0.1', port: dovecot.port, security: 'none', user: dovecot.user, password: dovecot.password },
        smtp: { host: '127.0.0.1', port: Number(new URL(sink.url).port), security: 'none', user: 'host', password: 'any' },
      },
    });
    expect(connected.status, connected.text).toBe(200);
    forwardingAddress = connected.json.forwardingAddress!;
    workspaceId = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await dovecot?.stop();
  });

  it('hands the whole message (body-mime) to the platform mail ingest, once per message', async () => {
    const mime = rawMail({ from: 'Airbnb <automated@airbnb.com>', to: 'host@example.com', subject: 'Anna sent a message', text: 'Is there parking?', messageId: 'forwarded-1@airbnb.test' });
    const fields = { recipient: forwardingAddress, sender: 'host@example.com', subject: 'Fwd: Anna sent a message', 'body-plain': 'Is there parking?', 'body-mime': mime };
    const first = await post(fields, 'tok-1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'accepted' });
    expect(ingested).toEqual([{ workspaceId, raw: mime, source: 'webhook' }]);
    expect(await (await post(fields, 'tok-2')).json()).toEqual({ status: 'duplicate' });
  });

  it('takes a forwarded mail carrying a guest photo (past the 1 MB default), and refuses one past 5 MB', async () => {
    const photo = 'A'.repeat(2 * 1024 * 1024);
    const mime = rawMail({ from: 'Airbnb <automated@airbnb.com>', to: 'host@example.com', subject: 'Anna sent a photo', text: `Here is the leak.\r\n\r\n${photo}`, messageId: 'forwarded-photo@airbnb.test' });
    const taken = await post({ recipient: forwardingAddress, sender: 'host@example.com', 'body-mime': mime }, 'tok-5');
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ status: 'accepted' });
    const huge = await post({ recipient: forwardingAddress, sender: 'host@example.com', 'body-mime': 'A'.repeat(6 * 1024 * 1024) }, 'tok-6');
    expect(huge.status).toBe(413);
  });

  it('ignores a forwarded mail without body-mime (a route not set to MIME) or to an unknown token', async () => {
    const before = ingested.length;
    expect(await (await post({ recipient: forwardingAddress, sender: 'host@example.com', 'body-plain': 'Is there parking?' }, 'tok-3')).json()).toEqual({ status: 'ignored' });
    const unknown = `p-${'0'.repeat(32)}@reply.cohost.test`;
    expect(await (await post({ recipient: unknown, sender: 'host@example.com', 'body-mime': 'x' }, 'tok-4')).json()).toEqual({ status: 'ignored' });
    expect(ingested).toHaveLength(before);
  });

  it('reads the mailbox now when the host asks (Check now), through the same ingest', async () => {
    const mime = rawMail({ from: 'Airbnb <automated@airbnb.com>', to: 'host@example.com', subject: 'Inquiry', text: 'Is it free in May?', messageId: 'imap-1@airbnb.test' });
    await dovecot.append(mime);
    const checked = await host.post<PlatformMailboxStatus>('/api/platform-mailbox/check', {});
    expect(checked.status, checked.text).toBe(200);
    expect(checked.json.mailbox).toMatchObject({ state: 'connected', lastError: null, lastCheckedAt: t.clock.now().toISOString() });
    expect(ingested.at(-1)).toMatchObject({ workspaceId, source: 'imap', raw: expect.stringContaining('Message-ID: <imap-1@airbnb.test>') });
  });
});
