import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { createNotificationProviders, devOutboxUrl } from './create-notification-providers';
import { rebaseTwilioUrl, TwilioSmsProvider } from './twilio-sms-provider';

const TWILIO = { TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };

function capturingLog(level = 'info') {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level }, stream), messages: () => lines.map((line) => line.msg), levels: () => lines.map((line) => line.level) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createNotificationProviders', () => {
  it('keeps both channels in the dev outbox by default', () => {
    const { email, sms } = createNotificationProviders(loadEnv({}), capturingLog().log);
    expect([email.name, sms.name]).toEqual(['dev', 'dev']);
  });

  it('sends email through SMTP when SMTP_URL is set', () => {
    const { email, sms } = createNotificationProviders(loadEnv({ SMTP_URL: 'smtp://mail.example.test:587' }), capturingLog().log);
    expect([email.name, sms.name]).toEqual(['smtp', 'dev']);
  });

  it('sends texts through Twilio only when all three credentials are set, and warns about a partial set', async () => {
    expect(createNotificationProviders(loadEnv(TWILIO), capturingLog().log).sms.name).toBe('twilio');

    const { log, messages } = capturingLog();
    const partial = createNotificationProviders(loadEnv({ ...TWILIO, TWILIO_FROM: undefined }), log);
    expect(partial.sms.name).toBe('dev');
    await flush();
    expect(messages()).toEqual(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must all be set to send text messages']);
  });

  it('warns in production that nothing will be sent without SMTP and Twilio', async () => {
    const { log, messages } = capturingLog();
    createNotificationProviders(loadEnv({ NODE_ENV: 'production', LOCAL_PAYMENTS_TAKE_NO_MONEY: 'true' }), log);
    await flush();
    expect(messages()).toEqual([
      'SMTP_URL is not set: emails are only logged, never sent',
      'Twilio is not configured: text messages are only logged, never sent',
    ]);
  });

  it('logs one line per dev email: at debug level pointing to the outbox outside production (start-up names it), at info where nothing shows it', async () => {
    const dev = capturingLog('debug');
    const { email } = createNotificationProviders(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }), dev.log);
    expect((await email.send({ to: 'ada@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).messageId).toMatch(/^dev-/);

    const production = capturingLog();
    const { sms } = createNotificationProviders(loadEnv({ NODE_ENV: 'production', LOCAL_PAYMENTS_TAKE_NO_MONEY: 'true', SMTP_URL: 'smtp://mail.example.test' }), production.log);
    await sms.send({ to: '+14155550123', body: 'Your code is 1234' });
    await flush();
    expect(dev.messages()).toEqual(['email to ada@example.test: Hi (see http://localhost:3000/dev/outbox)']);
    expect(dev.levels()).toEqual([20]);
    expect(production.messages()).toContain('sms to +14155550123: Your code is 1234 (not sent: Twilio is not configured)');
    expect(devOutboxUrl(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toBe('http://localhost:3000/dev/outbox');
    expect(devOutboxUrl(loadEnv({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: 'smtp://mail.example.test', ...TWILIO }))).toBeNull();
  });

  it('does not point to the outbox when a real provider is configured, as the outbox is not served then', async () => {
    const dev = capturingLog();
    const { email } = createNotificationProviders(loadEnv({ PUBLIC_URL: 'http://localhost:3000', ...TWILIO }), dev.log);
    await email.send({ to: 'ada@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    await flush();
    expect(dev.messages()).toEqual(['email to ada@example.test: Hi (not sent: SMTP_URL is not set)']);
  });

  it('refuses a Twilio SID that is not an account SID', () => {
    expect(() => createNotificationProviders(loadEnv({ ...TWILIO, TWILIO_ACCOUNT_SID: 'SK0123' }), capturingLog().log)).toThrow(
      'TWILIO_ACCOUNT_SID must be an account SID (it starts with AC)',
    );
    expect(() => new TwilioSmsProvider({ accountSid: 'AC1', authToken: 't', from: '+1', apiUrl: 'https://api.twilio.com', timeoutMs: 1 })).not.toThrow();
  });
});

describe('rebaseTwilioUrl', () => {
  const uri = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json?PageSize=1';

  it('moves any Twilio host onto TWILIO_API_URL, keeping path and query', () => {
    expect(rebaseTwilioUrl(uri, 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/2010-04-01/Accounts/AC1/Messages.json?PageSize=1');
    expect(rebaseTwilioUrl(uri.replace('api.twilio.com', 'api.dublin.ie1.twilio.com'), 'https://api.twilio.com')).toBe(uri);
  });

  it('keeps a path prefix of TWILIO_API_URL', () => {
    expect(rebaseTwilioUrl(uri, 'https://proxy.example.test/twilio/')).toBe(
      'https://proxy.example.test/twilio/2010-04-01/Accounts/AC1/Messages.json?PageSize=1',
    );
  });
});
