import type { Me, PlatformMailbox, PlatformMailboxStatus, Property, ReservationResult } from '@cohost/shared';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../../test/support/accounts';
import { rawMail, skipWithoutDovecot, startDovecot, type Dovecot } from '../../../../../test/support/dovecot';
import type { TestClient } from '../../../../../test/support/http-client';
import { startSmtpSink, type SmtpSink } from '../../../../../test/support/smtp-sink';
import { startTestApp, type TestApp } from '../../../../../test/support/test-app';
import { TEST_DATABASE_URL } from '../../../../../test/support/test-env';
import { activityLog } from '../../../automation/automation.tables';
import type { createMessagingModule } from '../../index';
import { messages, platformMailboxes, platformMailOutbox } from '../../messaging.tables';
import { NO_MAILBOX } from '../smtp/send-relay-replies';

type MessagingFace = ReturnType<typeof createMessagingModule>;
type Refusal = { error: { code: string; message: string; details: unknown } };

const SMTP_CREDENTIALS = { user: 'host@example.com', pass: 'smtp-password-456' };
const SIGNING_KEY = 'inbound-signing-key-0123456789';

describe.skipIf(skipWithoutDovecot)('the platform mailbox against a real IMAP server (dovecot) and an SMTP sink', () => {
  let t: TestApp;
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let host: TestClient;
  let workspaceId: string;
  let messaging: MessagingFace;
  const ingested: string[] = [];
  const ingest = async (_deps: unknown, input: { workspaceId: string; raw: string | Uint8Array; source: string }) => {
    expect(input.source).toBe('imap');
    const raw = typeof input.raw === 'string' ? input.raw : Buffer.from(input.raw).toString('utf8');
    ingested.push(/^Message-ID: <([^>]+)>/im.exec(raw)?.[1] ?? raw);
  };

  const input = (overrides: { imap?: Record<string, unknown>; smtp?: Record<string, unknown> } = {}) => ({
    address: 'Host@Example.com',
    imap: { host: '127.0.0.1', port: dovecot.port, security: 'none', user: dovecot.user, password: dovecot.password, folder: 'INBOX', ...overrides.imap },
    smtp: { host: '127.0.0.1', port: Number(new URL(sink.url).port), security: 'none', user: SMTP_CREDENTIALS.user, password: SMTP_CREDENTIALS.pass, ...overrides.smtp },
  });
  const connect = <T = Refusal>(body: unknown) => host.request<T>('/api/platform-mailbox', { method: 'PUT', body });
  const mailbox = async () => (await host.get<PlatformMailboxStatus>('/api/platform-mailbox')).json.mailbox;
  const mail = (id: string, date?: Date) => rawMail({ from: 'Airbnb <automated@airbnb.com>', to: 'host@example.com', subject: `Message ${id}`, text: `Hello ${id}`, messageId: `${id}@airbnb.test`, ...(date ? { date } : {}) });

  beforeAll(async () => {
    dovecot = await startDovecot();
    sink = await startSmtpSink({
      credentials: SMTP_CREDENTIALS,
      refuseRecipient: (address) =>
        address.startsWith('refused') ? { code: 550, message: '5.1.1 This relay address is closed' } : address.startsWith('busy') ? { code: 451, message: '4.3.0 Try again later' } : null,
    });
    t = await startTestApp({ env: { INBOUND_EMAIL_SIGNING_KEY: SIGNING_KEY, INBOUND_EMAIL_DOMAIN: 'reply.cohost.test' } });
    ({ client: host } = await signedInHost(t, 'Avery Host'));
    workspaceId = (await host.get<Me>('/api/accounts/me')).json.workspace.id;
    messaging = t.modules.find((module) => module.name === 'messaging') as MessagingFace;
  }, 60_000);
  afterAll(async () => {
    await messaging?.platformMail.watchers.stop();
    await t?.close();
    await sink?.close();
    await dovecot?.stop();
  });

  it('refuses settings a server refuses, naming the field, and saves nothing', async () => {
    const cases: Array<[ReturnType<typeof input>, string, RegExp]> = [
      [input({ imap: { password: 'wrong-password' } }), 'imap.password', /refused the user name or password/],
      [input({ imap: { folder: 'Airbnb' } }), 'imap.folder', /no folder named "Airbnb"/],
      [input({ imap: { port: Number(new URL(sink.url).port) + 1 } }), 'imap.host', /refused the connection/],
      [input({ smtp: { password: 'wrong-smtp-password' } }), 'smtp.password', /SMTP server refused the user name or password/],
    ];
    for (const [settings, field, words] of cases) {
      const response = await connect(settings);
      expect(response.status, response.text).toBe(422);
      expect(response.json.error.code).toBe('messaging.mail-server-refused');
      expect(response.json.error.details).toEqual([{ path: field, message: expect.stringMatching(words) }]);
      expect(response.json.error.message).toMatch(/Nothing was saved/);
    }
    const withoutPassword = await connect({ ...input(), imap: { ...input().imap, password: undefined } });
    expect(withoutPassword.status).toBe(422);
    expect(withoutPassword.json.error.details).toEqual([{ path: 'imap.password', message: expect.any(String) }]);
    expect(await mailbox()).toBeNull();
    expect(await t.database.db.select().from(platformMailboxes)).toEqual([]);
  });

  it('connects with the right passwords: sealed at rest, never returned, the connection in the activity log', async () => {
    const response = await connect<PlatformMailbox>(input());
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ address: 'host@example.com', state: 'connected', watching: 'polling', lastError: null, imap: { folder: 'INBOX', security: 'none' } });
    expect(response.json.forwardingAddress).toMatch(/^p-[0-9a-f]{32}@reply\.cohost\.test$/);
    const read = await host.get('/api/platform-mailbox');
    for (const text of [response.text, read.text]) {
      expect(text).not.toContain(dovecot.password);
      expect(text).not.toContain(SMTP_CREDENTIALS.pass);
    }
    const [row] = await t.database.db.select().from(platformMailboxes);
    expect(JSON.stringify(row)).not.toContain(dovecot.password);
    expect(row!.imapPasswordSealed).toMatch(/^v1\./);
    const activity = await t.database.db.select().from(activityLog).where(eq(activityLog.workspaceId, workspaceId));
    expect(activity.map((entry) => entry.kind)).toContain('messaging.platform-mailbox-connected');

    // Omitted passwords keep the saved ones (the servers are tested with them again).
    const again = await connect<PlatformMailbox>({ ...input(), imap: { ...input().imap, password: undefined }, smtp: { ...input().smtp, password: undefined } });
    expect(again.status, again.text).toBe(200);
    expect(again.json.forwardingAddress).toBe(response.json.forwardingAddress);
  });

  it('reads new mail once, in UID order, never marking it read; a newly connected mailbox only from the last 30 days', async () => {
    const old = new Date(t.clock.now().getTime() - 60 * 86_400_000);
    await dovecot.append(mail('old-1', old), { date: old });
    await dovecot.append(mail('new-1'));
    await dovecot.append(mail('new-2'));
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toEqual({ status: 'read', mails: 2 });
    expect(ingested).toEqual(['new-1@airbnb.test', 'new-2@airbnb.test']);
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toEqual({ status: 'read', mails: 0 });
    await dovecot.append(mail('new-3'));
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toEqual({ status: 'read', mails: 1 });
    expect(ingested).toEqual(['new-1@airbnb.test', 'new-2@airbnb.test', 'new-3@airbnb.test']);
    for (const message of await dovecot.list()) expect(message.flags).not.toContain('\\Seen');
    expect(await mailbox()).toMatchObject({ state: 'connected', lastCheckedAt: t.clock.now().toISOString() });
  });

  it('reads a folder again from the start when its UIDVALIDITY changed', async () => {
    await dovecot.createFolder('Platform');
    await dovecot.append(mail('folder-1'), { folder: 'Platform' });
    expect((await connect(input({ imap: { folder: 'Platform' } }))).status).toBe(200);
    ingested.length = 0;
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toEqual({ status: 'read', mails: 1 });
    const before = (await t.database.db.select().from(platformMailboxes))[0]!.uidValidity;
    await dovecot.deleteFolder('Platform');
    await dovecot.createFolder('Platform');
    await dovecot.append(mail('folder-1'), { folder: 'Platform' });
    await dovecot.append(mail('folder-2'), { folder: 'Platform' });
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toEqual({ status: 'read', mails: 2 });
    expect(ingested).toEqual(['folder-1@airbnb.test', 'folder-1@airbnb.test', 'folder-2@airbnb.test']);
    expect((await t.database.db.select().from(platformMailboxes))[0]!.uidValidity).not.toBe(before);
    expect((await connect(input())).status).toBe(200);
  });

  it('lets one reader at a time read a mailbox: in this process, and across processes on PostgreSQL', async () => {
    await dovecot.append(mail('together-1'));
    const results = await Promise.all([messaging.platformMail.read(workspaceId, { ingest }), messaging.platformMail.read(workspaceId, { ingest })]);
    expect(results.map((result) => result.status).sort()).toEqual(['busy', 'read']);
    expect(ingested.filter((id) => id === 'together-1@airbnb.test')).toHaveLength(1);
    if (!TEST_DATABASE_URL) return;
    const other = await startTestApp({ sameDatabaseAs: t });
    try {
      await dovecot.append(mail('together-2'));
      const otherMessaging = other.modules.find((module) => module.name === 'messaging') as MessagingFace;
      const both = await Promise.all([messaging.platformMail.read(workspaceId, { ingest }), otherMessaging.platformMail.read(workspaceId, { ingest })]);
      expect(both.map((result) => result.status).sort()).toEqual(['busy', 'read']);
      expect(ingested.filter((id) => id === 'together-2@airbnb.test')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('shows a read that failed in words, and clears it at the next success', async () => {
    await t.database.db.update(platformMailboxes).set({ imapPort: Number(new URL(sink.url).port) + 1 });
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toMatchObject({ status: 'failed' });
    expect(await mailbox()).toMatchObject({ state: 'error', lastError: expect.stringMatching(/refused the connection/), lastErrorAt: expect.any(String) });
    await t.database.db.update(platformMailboxes).set({ imapPort: dovecot.port });
    expect(await messaging.platformMail.read(workspaceId, { ingest })).toMatchObject({ status: 'read' });
    expect(await mailbox()).toMatchObject({ state: 'connected', lastError: null, lastErrorAt: null });
  });

  it('is told of new mail through IMAP IDLE within seconds while watching', async () => {
    await messaging.platformMail.watchers.start({ ingest });
    await expect.poll(async () => (await mailbox())?.watching, { timeout: 10_000 }).toBe('idle');
    // The read each opening triggers (half a second later) is over: only IDLE can bring the next mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const readsBefore = ingested.length;
    await dovecot.append(mail('pushed-1'));
    await expect.poll(() => ingested.at(-1), { timeout: 8_000, interval: 100 }).toBe('pushed-1@airbnb.test');
    expect(ingested.length).toBe(readsBefore + 1);
    await messaging.platformMail.watchers.stop();
    expect((await mailbox())?.watching).toBe('polling');
  });

  it('reopens a dropped IDLE connection (backoff) and reads what came meanwhile', async () => {
    const proxy = await startDroppingProxy(dovecot.port);
    try {
      expect((await connect(input({ imap: { port: proxy.port } }))).status).toBe(200);
      await messaging.platformMail.watchers.start({ ingest });
      await expect.poll(async () => (await mailbox())?.watching, { timeout: 10_000 }).toBe('idle');
      proxy.dropAll();
      await expect.poll(async () => (await mailbox())?.watching, { timeout: 5_000, interval: 50 }).toBe('polling');
      await dovecot.append(mail('while-down-1'));
      await expect.poll(() => ingested.at(-1), { timeout: 10_000, interval: 100 }).toBe('while-down-1@airbnb.test');
      await expect.poll(async () => (await mailbox())?.watching, { timeout: 5_000 }).toBe('idle');
    } finally {
      await messaging.platformMail.watchers.stop();
      await proxy.close();
      expect((await connect(input())).status).toBe(200);
    }
  });

  describe('replies to relay addresses', () => {
    let conversationId: string;
    const newMessage = async (body: string) => {
      const [row] = await t.database.db
        .insert(messages)
        .values({ workspaceId, conversationId, author: 'ai', channel: 'airbnb', body, status: 'sent', createdAt: t.clock.now() })
        .returning();
      return row!.id;
    };
    const reply = async (relayAddress: string, body: string) => {
      const messageId = await newMessage(body);
      await messaging.platformMail.enqueueReply({ workspaceId, conversationId, messageId, relayAddress, subject: 'RE: Reservation at Ocean View', body, inReplyTo: 'notification-1@airbnb.test' });
      return messageId;
    };
    const deliveryOf = async (messageId: string) => {
      const [row] = await t.database.db.select({ delivery: messages.delivery, detail: messages.deliveryDetail }).from(messages).where(eq(messages.id, messageId));
      return row;
    };
    const outboxOf = async (messageId: string) => (await t.database.db.select().from(platformMailOutbox).where(eq(platformMailOutbox.messageId, messageId)))[0]!;

    beforeAll(async () => {
      const property = (await host.post<Property>('/api/properties', { name: 'Ocean View', timezone: 'UTC', address: { line1: '1 Shore Rd', city: 'Cape May', region: 'NJ', postalCode: '08204', country: 'US' } })).json;
      const stay = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-07-01', checkOutDate: '2026-07-04', guestName: 'Anna Berg' });
      expect(stay.status, stay.text).toBe(201);
      const opened = await host.post<{ id: string }>(`/api/reservations/${stay.json.reservation.id}/conversation`, {});
      expect(opened.status, opened.text).toBe(200);
      conversationId = opened.json.id;
    });

    it('sends a reply through the mailbox’s SMTP from the host’s address, answering the notification, once', async () => {
      const messageId = await reply('guest-1a2b@reply.airbnb.test', 'Hi Anna, the parking is in the driveway.');
      await messaging.platformMail.enqueueReply({ workspaceId, conversationId, messageId, relayAddress: 'guest-1a2b@reply.airbnb.test', subject: 'again', body: 'again', inReplyTo: null });
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'queued', detail: null });
      expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 1, failed: 0, retrying: 0 });
      const sent = await sink.waitForMessage((message) => message.to.includes('guest-1a2b@reply.airbnb.test'));
      const outbox = await outboxOf(messageId);
      expect(sent).toMatchObject({ from: 'host@example.com', subject: 'RE: Reservation at Ocean View', inReplyTo: '<notification-1@airbnb.test>', references: '<notification-1@airbnb.test>', messageId: `<${outbox.outboundMessageId}>` });
      expect(sent.text).toContain('parking is in the driveway');
      expect(outbox.outboundMessageId).toMatch(/^[0-9a-f-]{36}@example\.com$/);
      expect(outbox).toMatchObject({ status: 'relayed', attempts: 1 });
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'relayed', detail: 'guest-1a2b@reply.airbnb.test' });
      expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 0, retrying: 0 });
      expect(sink.messages.filter((message) => message.to.includes('guest-1a2b@reply.airbnb.test'))).toHaveLength(1);

      expect(await messaging.platformMail.markBounced(workspaceId, `<${outbox.outboundMessageId}>`, '550 No such guest')).toBe(true);
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'failed', detail: expect.stringContaining('550 No such guest') });
      expect(await messaging.platformMail.markBounced(workspaceId, 'unknown@example.com', 'x')).toBe(false);
    });

    it('fails a reply the server refuses for good (5xx), with its words', async () => {
      const messageId = await reply('refused-guest@reply.airbnb.test', 'Hello');
      expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 1, retrying: 0 });
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'failed', detail: expect.stringContaining('This relay address is closed') });
      expect(await outboxOf(messageId)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await mailbox())?.state).toBe('connected');
    });

    it('tries a reply refused for now (4xx) again after 1, 5, 15 and 30 minutes, then fails it', async () => {
      const messageId = await reply('busy-guest@reply.airbnb.test', 'Hello');
      for (const minutes of [1, 5, 15, 30]) {
        expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 0, retrying: 1 });
        expect(await deliveryOf(messageId)).toEqual({ delivery: 'queued', detail: null });
        t.clock.advance(minutes * 60_000 - 1000);
        expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 0, retrying: 0 });
        t.clock.advance(1000);
      }
      expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 1, retrying: 0 });
      expect(await outboxOf(messageId)).toMatchObject({ status: 'failed', attempts: 5 });
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'failed', detail: expect.stringContaining('Try again later') });
    });

    it('never sends one reply twice when two senders run at once', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) ids.push(await reply(`race-${index}@reply.airbnb.test`, `Reply ${index}`));
      const [first, second] = await Promise.all([messaging.platformMail.sendDue(), messaging.platformMail.sendDue()]);
      expect(first!.relayed + second!.relayed).toBe(6);
      for (let index = 0; index < 6; index += 1) {
        await sink.waitForMessage((message) => message.to.includes(`race-${index}@reply.airbnb.test`));
        expect(sink.messages.filter((message) => message.to.includes(`race-${index}@reply.airbnb.test`))).toHaveLength(1);
      }
    });

    it('fails a reply with the fix when no mailbox is connected', async () => {
      expect((await host.request('/api/platform-mailbox', { method: 'DELETE' })).status).toBe(204);
      expect(await mailbox()).toBeNull();
      const activity = await t.database.db.select().from(activityLog).where(and(eq(activityLog.workspaceId, workspaceId), eq(activityLog.kind, 'messaging.platform-mailbox-disconnected')));
      expect(activity).toHaveLength(1);
      const messageId = await reply('guest-1a2b@reply.airbnb.test', 'Hello again');
      expect(await messaging.platformMail.sendDue()).toEqual({ relayed: 0, failed: 1, retrying: 0 });
      expect(await deliveryOf(messageId)).toEqual({ delivery: 'failed', detail: NO_MAILBOX });
      expect((await host.post('/api/platform-mailbox/check', {})).status).toBe(404);
    });
  });
});

describe('the platform mailbox on an installation that does not allow private mail servers', () => {
  let t: TestApp;
  let host: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOW_PRIVATE_MAIL_SERVERS: 'false' } });
    ({ client: host } = await signedInHost(t, 'Avery Host'));
  }, 60_000);
  afterAll(() => t.close());

  it('refuses servers on loopback or private addresses before connecting', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '[::1]', 'localhost']) {
      const response = await host.request<Refusal>('/api/platform-mailbox', {
        method: 'PUT',
        body: {
        address: 'host@example.com',
        imap: { host: address, port: 993, security: 'tls', user: 'host', password: 'secret' },
        smtp: { host: 'smtp.example.com', port: 587, security: 'starttls', user: 'host', password: 'secret' },
        },
      });
      expect(response.status, `${address}: ${response.text}`).toBe(422);
      expect(response.json.error.details).toEqual([{ path: 'imap.host', message: expect.stringMatching(/private or local network/) }]);
    }
    expect((await host.get<PlatformMailboxStatus>('/api/platform-mailbox')).json.mailbox).toBeNull();
  });

  it('makes a workspace wait after 5 refused tests in a row (a credential check): no sixth server test', async () => {
    const { client: other } = await signedInHost(t, 'Robin Guess');
    const attempt = () =>
      other.request<Refusal>('/api/platform-mailbox', {
        method: 'PUT',
        body: {
          address: 'victim@example.com',
          imap: { host: '10.9.8.7', port: 993, security: 'tls', user: 'victim', password: 'guess' },
          smtp: { host: 'smtp.example.com', port: 587, security: 'starttls', user: 'victim', password: 'guess' },
        },
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt()).status).toBe(422);
    const sixth = await attempt();
    expect(sixth.status, sixth.text).toBe(429);
    expect(sixth.json.error.code).toBe('messaging.too-many-mailbox-tests');
    // Another workspace is not held up.
    expect((await host.request<Refusal>('/api/platform-mailbox', { method: 'PUT', body: { address: 'host@example.com', imap: { host: '10.1.1.1', port: 993, security: 'tls', user: 'h', password: 'p' }, smtp: { host: 'smtp.example.com', port: 587, security: 'starttls', user: 'h', password: 'p' } } })).status).toBe(422);
  });
});

/** A TCP relay to a loopback port whose connections a test can cut (a network drop). */
async function startDroppingProxy(targetPort: number): Promise<{ port: number; dropAll(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    dropAll,
    close: () => {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
