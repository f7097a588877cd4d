import { describe, expect, it } from 'vitest';
import { notificationsErrors } from '../notifications.errors';
import { EmailInputSchema, parseMessageInput, PHONE_NUMBER_PATTERN, SMS_MAX_LENGTH, SmsInputSchema } from './message-input';

const sms = { to: '+14155550123', body: 'hello', template: 'locks.door-code', idempotencyKey: 'k' };
const email = { to: 'ada@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', template: 'accounts.verify-email', idempotencyKey: 'k' };
const invalidPhone = () => notificationsErrors.invalidPhoneNumber();

describe('message input', () => {
  it('accepts E.164 numbers only', () => {
    for (const ok of ['+14155550123', '+447700900123', '+33612345678', '+8613800138000']) expect(PHONE_NUMBER_PATTERN.test(ok)).toBe(true);
    for (const bad of ['14155550123', '+04155550123', '+1 415 555 0123', '+1-415-555-0123', '+12345', '+1234567890123456', '']) {
      expect(PHONE_NUMBER_PATTERN.test(bad)).toBe(false);
    }
  });

  it('turns a bad recipient into the channel’s address error', () => {
    expect(() => parseMessageInput(SmsInputSchema, { ...sms, to: '555-0123' }, invalidPhone)).toThrow(
      expect.objectContaining({ code: 'notifications.invalid-phone-number', status: 400 }),
    );
    expect(() => parseMessageInput(EmailInputSchema, { ...email, to: 'not an email' }, () => notificationsErrors.invalidEmailAddress())).toThrow(
      expect.objectContaining({ code: 'notifications.invalid-email-address', status: 400 }),
    );
  });

  it('lists every other problem as field details', () => {
    expect(() =>
      parseMessageInput(SmsInputSchema, { ...sms, body: 'x'.repeat(SMS_MAX_LENGTH + 1), template: 'DoorCode', idempotencyKey: '' }, invalidPhone),
    ).toThrow(
      expect.objectContaining({
        code: 'notifications.invalid-message',
        details: [
          expect.objectContaining({ path: 'template' }),
          expect.objectContaining({ path: 'idempotencyKey' }),
          expect.objectContaining({ path: 'body' }),
        ],
      }),
    );
  });

  it('keeps an email subject on one line', () => {
    const result = EmailInputSchema.safeParse({ ...email, subject: 'Hi\r\nBcc: everyone@example.test' });
    expect(result.success).toBe(false);
  });
});
