import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../test/support/run-script';

// `npm run triage -- --kb <file>` as a host runs it: a real process, the example property file,
// JSON lines in and out.
const root = path.resolve(import.meta.dirname, '../../..');
const KB_FILE = path.join(root, 'apps/server/eval/properties.json');

const runTriage = (args: string[], stdin: string) => runScript('triage.ts', args, stdin);

describe('npm run triage', () => {
  it('answers each line, reports a bad line in place and goes on, then exits 2', async () => {
    const lines = [
      { text: 'hi! whats the wifi password and where can we park?', propertyId: 'ocean' },
      { text: '¿Cuál es el código de la puerta?', propertyId: 'loft', checkIn: '2025-07-10T13:00:00Z', checkOut: '2025-07-13T09:00:00Z', now: '2025-07-10T08:00:00Z' },
      { text: 'hello', propertyId: 'penthouse' },
      { text: 'We smell gas in the kitchen!', propertyId: 'ocean' },
    ];
    const result = await runTriage(['--kb', KB_FILE], lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(2);
    const output = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(output).toHaveLength(4);

    expect(Object.keys(output[0]!)).toEqual(['intents', 'needsHuman', 'urgency', 'language', 'reply']);
    expect(output[0]).toMatchObject({ intents: expect.arrayContaining(['wifi', 'parking']), needsHuman: false, urgency: 'low', language: 'en' });
    expect(output[0]!.reply).toContain('saltwater2024');

    // That reservation's guest, inside 24 hours before check-in: the code is on their guest page, never in the chat.
    expect(output[1]).toMatchObject({ intents: ['door-code'], language: 'es' });
    expect(output[1]!.reply).toContain('página de huésped');
    expect(output[1]!.reply).not.toContain('B1942');

    expect(output[2]).toEqual({ error: 'Unknown propertyId "penthouse"; the file has ocean, loft.' });

    expect(output[3]).toMatchObject({ needsHuman: true, urgency: 'critical', language: 'en' });
    expect(output[3]!.intents).toContain('safety');
  });

  it("reads a stay's plain dates at the property's own check-in and check-out times", async () => {
    const lines = [
      { text: 'where do we park?', propertyId: 'loft', checkIn: '2025-07-10', checkOut: '2025-07-13', now: '2025-07-11T08:00:00Z' },
      { text: 'where do we park?', propertyId: 'loft', checkIn: '2025-07-13', checkOut: '2025-07-10' },
      { text: 'where do we park?', propertyId: 'loft', checkIn: '2025-07-10T23:00:00Z', checkOut: '2025-07-10' },
      { text: 'where do we park?', propertyId: 'loft', checkIn: '2025-02-30', checkOut: '2025-03-02' },
    ];
    const result = await runTriage(['--kb', KB_FILE], lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(result.code).toBe(2);
    const output = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(output[0]).toMatchObject({ intents: ['parking'], needsHuman: false });
    expect(output[1]).toEqual({ error: 'checkOut: checkOut must be after checkIn.' });
    // A date-time and a plain date: compared once the plain date is read in the property's zone.
    expect(output[2]).toEqual({ error: 'checkOut: checkOut must be after checkIn.' });
    expect(output[3]!.error).toContain('checkIn');
  });

  it('never gives a door code when no stay is known', async () => {
    const result = await runTriage(['--kb', KB_FILE], JSON.stringify({ text: 'what is the door code?', propertyId: 'ocean' }));
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('4827');
  });

  it('exits 2 naming the field of a bad knowledge-base file, before reading any line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-triage-'));
    const file = path.join(dir, 'properties.json');
    fs.writeFileSync(file, JSON.stringify({ properties: [{ id: 'a', name: 'A', timezone: 'Mars/Base', kb: { wifiPasword: 'x' } }] }));
    try {
      const result = await runTriage(['--kb', file], JSON.stringify({ text: 'wifi?', propertyId: 'a' }));
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `The knowledge-base file ${file} is invalid:\nproperties.0.timezone: Use an IANA time zone, e.g. America/New_York.\nproperties.0.kb: Unknown knowledge-base field wifiPasword.\n`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints its usage without --kb', async () => {
    const result = await runTriage([], '');
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('Usage: npm run triage -- --kb');
  });
});
