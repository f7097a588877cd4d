import { PLATFORM_MAIL_OUTCOMES } from '@cohost/shared';
import { describe, expect, it } from 'vitest';

import { MAIL_OUTCOME_BADGES, MAIL_PROVIDER_PRESETS, lastCheckedWords, providerOf, watchingLabel } from './platform-mailbox-format';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('MAIL_PROVIDER_PRESETS', () => {
  it('holds the providers’ documented servers', () => {
    expect(MAIL_PROVIDER_PRESETS.gmail).toMatchObject({ imap: { host: 'imap.gmail.com', port: 993, security: 'tls' }, smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' } });
    expect(MAIL_PROVIDER_PRESETS.outlook).toMatchObject({ imap: { host: 'outlook.office365.com', port: 993 }, smtp: { host: 'smtp-mail.outlook.com', port: 587, security: 'starttls' } });
    expect(MAIL_PROVIDER_PRESETS.fastmail.smtp).toEqual({ host: 'smtp.fastmail.com', port: 465, security: 'tls' });
    expect(MAIL_PROVIDER_PRESETS.icloud.smtp).toEqual({ host: 'smtp.mail.me.com', port: 587, security: 'starttls' });
  });
  it('asks for an app password where the provider requires one', () => {
    expect(MAIL_PROVIDER_PRESETS.gmail.note).toMatch(/app password/);
  });
});

describe('providerOf', () => {
  it('recognises a saved mailbox’s provider from its servers, else Other', () => {
    expect(providerOf('imap.gmail.com', 'smtp.gmail.com')).toBe('gmail');
    expect(providerOf('IMAP.mail.me.com ', 'smtp.mail.me.com')).toBe('icloud');
    expect(providerOf('imap.gmail.com', 'smtp.example.com')).toBe('other');
  });
});

describe('MAIL_OUTCOME_BADGES', () => {
  it('labels every outcome', () => {
    expect(PLATFORM_MAIL_OUTCOMES.map((outcome) => MAIL_OUTCOME_BADGES[outcome].label)).toEqual(['Guest message', 'Booking notice', 'Ignored', 'Unmatched', 'Bounce', 'Duplicate']);
  });
});

describe('watchingLabel and lastCheckedWords', () => {
  it('says how the mailbox is watched', () => {
    expect(watchingLabel('idle')).toBe('Live (IMAP IDLE)');
    expect(watchingLabel('polling')).toBe('Checked every minute');
  });
  it('says when it was last read, "just now" even when the server’s clock is ahead', () => {
    expect(lastCheckedWords(null, NOW)).toBe('Not checked yet');
    expect(lastCheckedWords('2026-11-23T11:59:30Z', NOW)).toBe('Last checked just now');
    expect(lastCheckedWords('2026-11-23T12:00:20Z', NOW)).toBe('Last checked just now');
    expect(lastCheckedWords('2026-11-23T11:55:00Z', NOW)).toBe('Last checked 5 minutes ago');
  });
});
