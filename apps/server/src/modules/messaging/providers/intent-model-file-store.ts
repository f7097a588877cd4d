import fs from 'node:fs/promises';
import path from 'node:path';
import type { IntentModelStore } from '../domain/intent-model';

/**
 * The trained intent model kept as files in `dir` (the data directory's cache), so a restart or
 * another process restores it instead of training for seconds. Written to a temporary file and
 * renamed, so a reader never sees half an entry; an entry that cannot be read is simply absent.
 * `shippedDir` is read when `dir` has no entry: the network the build trained (`npm start`
 * builds it beside the server bundle), so even a first start restores rather than trains.
 */
export function fileIntentModelStore(dir: string, shippedDir?: string): IntentModelStore {
  const file = (key: string, from = dir) => path.join(from, `${key}.json`);
  const readFrom = async (from: string, key: string) => {
    try {
      return await fs.readFile(file(key, from), 'utf8');
    } catch {
      return undefined;
    }
  };
  return {
    async read(key) {
      return (await readFrom(dir, key)) ?? (shippedDir ? await readFrom(shippedDir, key) : undefined);
    },
    async write(key, value) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${file(key)}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, value);
      await fs.rename(temporary, file(key));
    },
  };
}
