import { randomBytes, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/platform/storage/file-store';

const INVALID_KEYS = [
  '',
  '../escape',
  'a/../../escape',
  'a/..',
  '/absolute',
  'a//b',
  'a/b/',
  '.hidden',
  'a/.b.meta',
  'a\\b',
  'a b',
  'caf\u00e9.jpg',
  'a/\u0000b',
  'x'.repeat(201),
  `${'a/'.repeat(600)}b`,
];

/**
 * What every FileStore must do, run against each adapter (disk, S3 through its stand-in, the
 * memory fake) so they stay interchangeable. `open` gives a fresh, empty store for each test.
 */
export function describeFileStoreContract(name: string, open: () => Promise<FileStore>): void {
  describe(`${name} file store`, () => {
    let store: FileStore;
    let folder: string;

    beforeEach(async () => {
      store = await open();
      folder = randomUUID();
    });

    it('gives back what was put: the bytes, their type and size, whole or as a stream', async () => {
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, index) => index)), randomBytes(3 * 1024 * 1024)]);
      const key = `${folder}/photos/${randomUUID()}.jpg`;
      await store.put(key, bytes, { contentType: 'image/jpeg' });

      const file = await store.get(key);
      expect(file).toMatchObject({ key, size: bytes.byteLength, contentType: 'image/jpeg' });
      expect(file!.lastModified).toBeInstanceOf(Date);
      expect(file!.body.equals(bytes)).toBe(true);

      const info = await store.head(key);
      expect(info).toEqual({ key, size: bytes.byteLength, contentType: 'image/jpeg', lastModified: expect.any(Date) });
      expect(info).not.toHaveProperty('body');

      const streamed = await store.stream(key);
      expect(streamed).toMatchObject({ key, size: bytes.byteLength, contentType: 'image/jpeg' });
      expect(Buffer.from(await new Response(streamed!.body).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('keeps an empty file and a content type with parameters', async () => {
      const key = `${folder}/empty.txt`;
      await store.put(key, new Uint8Array(), { contentType: 'text/plain; charset=utf-8' });
      expect(await store.get(key)).toMatchObject({ size: 0, contentType: 'text/plain; charset=utf-8' });
      expect((await store.get(key))!.body.byteLength).toBe(0);
    });

    it('answers null for a file that is not there, and deleting it does nothing', async () => {
      const key = `${folder}/missing.jpg`;
      expect(await store.get(key)).toBeNull();
      expect(await store.head(key)).toBeNull();
      expect(await store.stream(key)).toBeNull();
      await store.delete(key);
      expect(await store.list(`${folder}/`)).toEqual([]);
    });

    it('replaces a file whole when it is put again', async () => {
      const key = `${folder}/note`;
      await store.put(key, Buffer.from('first version, longer'), { contentType: 'text/plain' });
      await store.put(key, Buffer.from('second'), { contentType: 'application/json' });
      const file = await store.get(key);
      expect(file!.body.toString()).toBe('second');
      expect(file).toMatchObject({ size: 6, contentType: 'application/json' });
    });

    it('deletes a file and no longer lists it', async () => {
      const kept = `${folder}/a/kept.jpg`;
      const removed = `${folder}/a/b/removed.jpg`;
      await store.put(kept, Buffer.from('kept'), { contentType: 'image/jpeg' });
      await store.put(removed, Buffer.from('removed'), { contentType: 'image/jpeg' });
      await store.delete(removed);
      expect(await store.get(removed)).toBeNull();
      expect((await store.list(`${folder}/`)).map((file) => file.key)).toEqual([kept]);
      // The folder it was alone in can be written again.
      await store.put(removed, Buffer.from('again'), { contentType: 'image/jpeg' });
      expect((await store.get(removed))!.body.toString()).toBe('again');
    });

    it('lists every file under a folder at any depth, by key, with sizes, and nothing beside it', async () => {
      await store.put(`${folder}/b/2.bin`, Buffer.alloc(2), { contentType: 'application/octet-stream' });
      await store.put(`${folder}/a.bin`, Buffer.alloc(1), { contentType: 'application/octet-stream' });
      await store.put(`${folder}/b/c/3.bin`, Buffer.alloc(3), { contentType: 'application/octet-stream' });
      await store.put(`${folder}x/other.bin`, Buffer.alloc(4), { contentType: 'application/octet-stream' });

      const listed = await store.list(`${folder}/`);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: `${folder}/a.bin`, size: 1 },
        { key: `${folder}/b/2.bin`, size: 2 },
        { key: `${folder}/b/c/3.bin`, size: 3 },
      ]);
      expect(listed.every((file) => file.lastModified instanceof Date)).toBe(true);
      expect((await store.list(`${folder}/b/`)).map((file) => file.key)).toEqual([`${folder}/b/2.bin`, `${folder}/b/c/3.bin`]);
      expect(await store.list(`${folder}/nothing/`)).toEqual([]);
    });

    it('refuses keys that could leave their folder or hide, before touching anything', async () => {
      for (const key of INVALID_KEYS) {
        await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/Invalid file key/);
        await expect(store.get(key), key).rejects.toThrow(/Invalid file key/);
        await expect(store.stream(key), key).rejects.toThrow(/Invalid file key/);
        await expect(store.head(key), key).rejects.toThrow(/Invalid file key/);
        await expect(store.delete(key), key).rejects.toThrow(/Invalid file key/);
      }
      await expect(store.list(folder)).rejects.toThrow(/must end with/);
      await expect(store.list('../')).rejects.toThrow(/Invalid file key/);
    });

    it('refuses a content type that is not one', async () => {
      const key = `${folder}/typed`;
      for (const contentType of ['', 'jpeg', 'image/jpeg\r\nX-Injected: 1', 'image/ jpeg']) {
        await expect(store.put(key, Buffer.from('x'), { contentType }), contentType).rejects.toThrow(/Invalid content type/);
      }
      expect(await store.head(key)).toBeNull();
    });
  });
}
