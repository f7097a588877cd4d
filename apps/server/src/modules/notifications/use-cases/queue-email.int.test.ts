import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../../test/support/smtp-sink';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { findOutboxRow } from '../notifications.repo';
import { notificationOutbox } from '../notifications.tables';
import { queueEmail, type QueueEmailInput } from './queue-email';

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('queueEmail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const deps = () => ({ db: t.database.db, jobs: t.ctx.jobs, clock: t.clock });
  const email = (overrides: Partial<QueueEmailInput> = {}): QueueEmailInput => ({
    to: 'ada@example.test',
    subject: 'Verify your email',
    text: 'Open https://cohost.test/verify?token=abc to verify your email.',
    html: '<p>Open <a href="https://cohost.test/verify?token=abc">this link</a> to verify your email.</p>',
    template: 'accounts.verify-email',
    idempotencyKey: `verify:${Math.random()}`,
    ...overrides,
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ works: true, env: { SMTP_URL: sink.url, MAIL_FROM: 'Cohost <hello@cohost.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers a text and an HTML part, then records the provider message id', async () => {
    const id = await queueEmail(deps(), email({ subject: 'Welcome aboard', workspaceId: 'ws_1' }));

    const received = await sink.waitForMessage((message) => message.subject === 'Welcome aboard');
    expect(received).toMatchObject({ from: 'hello@cohost.test', to: ['ada@example.test'], template: 'accounts.verify-email' });
    expect(received.text).toContain('Open https://cohost.test/verify?token=abc to verify');
    expect(received.html).toContain('<a href="https://cohost.test/verify?token=abc">this link</a>');

    const row = await eventually(() => findOutboxRow(t.database.db, id), (r) => r?.status === 'sent');
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1, lastError: null, workspaceId: 'ws_1' });
    expect(row?.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(row?.sentAt).toEqual(t.clock.now());
  });

  it('sends once per idempotency key, however often it is queued', async () => {
    const input = email({ subject: 'Only once', idempotencyKey: 'reset-password:user-7:1' });
    const first = await queueEmail(deps(), input);
    const second = await queueEmail(deps(), { ...input, subject: 'Only once (again)' });
    expect(second).toBe(first);

    await sink.waitForMessage((message) => message.subject === 'Only once');
    await eventually(() => findOutboxRow(t.database.db, first), (r) => r?.status === 'sent');
    expect(await queueEmail(deps(), input)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(sink.messages.filter((message) => message.subject.startsWith('Only once'))).toHaveLength(1);
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid address with a 400 and writes nothing', async () => {
    const input = email({ to: 'ada@', idempotencyKey: 'invalid-address' });
    await expect(queueEmail(deps(), input)).rejects.toMatchObject({
      code: 'notifications.invalid-email-address',
      status: 400,
      message: 'This email address is not valid.',
    });
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.idempotencyKey, 'invalid-address'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an incomplete message, naming the fields', async () => {
    await expect(queueEmail(deps(), email({ html: '', template: 'Verify Email' }))).rejects.toMatchObject({
      code: 'notifications.invalid-message',
      status: 400,
      details: [expect.objectContaining({ path: 'template' }), expect.objectContaining({ path: 'html' })],
    });
  });
});
