import type { MailPart, ReadMail } from './read-mail';
import { linksOfText, readMail } from './read-mail';

// A host who forwards platform notifications to a dedicated mailbox sends them on in one of two
// ways: inline (Gmail's "---------- Forwarded message ---------", Apple Mail's "Begin forwarded
// message:", Outlook's underscore line then "From:/Sent:/To:/Subject:", in the mail client's
// language) or as an attached message/rfc822. Either way the platform's mail is inside; this
// finds it. An inline copy has no Authentication-Results: only its From domain speaks for it.

const INLINE_MARKERS: RegExp[] = [
  /^-{3,}\s*(Forwarded message|Mensaje reenviado|Message transféré|Weitergeleitete Nachricht|Original Message|Message d'origine|Ursprüngliche Nachricht)\s*-{3,}$/i,
  /^(Begin forwarded message|Début du message réexpédié|Inicio del mensaje reenviado|Anfang der weitergeleiteten Nachricht)\s*:$/i,
  /^_{10,}$/,
];

const HEADER_NAMES: Record<string, 'from' | 'date' | 'subject' | 'to' | 'replyTo'> = {
  from: 'from',
  de: 'from',
  von: 'from',
  date: 'date',
  sent: 'date',
  fecha: 'date',
  enviado: 'date',
  envoyé: 'date',
  datum: 'date',
  gesendet: 'date',
  subject: 'subject',
  asunto: 'subject',
  objet: 'subject',
  sujet: 'subject',
  betreff: 'subject',
  to: 'to',
  para: 'to',
  à: 'to',
  pour: 'to',
  an: 'to',
  'reply-to': 'replyTo',
  'responder a': 'replyTo',
  'répondre à': 'replyTo',
  'antwort an': 'replyTo',
};

const MAX_DEPTH = 3;

/** The platform mail forwarded inside `mail` (attached or inline), or null when it is not a forward. */
export async function unwrapForwarded(mail: ReadMail, depth = 0): Promise<ReadMail | null> {
  if (depth >= MAX_DEPTH) return null;
  const attached = mail.attachments.find((part) => part.mimeType === 'message/rfc822');
  if (attached) return unwrapAttached(mail, attached, depth);
  return unwrapInline(mail);
}

async function unwrapAttached(outer: ReadMail, part: MailPart, depth: number): Promise<ReadMail | null> {
  const inner = await readMail(part.content);
  if (!inner?.from) return null;
  const deeper = await unwrapForwarded(inner, depth + 1);
  return { ...(deeper ?? inner), messageId: outer.messageId };
}

interface InlineHeaders {
  from?: string;
  date?: string;
  subject?: string;
  to?: string;
  replyTo?: string;
}

/** The header block and body of an inline forward, from the marker line on. */
export function unwrapInline(outer: ReadMail): ReadMail | null {
  const lines = outer.text.split('\n');
  const markerIndex = lines.findIndex((line) => INLINE_MARKERS.some((marker) => marker.test(line.trim())));
  if (markerIndex < 0) return null;
  const { headers, bodyStart } = readHeaderBlock(lines, markerIndex + 1);
  const from = headers.from ? addressIn(headers.from) : null;
  if (!from) return null;
  const body = lines.slice(bodyStart).join('\n').trim();
  const date = headers.date ? new Date(headers.date.replace(/ at /, ' ')) : null;
  return {
    messageId: outer.messageId,
    from,
    fromName: nameIn(headers.from ?? ''),
    subject: headers.subject ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : outer.date,
    replyTo: headers.replyTo ? addressIn(headers.replyTo) : null,
    headers: new Map(),
    text: body,
    links: [...new Set([...linksOfText(body), ...outer.links])],
    attachments: [],
    inReplyTo: null,
    references: [],
  };
}

function readHeaderBlock(lines: string[], start: number): { headers: InlineHeaders; bodyStart: number } {
  const headers: InlineHeaders = {};
  let index = start;
  while (index < lines.length && !lines[index]!.trim()) index += 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!.trim().replace(/^\*+|\*+$/g, '');
    if (!line) break;
    const match = /^([\p{L}-]+(?: [\p{L}]+)?)\s?:\s*(.*)$/u.exec(line);
    const key = match ? HEADER_NAMES[match[1]!.toLowerCase()] : undefined;
    if (!key) break;
    headers[key] = match![2]!.replace(/\*+/g, '').trim();
  }
  return { headers, bodyStart: index };
}

function addressIn(value: string): string | null {
  const match = /<\s*([^<>\s]+@[^<>\s]+)\s*>/.exec(value) ?? /\b([^\s<>()"[\]]+@[^\s<>()"[\]]+)/.exec(value) ?? /mailto:([^\s\]]+)/i.exec(value);
  return match ? match[1]!.toLowerCase().replace(/[.,;]$/, '') : null;
}

function nameIn(value: string): string {
  return value.replace(/<[^>]*>|\[mailto:[^\]]*\]/g, '').replace(/["']/g, '').trim();
}
