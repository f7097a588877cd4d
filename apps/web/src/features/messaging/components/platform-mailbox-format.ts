import type { MailSecurity, PlatformMailbox, PlatformMailOutcome } from '@cohost/shared';

import { dueInWords } from './messaging-format';

export const MAIL_PROVIDERS = ['gmail', 'outlook', 'fastmail', 'icloud', 'other'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

export interface MailProviderPreset {
  label: string;
  imap: { host: string; port: number; security: MailSecurity };
  smtp: { host: string; port: number; security: MailSecurity };
  /** What the host must know to sign in (an app password), or null. */
  note: string | null;
}

/** The common providers' servers, so a host only types the address and an app password. 'other' fills nothing. */
export const MAIL_PROVIDER_PRESETS: Record<Exclude<MailProvider, 'other'>, MailProviderPreset> = {
  gmail: {
    label: 'Gmail',
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    note: 'Use an app password (Google Account → Security → 2-Step Verification → App passwords), not your Google password.',
  },
  outlook: {
    label: 'Outlook.com',
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp-mail.outlook.com', port: 587, security: 'starttls' },
    note: 'Use an app password (Microsoft account → Security → Advanced security options → App passwords).',
  },
  fastmail: {
    label: 'Fastmail',
    imap: { host: 'imap.fastmail.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.fastmail.com', port: 465, security: 'tls' },
    note: 'Use an app password (Settings → Privacy & Security → App passwords) with IMAP and SMTP access.',
  },
  icloud: {
    label: 'iCloud Mail',
    imap: { host: 'imap.mail.me.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
    note: 'Use an app-specific password (account.apple.com → Sign-In and Security → App-Specific Passwords).',
  },
};

export const MAIL_PROVIDER_OPTIONS = MAIL_PROVIDERS.map((value) => ({ value, label: value === 'other' ? 'Other' : MAIL_PROVIDER_PRESETS[value].label }));

/** The preset whose servers these are, else 'other' (a saved mailbox opens on its provider). */
export function providerOf(imapHost: string, smtpHost: string): MailProvider {
  const found = (Object.keys(MAIL_PROVIDER_PRESETS) as Array<keyof typeof MAIL_PROVIDER_PRESETS>).find(
    (provider) => MAIL_PROVIDER_PRESETS[provider].imap.host === imapHost.trim().toLowerCase() && MAIL_PROVIDER_PRESETS[provider].smtp.host === smtpHost.trim().toLowerCase(),
  );
  return found ?? 'other';
}

export const MAIL_SECURITY_OPTIONS: Array<{ value: MailSecurity; label: string }> = [
  { value: 'tls', label: 'TLS' },
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'none', label: 'None (a server on this machine only)' },
];

export const MAIL_OUTCOME_BADGES: Record<PlatformMailOutcome, { label: string; color: string }> = {
  'guest-message': { label: 'Guest message', color: 'green' },
  reservation: { label: 'Booking notice', color: 'blue' },
  ignored: { label: 'Ignored', color: 'gray' },
  unmatched: { label: 'Unmatched', color: 'orange' },
  bounce: { label: 'Bounce', color: 'red' },
  duplicate: { label: 'Duplicate', color: 'gray' },
};

export function watchingLabel(watching: PlatformMailbox['watching']): string {
  return watching === 'idle' ? 'Live (IMAP IDLE)' : 'Checked every minute';
}

/** "Last checked 5 minutes ago", "Last checked just now", "Not checked yet". */
export function lastCheckedWords(lastCheckedAt: string | null, now = Date.now()): string {
  if (!lastCheckedAt) return 'Not checked yet';
  // A server clock a little ahead of the browser's is still "just now", never "in 1 minute".
  if (Date.parse(lastCheckedAt) > now - 60_000) return 'Last checked just now';
  return `Last checked ${dueInWords(lastCheckedAt, now)}`;
}
