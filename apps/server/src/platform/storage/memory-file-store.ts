import { assertContentType, assertFileKey, assertFilePrefix, type FileStore, type StoredFile } from './file-store';

/** The tests' fake: files in a map, with the same key rules and answers as the real stores. */
export class MemoryFileStore implements FileStore {
  readonly kind = 'memory';
  readonly files = new Map<string, StoredFile>();

  async put(key: string, body: Uint8Array, { contentType }: { contentType: string }): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    this.files.set(key, { key, size: body.byteLength, contentType, lastModified: new Date(), body: Buffer.from(body) });
  }

  async get(key: string) {
    assertFileKey(key);
    const file = this.files.get(key);
    return file ? { ...file, body: Buffer.from(file.body) } : null;
  }

  async stream(key: string) {
    const file = await this.get(key);
    if (!file) return null;
    const { body, ...info } = file;
    return {
      ...info,
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(body));
          controller.close();
        },
      }),
    };
  }

  async head(key: string) {
    assertFileKey(key);
    const file = this.files.get(key);
    if (!file) return null;
    const { body: _body, ...info } = file;
    return info;
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    this.files.delete(key);
  }

  async list(prefix: string) {
    assertFilePrefix(prefix);
    return [...this.files.values()]
      .filter((file) => file.key.startsWith(prefix))
      .map(({ key, size, lastModified }) => ({ key, size, lastModified }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
