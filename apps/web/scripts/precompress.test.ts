import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

describe('precompressAssets', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the compressible assets that decompress to the original, and nothing else', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(500)}`);
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ big: 'y'.repeat(5000) }));

    const result = precompressAssets(dir);

    expect(result.files).toBe(1);
    const file = path.join(dir, 'assets', 'main-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(script.length / 10);
    // Too small, not compressible, HTML (the server compresses its pages) or the build's own metadata: left alone.
    for (const other of ['assets/tiny.css', 'assets/photo.png', 'index.html', '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dir, `${other}.br`)), other).toBe(false);
      expect(fs.existsSync(path.join(dir, `${other}.gz`)), other).toBe(false);
    }
  });
});
