import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSample } from './render-sample';

describe('renderSample', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packet-sample-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('writes the sample packet (PDF and ZIP), and page images where pdftoppm is installed', async () => {
    const result = await renderSample(directory);
    expect(readFileSync(result.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(readFileSync(result.zip).subarray(0, 2).toString('latin1')).toBe('PK');
    const pages = readdirSync(directory).filter((name) => /^page-\d+\.png$/.test(name));
    if (result.pngs) expect(pages.length).toBeGreaterThanOrEqual(6);
    else expect(pages).toEqual([]);
  });
});
