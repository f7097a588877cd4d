import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('refuses a folder held by a live process and frees it on release', () => {
    const dir = tempDir();
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(path.join(dir, 'cohost.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'cohost.pid'));

    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'cohost.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'cohost.pid'))).toBe(false);
  });

  it('takes over the lock of a process that no longer exists', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'cohost.pid'), gone);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'cohost.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates the folder when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
