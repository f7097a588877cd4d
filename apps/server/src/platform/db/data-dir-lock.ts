import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database allows one process per data folder. A pid file guards it; a stale
 * one (its process is gone, e.g. after kill -9) is taken over, so a restart never needs
 * manual clean-up.
 */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Cohost process (pid ${pid}). ` +
        'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to share a PostgreSQL server).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent has not reaped it yet (a zombie) still answers signal 0.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'cohost.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
}
