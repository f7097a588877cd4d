import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileIntentModelStore } from './intent-model-file-store';

describe('fileIntentModelStore', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-intent-store-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads its own entry first, then the shipped one, and writes only its own', async () => {
    const cache = path.join(tempDir(), 'cache');
    const shipped = tempDir();
    fs.writeFileSync(path.join(shipped, 'k1.json'), 'shipped weights');
    const store = fileIntentModelStore(cache, shipped);

    expect(await store.read('k1')).toBe('shipped weights');
    expect(await store.read('k2')).toBeUndefined();

    await store.write('k1', 'retrained weights');
    expect(await store.read('k1')).toBe('retrained weights');
    expect(fs.readFileSync(path.join(shipped, 'k1.json'), 'utf8')).toBe('shipped weights');
  });

  it('treats a missing shipped folder as no entry', async () => {
    const store = fileIntentModelStore(tempDir(), path.join(tempDir(), 'never-built'));
    expect(await store.read('k1')).toBeUndefined();
  });
});
