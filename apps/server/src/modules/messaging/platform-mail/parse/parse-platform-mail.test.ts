import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedPlatformMail } from '../parsed-platform-mail';
import { parsePlatformMail } from './parse-platform-mail';

// Every fixture in ../fixtures parses to what its sibling <name>.expected.json says: the listed
// fields equal (null included), and `reasonIncludes` a substring of an ignored mail's or bounce's reason.
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const fixtureNames = fs
  .readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.eml'))
  .map((file) => file.slice(0, -'.eml'.length))
  .sort();

type Expected = Record<string, unknown> & { reasonIncludes?: string };

function expectedOf(name: string): Expected {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as Expected;
}

describe('parsePlatformMail on the fixture set', () => {
  it('has at least 36 fixtures, each with its expected reading', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(36);
    for (const name of fixtureNames) expect(fs.existsSync(path.join(FIXTURES, `${name}.expected.json`)), name).toBe(true);
  });

  it.each(fixtureNames)('%s', async (name) => {
    const { reasonIncludes, ...fields } = expectedOf(name);
    const parsed = await parsePlatformMail(fs.readFileSync(path.join(FIXTURES, `${name}.eml`)));
    expect(parsed).toMatchObject(fields);
    if (reasonIncludes !== undefined) expect('reason' in parsed ? parsed.reason : null).toContain(reasonIncludes);
    expect(parsed.messageId).not.toBe('');
  });

  it('never answers a mail whose expected kind is not a guest message', async () => {
    const kinds = await Promise.all(fixtureNames.map(async (name) => [expectedOf(name).kind, (await parsePlatformMail(fs.readFileSync(path.join(FIXTURES, `${name}.eml`)))).kind]));
    for (const [expected, actual] of kinds) if (expected !== 'guest-message') expect(actual).not.toBe('guest-message');
  });

  it('ignores every guest message once its From is moved to another domain', async () => {
    const messages = fixtureNames.filter((name) => expectedOf(name).kind === 'guest-message' && expectedOf(name).forwarded === false);
    expect(messages.length).toBeGreaterThan(10);
    for (const name of messages) {
      const raw = fs.readFileSync(path.join(FIXTURES, `${name}.eml`), 'utf8').replace(/^From: (.*)@[^>\s]+/m, 'From: $1@host-support.example');
      const parsed = await parsePlatformMail(raw);
      expect(parsed, name).toMatchObject({ kind: 'ignored', platform: null });
      expect('reason' in parsed && parsed.reason, name).toContain('host-support.example');
    }
  });
});

describe('parsePlatformMail on bad input', () => {
  it.each([
    ['an empty string', ''],
    ['binary noise', new Uint8Array([0, 255, 1, 2, 3, 13, 10, 13, 10, 200])],
    ['headers only', 'Subject: hello\r\n\r\n'],
    ['a broken multipart', 'From: Airbnb <automated@airbnb.com>\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: message/rfc822\r\n\r\n--x'],
  ])('ignores %s without throwing', async (_label, raw) => {
    const parsed = await parsePlatformMail(raw);
    expect(parsed.kind).toBe('ignored');
    expect(parsed.messageId).toMatch(/\S/);
  });

  it('never throws on any fixture cut short or with random bytes spliced in', async () => {
    const raws = fixtureNames.map((name) => fs.readFileSync(path.join(FIXTURES, `${name}.eml`)));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: raws.length - 1 }), fc.nat(), fc.uint8Array({ maxLength: 64 }), async (index, at, noise) => {
        const raw = raws[index]!;
        const cut = at % (raw.length + 1);
        const parsed = await parsePlatformMail(new Uint8Array([...raw.subarray(0, cut), ...noise, ...raw.subarray(cut + noise.length)]));
        expect(['guest-message', 'reservation', 'bounce', 'ignored']).toContain(parsed.kind);
      }),
      { numRuns: 150 },
    );
  });

  it('gives a mail without Message-Id a stable id from its bytes', async () => {
    const raw = 'From: Marta <marta@example.org>\r\nSubject: hi\r\n\r\nhello\r\n';
    const [first, second] = await Promise.all([parsePlatformMail(raw), parsePlatformMail(raw)]);
    expect(first.messageId).toMatch(/^sha256-[0-9a-f]{32}$/);
    expect(second.messageId).toBe(first.messageId);
  });

  it('reads only the topmost Authentication-Results: a pass added below by another hop does not vouch', async () => {
    const raw = [
      'Authentication-Results: mx.host-mail.example; dkim=fail header.d=airbnb.com; spf=fail smtp.mailfrom=automated@airbnb.com',
      'Authentication-Results: relay.example; dkim=pass header.d=airbnb.com',
      'From: Airbnb <automated@airbnb.com>',
      'Reply-To: 4-abc@reply.airbnb.com',
      'Subject: RE: Reservation at Sunny loft for Jul 5 – 8, 2026',
      'Message-ID: <x1@example>',
      '',
      'Anna',
      '',
      'Hello!',
      '',
      'Reply',
    ].join('\r\n');
    const parsed: ParsedPlatformMail = await parsePlatformMail(raw);
    expect(parsed).toMatchObject({ kind: 'ignored', platform: 'airbnb' });
    expect('reason' in parsed && parsed.reason).toContain('sender not verified');
  });

  it('keeps a real platform notice it cannot read as a guest message ignored, with the reason', async () => {
    const raw = 'From: Airbnb <automated@airbnb.com>\r\nSubject: RE: Reservation at Sunny loft for Jul 5 – 8, 2026\r\n\r\nAnna\r\n\r\nReply\r\n';
    const parsed = await parsePlatformMail(raw);
    expect(parsed).toMatchObject({ kind: 'ignored', platform: 'airbnb', reason: 'an Airbnb thread notice with no words from the guest' });
  });
});
