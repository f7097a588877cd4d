import fs from 'node:fs';
import type { ParsedPlatformMail } from '../src/modules/messaging/platform-mail/parsed-platform-mail';
import { parsePlatformMail } from '../src/modules/messaging/platform-mail/parse/parse-platform-mail';
import { PLATFORM_NAMES } from '../src/modules/messaging/platform-mail/parse/sender';

// `npm run mail -- parse <file.eml>`: what Cohost reads from one email of the platform mailbox —
// a readable summary, then the parsed result as JSON (the contract in parsed-platform-mail.ts).
// Exit 0 once read (an ignored mail included), 2 for a file that cannot be read, 64 for bad usage.
const USAGE = 'Usage: npm run mail -- parse <file.eml>';
const EXIT_INVALID = 2;
const EXIT_USAGE = 64;

const VERIFIED: Record<'dkim' | 'spf' | 'domain', string> = { dkim: 'verified by DKIM', spf: 'verified by SPF', domain: 'sender domain only (no SPF/DKIM results)' };

function summaryOf(mail: ParsedPlatformMail): string[] {
  const head = [`From:      ${mail.from || '(none)'}`, `Subject:   ${mail.subject || '(none)'}`];
  switch (mail.kind) {
    case 'ignored':
      return [`Ignored${mail.platform ? ` (${PLATFORM_NAMES[mail.platform]})` : ''}: ${mail.reason}`, ...head];
    case 'bounce':
      return [`Bounce of our reply ${mail.originalMessageId ?? '(Message-Id not named)'}`, ...head, `Recipient: ${mail.recipient ?? '(not named)'}`, `Reason:    ${mail.reason}`];
    case 'reservation':
      return [`${PLATFORM_NAMES[mail.platform]} booking notice: ${mail.event}, ${VERIFIED[mail.verifiedBy]}${mail.forwarded ? ', forwarded copy' : ''}`, ...head, ...stayLines(mail)];
    case 'guest-message':
      return [
        `${PLATFORM_NAMES[mail.platform]} guest message${mail.inquiry ? ' (inquiry)' : ''}, template ${mail.templateLanguage ?? 'unknown'}, ${VERIFIED[mail.verifiedBy]}${mail.forwarded ? ', forwarded copy' : ''}`,
        ...head,
        ...stayLines(mail),
        'Text:',
        ...mail.text.split('\n').map((line) => `  ${line}`),
      ];
  }
}

function stayLines(mail: Extract<ParsedPlatformMail, { kind: 'guest-message' | 'reservation' }>): string[] {
  return [
    `Guest:     ${mail.guestName || '(not named)'}`,
    `Listing:   ${mail.listingName ?? '(not named)'}${mail.listingId ? ` (${mail.listingId})` : ''}`,
    `Stay:      ${mail.checkIn ?? '?'} → ${mail.checkOut ?? '?'}`,
    `Code:      ${mail.reservationCode ?? '(none)'}`,
    `Reply to:  ${mail.relayAddress ?? '(no relay address)'}`,
  ];
}

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== 'parse' || !file || args.length !== 2) {
    console.error(USAGE);
    return EXIT_USAGE;
  }
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : String(error)}.`);
    return EXIT_INVALID;
  }
  const parsed = await parsePlatformMail(raw);
  process.stdout.write(`${summaryOf(parsed).join('\n')}\n\n${JSON.stringify(parsed, null, 2)}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
