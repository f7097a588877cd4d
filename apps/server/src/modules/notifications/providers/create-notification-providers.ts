import type { Env } from '../../../env';
import type { Logger } from '../../../platform/log/logger';
import { PROVIDER_TIMEOUT_MS } from '../notifications.constants';
import { DevOutboxEmailProvider } from './dev-outbox-email-provider';
import { DevOutboxSmsProvider } from './dev-outbox-sms-provider';
import type { NotificationProviders } from './notification-providers';
import type { PushSettings } from '../notifications.deps';
import { SmtpEmailProvider } from './smtp-email-provider';
import { TwilioSmsProvider } from './twilio-sms-provider';

type ProviderEnv = Pick<
  Env,
  'NODE_ENV' | 'publicUrl' | 'SMTP_URL' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'
>;

/** The dev outbox page's address, or null where it is not served: in production, or once email or texts really go out (see the module's index.ts). */
export function devOutboxUrl(env: ProviderEnv): string | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return env.NODE_ENV === 'production' || env.SMTP_URL || (accountSid && authToken && from) ? null : `${env.publicUrl}/dev/outbox`;
}

/** Email goes through SMTP when SMTP_URL is set, SMS through Twilio when its three credentials are; else the dev outbox. */
export function createNotificationProviders(env: ProviderEnv, log: Logger): NotificationProviders {
  const production = env.NODE_ENV === 'production';
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  const outboxUrl = devOutboxUrl(env);
  const devLog = log.child({ module: 'notifications' });

  const email = env.SMTP_URL
    ? new SmtpEmailProvider({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: PROVIDER_TIMEOUT_MS })
    : new DevOutboxEmailProvider({ log: devLog, outboxUrl });

  const twilioSettings = [accountSid, authToken, from].filter(Boolean).length;
  const sms =
    accountSid && authToken && from
      ? new TwilioSmsProvider({ accountSid, authToken, from, apiUrl: env.TWILIO_API_URL, timeoutMs: PROVIDER_TIMEOUT_MS })
      : new DevOutboxSmsProvider({ log: devLog, outboxUrl });

  if (production && email.name === 'dev') log.warn('SMTP_URL is not set: emails are only logged, never sent');
  if (production && sms.name === 'dev') log.warn('Twilio is not configured: text messages are only logged, never sent');
  if (twilioSettings > 0 && twilioSettings < 3) {
    log.warn('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must all be set to send text messages');
  }
  return { email, sms };
}

/**
 * Web Push settings from env: VAPID keys when both are set (else made once and kept sealed with
 * `secret`), the subject push services may contact (VAPID_SUBJECT, else an https PUBLIC_URL, else
 * MAIL_FROM's address), and plain-http loopback push services allowed outside production.
 */
export function createPushSettings(
  env: Pick<Env, 'NODE_ENV' | 'publicUrl' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  secret: string,
): PushSettings {
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  const subject = env.VAPID_SUBJECT ?? (env.publicUrl.startsWith('https://') ? env.publicUrl : `mailto:${address.trim()}`);
  return {
    secret,
    vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
    subject,
    allowLoopbackHttp: env.NODE_ENV !== 'production',
  };
}
