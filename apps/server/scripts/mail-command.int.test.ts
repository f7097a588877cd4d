import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../test/support/run-script';

// `npm run mail -- parse <file.eml>` as a host runs it: a real process on the fixture emails.
const root = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(root, 'apps/server/src/modules/messaging/platform-mail/fixtures');

const runMail = (args: string[]) => runScript('mail.ts', args);

function jsonOf(stdout: string): Record<string, unknown> {
  return JSON.parse(stdout.slice(stdout.indexOf('\n{') + 1)) as Record<string, unknown>;
}

describe('npm run mail -- parse', () => {
  it('prints what Cohost reads from a guest message: a summary, then the JSON', async () => {
    const result = await runMail(['parse', path.join(FIXTURES, 'airbnb-message-en.eml')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [summary] = result.stdout.split('\n\n{');
    expect(summary).toContain('Airbnb guest message, template en, verified by DKIM');
    expect(summary).toContain('Guest:     Anna');
    expect(summary).toContain('Stay:      2026-07-05 → 2026-07-08');
    expect(summary).toContain('Reply to:  4-8f3c2a1b9d7e6f@reply.airbnb.com');
    expect(jsonOf(result.stdout)).toMatchObject({ kind: 'guest-message', platform: 'airbnb', reservationCode: 'HMQ4X7K2PA', listingId: '48213957' });
  });

  it('says why a mail is ignored, and still exits 0', async () => {
    const result = await runMail(['parse', path.join(FIXTURES, 'phishing-airbnb-support-co.eml')]);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe("Ignored: claims to be Airbnb but was sent from airbnb-support.co, not one of Airbnb's sender domains");
    expect(jsonOf(result.stdout)).toMatchObject({ kind: 'ignored', platform: null });
  });

  it('reads a file that is no email at all as ignored, never crashing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-mail-'));
    const file = path.join(dir, 'noise.eml');
    fs.writeFileSync(file, Buffer.from([0, 255, 1, 2, 3]));
    try {
      const result = await runMail(['parse', file]);
      expect(result.code).toBe(0);
      expect(jsonOf(result.stdout)).toMatchObject({ kind: 'ignored', reason: 'no sender address' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 naming a file that does not exist', async () => {
    const result = await runMail(['parse', 'apps/server/no-such-mail.eml']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('Cannot read apps/server/no-such-mail.eml: no such file.\n');
  });

  it('prints its usage without a command or a file', async () => {
    for (const args of [[], ['parse'], ['show', 'x.eml']]) {
      const result = await runMail(args);
      expect(result.code).toBe(64);
      expect(result.stderr).toContain('Usage: npm run mail -- parse <file.eml>');
    }
  });
});
