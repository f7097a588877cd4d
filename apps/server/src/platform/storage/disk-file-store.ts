import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertContentType, assertFileKey, assertFilePrefix, type FileInfo, type FileStore, type FileStream, type ListedFile, type StoredFile } from './file-store';

const READ_CHUNK_BYTES = 64 * 1024;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files on local disk under `root` (`DATA_DIR/files` by default): a key is a path below it. Each
 * file's content type sits beside it in a hidden `.<name>.meta` (keys never start with a dot).
 * Writes go to a temporary file, flushed, then renamed over the old one, so a crash or a reader
 * never sees half a file.
 */
export function createDiskFileStore(root: string): FileStore {
  const base = path.resolve(root);

  function locate(key: string): { file: string; meta: string } {
    assertFileKey(key);
    const file = path.join(base, ...key.split('/'));
    // The key's rules already keep it inside; a second look costs nothing.
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('Invalid file key: outside the store');
    return { file, meta: path.join(path.dirname(file), `.${path.basename(file)}.meta`) };
  }

  async function contentTypeOf(meta: string): Promise<string> {
    try {
      return (JSON.parse(await fs.readFile(meta, 'utf8')) as { contentType?: string }).contentType ?? DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }

  async function writeAtomically(target: string, data: Uint8Array | string): Promise<void> {
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await fs.open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  /** Opens the file (null when there is none) with what is known of it; the caller closes the handle. */
  async function open(key: string): Promise<{ handle: fs.FileHandle; info: FileInfo } | null> {
    const { file, meta } = locate(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error) || isDirectory(error) || isNotDirectory(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { handle, info: { key, size: stat.size, contentType: await contentTypeOf(meta), lastModified: stat.mtime } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(key, body, { contentType }) {
      assertContentType(contentType);
      const { file, meta } = locate(key);
      // A delete may remove an emptied folder between the mkdir and the write: once more.
      for (let attempt = 0; ; attempt++) {
        try {
          await fs.mkdir(path.dirname(file), { recursive: true });
          // The type first: a reader between the two renames gets the new type with the old bytes
          // at worst, never bytes without a type.
          await writeAtomically(meta, JSON.stringify({ contentType }));
          await writeAtomically(file, body);
          return;
        } catch (error) {
          if (!isMissing(error) || attempt > 0) throw error;
        }
      }
    },

    async get(key): Promise<StoredFile | null> {
      const opened = await open(key);
      if (!opened) return null;
      try {
        return { ...opened.info, body: await opened.handle.readFile() };
      } finally {
        await opened.handle.close();
      }
    },

    async stream(key): Promise<FileStream | null> {
      const opened = await open(key);
      if (!opened) return null;
      const { handle } = opened;
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
            const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK_BYTES, null);
            if (bytesRead === 0) {
              await close();
              controller.close();
              return;
            }
            controller.enqueue(buffer.subarray(0, bytesRead));
          } catch (error) {
            await close();
            controller.error(error);
          }
        },
        cancel: close,
      });
      return { ...opened.info, body };
    },

    async head(key) {
      const opened = await open(key);
      if (!opened) return null;
      await opened.handle.close();
      return opened.info;
    },

    async delete(key) {
      const { file, meta } = locate(key);
      await fs.rm(file, { force: true });
      await fs.rm(meta, { force: true });
      // Folders emptied by the delete go too (a finished upload leaves none behind).
      for (let folder = path.dirname(file); folder !== base; folder = path.dirname(folder)) {
        try {
          await fs.rmdir(folder);
        } catch {
          break;
        }
      }
    },

    async list(prefix) {
      assertFilePrefix(prefix);
      const folder = path.join(base, ...prefix.slice(0, -1).split('/'));
      let entries: string[];
      try {
        entries = await fs.readdir(folder, { recursive: true });
      } catch (error) {
        if (isMissing(error) || isNotDirectory(error)) return [];
        throw error;
      }
      const files: ListedFile[] = [];
      for (const entry of entries) {
        const relative = entry.split(path.sep);
        if (relative.some((segment) => segment.startsWith('.'))) continue;
        try {
          const stat = await fs.stat(path.join(folder, entry));
          if (stat.isFile()) files.push({ key: `${prefix}${relative.join('/')}`, size: stat.size, lastModified: stat.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isDirectory(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EISDIR';
}

function isNotDirectory(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOTDIR';
}
