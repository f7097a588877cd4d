/** What a store knows of a file without reading it. */
export interface FileInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

/** A stored file read whole (photos are at most a few megabytes). */
export interface StoredFile extends FileInfo {
  body: Buffer;
}

/** A stored file to pass on without holding it in memory (an HTTP answer). */
export interface FileStream extends FileInfo {
  body: ReadableStream<Uint8Array>;
}

/** One entry of `list`: the content type is not listed (S3 does not say it without a request per file). */
export type ListedFile = Omit<FileInfo, 'contentType'>;

/**
 * Bytes kept under keys: local disk by default, S3-compatible storage in production (chosen in
 * providers.ts). Keys are opaque to the store and built by their owner, e.g.
 * `<workspaceId>/photos/<uuid>.jpg`: segments of letters, digits, `.`, `_` and `-` separated by
 * `/`, none starting with a dot (so no `..`, no hidden files). `uploads/` is the resumable
 * uploads' (resumable-uploads.ts). A key is a file or a folder of other keys, never both.
 * A write replaces the whole file at once: a reader sees the old bytes or the new, never half.
 */
export interface FileStore {
  /** `disk`, `s3` or `memory` (the tests' fake). */
  readonly kind: 'disk' | 's3' | 'memory';
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  stream(key: string): Promise<FileStream | null>;
  /** What is known of the file without its bytes, or null when there is none (an existence check). */
  head(key: string): Promise<FileInfo | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every file under a folder (`prefix` ends with `/`), at any depth, by key. */
  list(prefix: string): Promise<ListedFile[]>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;
// type/subtype with optional parameters, and nothing a header could be split with.
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:\s*;\s*[a-z0-9_-]+=[a-z0-9_.+-]+)*$/i;

/** Throws unless `key` is a file key every store can hold safely (see FileStore); a caller's bug otherwise. */
export function assertFileKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Invalid file key ${JSON.stringify(key.slice(0, 100))}: segments of letters, digits, '.', '_' and '-' separated by '/', none starting with '.'`);
  }
}

/** A folder of keys for `list`: a valid key followed by `/`. */
export function assertFilePrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Invalid file prefix ${JSON.stringify(prefix.slice(0, 100))}: it must end with '/'`);
  assertFileKey(prefix.slice(0, -1));
}

export function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type ${JSON.stringify(contentType.slice(0, 100))}`);
}
