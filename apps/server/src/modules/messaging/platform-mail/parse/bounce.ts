import type { ReadMail } from './read-mail';
import { partText, stripAngles } from './read-mail';

// A delivery-status notification (RFC 3464: multipart/report with a message/delivery-status part)
// or a mailer-daemon / postmaster bounce of a reply we sent through the relay. The original's
// Message-Id comes from the returned headers (text/rfc822-headers or message/rfc822), else from
// In-Reply-To / References.

export interface BounceReading {
  originalMessageId: string | null;
  recipient: string | null;
  reason: string;
}

const DAEMON_SENDER = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const BOUNCE_SUBJECT = /undeliver|delivery status|delivery failure|failure notice|returned mail|not delivered|could not be delivered|unzustellbar|no se pudo entregar|non remis|échec de la remise/i;

export function isBounce(mail: ReadMail): boolean {
  const contentType = mail.headers.get('content-type')?.[0] ?? '';
  if (/multipart\/report/i.test(contentType) && /report-type\s*=\s*"?delivery-status/i.test(contentType)) return true;
  if (mail.attachments.some((part) => part.mimeType === 'message/delivery-status')) return true;
  return DAEMON_SENDER.test(mail.from) && BOUNCE_SUBJECT.test(mail.subject);
}

export function readBounce(mail: ReadMail): BounceReading {
  // Header-style fields; a long Diagnostic-Code continues on indented lines.
  const status = mail.attachments
    .filter((part) => part.mimeType === 'message/delivery-status')
    .map(partText)
    .join('\n')
    .replace(/\r?\n[ \t]+/g, ' ');
  return {
    originalMessageId: returnedMessageId(mail) ?? mail.inReplyTo ?? mail.references.at(-1) ?? null,
    recipient: statusField(status, 'Final-Recipient') ?? statusField(status, 'Original-Recipient') ?? recipientInText(mail.text),
    reason: reasonOf(status, mail.text),
  };
}

function returnedMessageId(mail: ReadMail): string | null {
  for (const part of mail.attachments) {
    if (part.mimeType !== 'text/rfc822-headers' && part.mimeType !== 'message/rfc822') continue;
    const match = /^Message-ID:\s*(<[^>\r\n]+>|\S+)/im.exec(partText(part));
    if (match) return stripAngles(match[1]);
  }
  return null;
}

function statusField(status: string, field: string): string | null {
  const match = new RegExp(`^${field}:\\s*(?:rfc822;\\s*)?(.+)$`, 'im').exec(status);
  return match ? match[1]!.trim().toLowerCase() : null;
}

function recipientInText(text: string): string | null {
  const match = /([a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,})/i.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

function reasonOf(status: string, text: string): string {
  const diagnostic = /^Diagnostic-Code:\s*(?:smtp;\s*)?(.+)$/im.exec(status);
  if (diagnostic) return diagnostic[1]!.replace(/\s+/g, ' ').trim();
  const code = /^Status:\s*(\S+)/im.exec(status);
  if (code) return `delivery failed (status ${code[1]})`;
  const line = text.split('\n').find((candidate) => /\b(5\d\d|4\d\d)\b|not be delivered|does not exist|rejected/i.test(candidate));
  return line?.trim() || 'the message could not be delivered';
}
