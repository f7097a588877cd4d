import { describe, expect, it } from 'vitest';
import { cutAtFirst, cutQuotedHistory, cutSignature, guestWords, labelledValue } from './cut-text';

describe('cutQuotedHistory', () => {
  it.each([
    ['On Tue, Jun 30, 2026 at 9:12 AM Airbnb <automated@airbnb.com> wrote:'],
    ['El mar, 30 jun 2026 a las 9:12, Airbnb <automated@airbnb.com> escribió:'],
    ['Le mar. 30 juin 2026 à 09:12, Airbnb <automated@airbnb.com> a écrit :'],
    ['Am Di., 30. Juni 2026 um 09:12 Uhr schrieb Airbnb <automated@airbnb.com>:'],
    ['-----Original Message-----'],
    ['> the old message'],
    ['________________________________'],
    ['From: Sam Host <sam.host@example.com>'],
  ])('cuts at %s', (header) => {
    expect(cutQuotedHistory(`Thanks, see you soon!\n\n${header}\n> Hi Anna, the lockbox is by the door.`)).toBe('Thanks, see you soon!');
  });

  it('keeps a message that only mentions writing', () => {
    expect(cutQuotedHistory('On Friday my sister wrote to you about towels.\nDid you get it?')).toBe('On Friday my sister wrote to you about towels.\nDid you get it?');
  });
});

describe('cutSignature', () => {
  it.each(['--', '-- ', 'Sent from my iPhone', 'Enviado desde mi iPhone', 'Envoyé de mon iPhone', 'Von meinem iPhone gesendet', 'Get Outlook for iOS'])('cuts at %j', (line) => {
    expect(cutSignature(`See you Friday!\n\n${line}\nAnna Kowalski\n+48 000 000 000`)).toBe('See you Friday!');
  });
});

describe('cutAtFirst and guestWords', () => {
  const stops = [/^Reply$/i];

  it('treats a button rendered with its link ("Reply <https://…>", "Reply [https://…]") as the button', () => {
    expect(cutAtFirst('Hello!\n\nReply <https://www.airbnb.com/hosting/thread/1>\nfooter', stops)).toBe('Hello!');
    expect(cutAtFirst('Hello!\n\nReply [https://www.airbnb.com/hosting/thread/1]\nfooter', stops)).toBe('Hello!');
  });

  it('keeps paragraphs and collapses runs of blank lines', () => {
    expect(guestWords('First paragraph.\n\n\n\nSecond paragraph.\nReply\nfooter', stops)).toBe('First paragraph.\n\nSecond paragraph.');
  });

  it('cuts the platform lines first, then the quote and the signature', () => {
    expect(guestWords('Yes please!\n\nSent from my iPhone\n\nOn Mon, Jun 29, 2026 at 8:00 AM Sam wrote:\n> Want a late checkout?\nReply', stops)).toBe('Yes please!');
  });
});

describe('labelledValue', () => {
  it('reads the value on the same line or on the next', () => {
    expect(labelledValue('Booking number: 4012345678\nProperty: Harbour View', /Booking number/)).toBe('4012345678');
    expect(labelledValue('Check-in\nSun, Jul 5, 2026\n3:00 PM', /Check-in/)).toBe('Sun, Jul 5, 2026');
    expect(labelledValue('Nothing here', /Check-in/)).toBeNull();
  });

  it('needs the whole label: "Guest" is not the start of "Guests"', () => {
    expect(labelledValue('Guests: 3 adults\nGuest: Léa Martin', /Guest/)).toBe('Léa Martin');
  });
});
