import fs from 'node:fs/promises';
import path from 'node:path';
import type { IntentModelStore } from '../domain/intent-model';

/**
 * The trained intent model kept as files in `dir` (the data directory's cache), so a restart or
 * another process restores it instead of training for seconds. Written to a temporary file and
 * renamed, so a reader never sees half an entry; an entry that cannot be read is simply absent.
 */
export function fileIntentModelStore(dir: string): IntentModelStore {
  const file = (key: string) => path.join(dir, `${key}.json`);
  return {
    async read(key) {
      try {
        return await fs.readFile(file(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    async write(key, value) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${file(key)}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, value);
      await fs.rename(temporary, file(key));
    },
  };
}
