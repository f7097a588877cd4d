import type { PlatformChannel } from '@cohost/shared';
import type { ParsedPlatformMail } from '../parsed-platform-mail';
import { readAirbnbMail } from './airbnb';
import { isBounce, readBounce } from './bounce';
import { readBookingMail } from './booking';
import { unwrapForwarded } from './forwarded';
import type { PlatformParser } from './platform-reading';
import type { ReadMail } from './read-mail';
import { contentId, readMail } from './read-mail';
import { checkSender, domainOf, platformOfDomain } from './sender';
import { readVrboMail } from './vrbo';

const PARSERS: Record<PlatformChannel, PlatformParser> = { airbnb: readAirbnbMail, vrbo: readVrboMail, booking: readBookingMail };

type Envelope = Pick<ParsedPlatformMail, 'messageId' | 'from' | 'subject' | 'date'>;

/**
 * Reads one raw RFC 5322 email (as read over IMAP or forwarded): see ParsedPlatformMail. Never
 * throws on bad mail: it is `ignored` with the reason. Bounces are recognised first (they come
 * from the host's own mail server); then a forwarded copy is unwrapped, its sender checked
 * against the platforms' domains and SPF/DKIM results, and the platform's parser reads it.
 */
export async function parsePlatformMail(raw: string | Uint8Array): Promise<ParsedPlatformMail> {
  try {
    const mail = await readMail(raw);
    if (!mail) return unreadable(raw, 'not a readable email');
    return await parseReadMail(mail);
  } catch (error) {
    return unreadable(raw, `could not be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}

async function parseReadMail(mail: ReadMail): Promise<ParsedPlatformMail> {
  const envelope = envelopeOf(mail);
  if (isBounce(mail)) return { kind: 'bounce', ...envelope, ...readBounce(mail) };
  const forwarded = platformOfDomain(domainOf(mail.from)) ? null : await unwrapForwarded(mail);
  const source = forwarded ?? mail;
  const sender = checkSender({ from: source.from, fromName: source.fromName, subject: source.subject, authenticationResults: source.headers.get('authentication-results')?.[0] });
  if ('rejected' in sender) return { kind: 'ignored', ...envelope, platform: sender.platform, reason: forwarded ? `forwarded copy: ${sender.rejected}` : sender.rejected };
  const reading = PARSERS[sender.platform](source);
  const common = { forwarded: forwarded !== null, verifiedBy: sender.verifiedBy };
  switch (reading.kind) {
    case 'guest-message':
      return { kind: 'guest-message', ...envelope, ...reading.clues, ...common, text: reading.text, templateLanguage: reading.templateLanguage };
    case 'reservation':
      return { kind: 'reservation', event: reading.event, ...envelope, ...reading.clues, ...common };
    case 'ignored':
      return { kind: 'ignored', ...envelope, platform: sender.platform, reason: reading.reason };
  }
}

function envelopeOf(mail: ReadMail): Envelope {
  return { messageId: mail.messageId, from: mail.from, subject: mail.subject, date: mail.date };
}

function unreadable(raw: string | Uint8Array, reason: string): ParsedPlatformMail {
  return { kind: 'ignored', messageId: contentId(raw), from: '', subject: '', date: null, platform: null, reason };
}
