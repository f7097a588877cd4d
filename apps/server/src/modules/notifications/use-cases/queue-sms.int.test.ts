import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { startTwilioStandIn, type TwilioStandIn } from '../../../../test/support/twilio-stand-in';
import { PROVIDER_TIMEOUT_MS } from '../notifications.constants';
import { findOutboxRow } from '../notifications.repo';
import { notificationOutbox } from '../notifications.tables';
import { TwilioSmsProvider } from '../providers/twilio-sms-provider';
import { queueSms } from './queue-sms';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'test-auth-token' };

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('queueSms through Twilio', () => {
  let twilio: TwilioStandIn;
  let t: TestApp;
  const deps = () => ({ db: t.database.db, jobs: t.ctx.jobs, clock: t.clock });

  beforeAll(async () => {
    twilio = await startTwilioStandIn(credentials);
    t = await startTestApp({
      works: true,
      env: {
        TWILIO_ACCOUNT_SID: credentials.accountSid,
        TWILIO_AUTH_TOKEN: credentials.authToken,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: twilio.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('sends the text with the account credentials and records the message SID', async () => {
    const id = await queueSms(deps(), {
      to: '+14155550123',
      body: 'Your door code for Sea View is 4821.',
      template: 'locks.door-code',
      idempotencyKey: 'door-code:reservation-1',
    });

    const received = await twilio.waitForMessage((message) => message.to === '+14155550123');
    expect(received).toMatchObject({ accountSid: credentials.accountSid, from: '+15005550006', body: 'Your door code for Sea View is 4821.' });
    const row = await eventually(() => findOutboxRow(t.database.db, id), (r) => r?.status === 'sent');
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', provider: 'twilio', providerMessageId: received.sid, attempts: 1 });
  });

  it('is refused by Twilio with the wrong auth token', async () => {
    const provider = new TwilioSmsProvider({
      ...credentials,
      authToken: 'wrong-token',
      from: '+15005550006',
      apiUrl: twilio.url,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    });
    await expect(provider.send({ to: '+14155550123', body: 'hello' })).rejects.toMatchObject({ status: 401, code: 20003 });
  });

  it('refuses a number not in international format with a 400 and writes nothing', async () => {
    for (const to of ['4155550123', '+0155550123', '+1 415 555 0123', '+1234']) {
      await expect(
        queueSms(deps(), { to, body: 'hello', template: 'locks.door-code', idempotencyKey: `bad-number:${to}` }),
      ).rejects.toMatchObject({ code: 'notifications.invalid-phone-number', status: 400 });
    }
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'sms'));
    expect(rows.map((row) => row.idempotencyKey)).toEqual(['door-code:reservation-1']);
  });
});
