import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { startTwilioStandIn, type TwilioStandIn } from '../../../../test/support/twilio-stand-in';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { createLogger } from '../../../platform/log/logger';
import { PROVIDER_TIMEOUT_MS } from '../notifications.constants';
import type { NotificationsDeps } from '../notifications.deps';
import { deliverNotificationJob, registerNotificationsJobs } from '../notifications.jobs';
import { findOutboxRow } from '../notifications.repo';
import { FakeEmailProvider, FakeSmsProvider } from '../providers/fake-providers';
import { TwilioSmsProvider } from '../providers/twilio-sms-provider';
import { deliverNotification } from './deliver-notification';
import { queueEmail } from './queue-email';
import { queueSms } from './queue-sms';

const log = createLogger({ level: 'silent', pretty: false });

async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('deliverNotification', () => {
  let database: TestDatabase;
  let enqueueOnly: JobQueue;
  let email: FakeEmailProvider;
  let deps: NotificationsDeps;
  const clock = new ManualClock();
  const message = (idempotencyKey: string) => ({
    to: 'grace@example.test',
    subject: 'Your booking',
    text: 'See you soon.',
    html: '<p>See you soon.</p>',
    template: 'reservations.confirmation',
    idempotencyKey,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    enqueueOnly = JobQueue.create({ database, log, works: false });
    await enqueueOnly.start();
    await enqueueOnly.define(deliverNotificationJob);
  });
  beforeEach(() => {
    email = new FakeEmailProvider();
    deps = { db: database.db, jobs: enqueueOnly, clock, log, providers: { email, sms: new FakeSmsProvider() }, production: false, push: { secret: 'a-test-secret-of-32-characters!!', vapidKeys: null, subject: 'mailto:test@cohost.local', allowLoopbackHttp: true } };
  });
  afterAll(async () => {
    await enqueueOnly.stop();
    await database.close();
  });

  it('sends a queued row once; a row already sent is left alone', async () => {
    const id = await queueEmail(deps, message('once'));
    await deliverNotification(deps, id);
    await deliverNotification(deps, id);
    expect(email.sent).toEqual([{ to: 'grace@example.test', subject: 'Your booking', text: 'See you soon.', html: '<p>See you soon.</p>', template: 'reservations.confirmation' }]);
    expect(await findOutboxRow(database.db, id)).toMatchObject({ status: 'sent', provider: 'fake', providerMessageId: 'fake-1', attempts: 1 });
  });

  it('records a failed attempt and rethrows, so the job is retried', async () => {
    const id = await queueEmail(deps, message('retry-me'));
    email.failNext(1);
    await expect(deliverNotification(deps, id)).rejects.toThrow('simulated failure');
    expect(await findOutboxRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'fake provider: simulated failure' });
  });

  it('marks the row failed after the last attempt, and never sends it afterwards', async () => {
    const id = await queueEmail(deps, message('give-up'));
    email.failNext(1);
    await expect(deliverNotification(deps, id, { isLastAttempt: true })).rejects.toThrow();
    expect(await findOutboxRow(database.db, id)).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    await deliverNotification(deps, id);
    expect(email.sent).toEqual([]);
  });

  describe('as the notifications.deliver job', () => {
    const credentials = { accountSid: 'AC11112222333344445555666677778888', authToken: 'job-token' };
    let twilio: TwilioStandIn;
    let worker: JobQueue;

    beforeAll(async () => {
      twilio = await startTwilioStandIn(credentials);
      worker = JobQueue.create({ database, log, works: true, pollingIntervalSeconds: 0.5 });
      await worker.start();
      const sms = new TwilioSmsProvider({ ...credentials, from: '+15005550006', apiUrl: twilio.url, timeoutMs: PROVIDER_TIMEOUT_MS });
      // The real job with 1 s instead of 30 s before the first retry.
      await registerNotificationsJobs(worker, { ...deps, jobs: worker, providers: { email, sms } }, { ...deliverNotificationJob, retryDelaySeconds: 1 });
    });
    afterAll(async () => {
      await worker.stop();
      await twilio.close();
    });

    it('retries a provider that fails twice, then delivers once and keeps the count', async () => {
      twilio.failNext(2);
      const id = await queueSms({ ...deps, jobs: worker }, { to: '+447700900123', body: 'Check-in is from 3 pm.', template: 'messaging.check-in', idempotencyKey: 'check-in:42' });

      await twilio.waitForMessage((sms) => sms.to === '+447700900123', 25_000);
      const row = await eventually(() => findOutboxRow(database.db, id), (r) => r?.status === 'sent');
      expect(row).toMatchObject({ status: 'sent', provider: 'twilio', attempts: 3 });
      expect(row?.lastError).toContain('Internal Server Error');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(twilio.messages).toHaveLength(1);
      expect(twilio.requestCount()).toBe(3);
    });
  });
});
