import { createHash } from 'node:crypto';
import PostalMime from 'postal-mime';
import type { Address, Email } from 'postal-mime';
import { htmlToText, linksOfHtml } from './html-to-text';

/** One email as the parsers read it: MIME decoded, the body as text, the links behind its buttons. */
export interface ReadMail {
  messageId: string;
  /** The From address, lower-cased ('' when the mail has none). */
  from: string;
  /** The From display name ("Anna via Airbnb"), '' when none. */
  fromName: string;
  subject: string;
  date: Date | null;
  /** The first Reply-To address, lower-cased. */
  replyTo: string | null;
  /** Header values by lower-case name, in the order they appear (topmost first). */
  headers: ReadonlyMap<string, readonly string[]>;
  /** The plain-text part, or the HTML part as text when there is none. */
  text: string;
  /** Every URL in the text and behind the HTML's links. */
  links: string[];
  attachments: MailPart[];
  inReplyTo: string | null;
  references: string[];
}

export interface MailPart {
  mimeType: string;
  filename: string | null;
  content: Uint8Array;
}

/** Parses raw RFC 5322 bytes; null when postal-mime cannot read them at all. */
export async function readMail(raw: string | Uint8Array): Promise<ReadMail | null> {
  let email: Email;
  try {
    // Nested messages stay attachments: a forwarded copy or a bounce's original is read on its own.
    email = await PostalMime.parse(raw, { forceRfc822Attachments: true, attachmentEncoding: 'arraybuffer' });
  } catch {
    return null;
  }
  return toReadMail(email, raw);
}

function toReadMail(email: Email, raw: string | Uint8Array): ReadMail {
  const from = mailboxOf(email.from);
  const html = email.html ?? '';
  const text = email.text?.trim() ? email.text : htmlToText(html);
  return {
    messageId: stripAngles(email.messageId) || contentId(raw),
    from: from.address,
    fromName: from.name,
    subject: (email.subject ?? '').trim(),
    date: dateOf(email.date),
    replyTo: email.replyTo?.map(mailboxOf).find((mailbox) => mailbox.address)?.address ?? null,
    headers: headerMap(email),
    text: normaliseNewlines(text),
    links: [...new Set([...linksOfText(text), ...linksOfHtml(html)])],
    attachments: email.attachments.map((attachment) => ({ mimeType: attachment.mimeType.toLowerCase(), filename: attachment.filename, content: bytesOf(attachment.content) })),
    inReplyTo: stripAngles(email.inReplyTo) || null,
    references: (email.references ?? '').split(/\s+/).map(stripAngles).filter(Boolean),
  };
}

function mailboxOf(address: Address | undefined): { name: string; address: string } {
  if (!address) return { name: '', address: '' };
  const mailbox = address.group ? address.group[0] : address;
  return { name: (mailbox?.name ?? '').trim(), address: (mailbox?.address ?? '').trim().toLowerCase() };
}

function headerMap(email: Email): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const header of email.headers) headers.set(header.key, [...(headers.get(header.key) ?? []), header.value]);
  return headers;
}

function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A stable id for a mail without a Message-Id: a hash of its bytes. */
export function contentId(raw: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(raw).digest('hex').slice(0, 32)}`;
}

export function stripAngles(value: string | undefined | null): string {
  return (value ?? '').trim().replace(/^<|>$/g, '').trim();
}

function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
}

/** The URLs written out in a text (also Gmail's `label <https://…>` and `[https://…]` renderings). */
export function linksOfText(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'\])]+/g)].map((match) => match[0]);
}

function bytesOf(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/** A part's bytes as UTF-8 text. */
export function partText(part: MailPart): string {
  return new TextDecoder().decode(part.content);
}
