import { describe, expect, it } from 'vitest';
import { unwrapForwarded } from './forwarded';
import type { ReadMail } from './read-mail';
import { readMail } from './read-mail';

function mailWithText(text: string): ReadMail {
  return { messageId: 'outer@example.com', from: 'sam.host@example.com', fromName: 'Sam', subject: 'Fwd', date: new Date('2026-07-01T00:00:00Z'), replyTo: null, headers: new Map(), text, links: [], attachments: [], inReplyTo: null, references: [] };
}

describe('unwrapForwarded', () => {
  it.each([
    ['Gmail', '---------- Forwarded message ---------\nFrom: Airbnb <automated@airbnb.com>\nDate: Mon, Jul 27, 2026 at 10:14 AM\nSubject: RE: Reservation at Loft for Aug 1 – 4, 2026\nTo: <sam.host@example.com>'],
    ['Apple Mail', 'Begin forwarded message:\n\nFrom: Airbnb <automated@airbnb.com>\nSubject: RE: Reservation at Loft for Aug 1 – 4, 2026\nDate: July 27, 2026 at 10:14:00 AM GMT+2\nReply-To: Priya <4-abc@reply.airbnb.com>\nTo: sam.host@example.com'],
    ['Outlook', '________________________________\nFrom: Airbnb <automated@airbnb.com>\nSent: Monday, July 27, 2026 10:14 AM\nTo: Sam Host <sam.host@example.com>\nSubject: RE: Reservation at Loft for Aug 1 – 4, 2026'],
    ['Outlook in Spanish', '________________________________\nDe: Airbnb <automated@airbnb.com>\nEnviado: lunes, 27 de julio de 2026 10:14\nPara: Sam Host <sam.host@example.com>\nAsunto: RE: Reservation at Loft for Aug 1 – 4, 2026'],
    ['Thunderbird in French', '-------- Message transféré --------\nSujet : ignored\nDe : Airbnb <automated@airbnb.com>'],
  ])('finds the platform mail in a %s inline forward', async (_client, block) => {
    const inner = await unwrapForwarded(mailWithText(`FYI\n\n${block}\n\nPriya\n\nIs there a hairdryer?\n\nReply`));
    expect(inner).not.toBeNull();
    expect(inner!.from).toBe('automated@airbnb.com');
    expect(inner!.messageId).toBe('outer@example.com');
    if (!block.includes('Sujet')) {
      expect(inner!.subject).toBe('RE: Reservation at Loft for Aug 1 – 4, 2026');
      expect(inner!.text).toBe('Priya\n\nIs there a hairdryer?\n\nReply');
    }
  });

  it("keeps Apple Mail's Reply-To as the relay", async () => {
    const inner = await unwrapForwarded(mailWithText('Begin forwarded message:\n\nFrom: Airbnb <automated@airbnb.com>\nReply-To: Priya <4-abc@reply.airbnb.com>\nSubject: x\n\nbody'));
    expect(inner?.replyTo).toBe('4-abc@reply.airbnb.com');
  });

  it('is null for a mail that forwards nothing', async () => {
    expect(await unwrapForwarded(mailWithText('Hi Sam,\n\nDinner on Saturday?\n\nMarta'))).toBeNull();
    expect(await unwrapForwarded(mailWithText('---------- Forwarded message ---------\nno headers here'))).toBeNull();
  });

  it('reads an attached message/rfc822 with its own headers, Authentication-Results included', async () => {
    const inner = [
      'Authentication-Results: mx.example; dkim=pass header.d=vrbo.com',
      'From: Vrbo <noreply@vrbo.com>',
      'Reply-To: Priya Shah <abc@messages.homeaway.com>',
      'Subject: You have a new message from Priya Shah',
      '',
      'You have a new message from Priya Shah',
      '',
      'Hello!',
    ].join('\r\n');
    const raw = `From: Sam <sam.host@example.com>\r\nMessage-ID: <outer-1@example.com>\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nsee attached\r\n--b\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n${inner}\r\n--b--\r\n`;
    const outer = await readMail(raw);
    const unwrapped = await unwrapForwarded(outer!);
    expect(unwrapped).toMatchObject({ from: 'noreply@vrbo.com', replyTo: 'abc@messages.homeaway.com', messageId: 'outer-1@example.com' });
    expect(unwrapped!.headers.get('authentication-results')?.[0]).toContain('dkim=pass header.d=vrbo.com');
    expect(unwrapped!.text).toContain('Hello!');
  });
});
