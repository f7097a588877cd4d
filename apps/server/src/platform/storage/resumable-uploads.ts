import { createHash, randomUUID } from 'node:crypto';
import { UPLOAD_OFFSET_HEADER, type UploadStatus } from '@cohost/shared';
import { platformErrors } from '../errors/app-error';
import type { Clock } from '../runtime/clock';
import { isUuid } from '../runtime/is-uuid';
import type { FileStore, ListedFile } from './file-store';
import { filesErrors, sizeText } from './files-errors';

/** One part of an upload as a request carries it (see `uploadChunkFrom`). */
export interface UploadChunk {
  /** Where the part starts: must be the upload's offset. */
  offset: number;
  body: ReadableStream<Uint8Array> | null;
  /** The body's declared length (Content-Length), when there is one. */
  length: number | null;
}

export interface ResumableUploadsOptions {
  files: FileStore;
  clock: Clock;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The largest part one request may carry: at most the HTTP body limit (BODY_LIMIT_BYTES). */
  maxChunkBytes: number;
  /** The content types a client may announce (the content itself is checked by whoever reads it). */
  contentTypes: readonly string[];
  /** How long an upload may take from its start; expired ones are deleted by `deleteExpiredUploads`. Default a day. */
  ttlMs?: number;
}

interface Manifest {
  owner: string;
  size: number;
  contentType: string;
  sha256: string | null;
  expiresAt: string;
}

/** Where the next part must start and how long it may be. */
interface ExpectedPart {
  manifest: Manifest;
  offset: number;
  limit: number;
}

const PREFIX = 'uploads/';
const MANIFEST = 'manifest.json';
const PART = /^part-(\d{12})$/;
const SHA256 = /^[0-9a-f]{64}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Uploads that survive a dropped connection (a cleaner's phone on a poor network): the client
 * starts one with the file's size (and SHA-256 when it can compute it), sends it in parts, each at
 * the offset received so far, asks that offset again after a failure, and resumes from there. A
 * part cut short by a lost connection keeps the bytes that arrived.
 *
 * Module-agnostic: a module mounts its own routes (it decides who may upload what) and calls
 * `start`, `status`, `append`, then `read` once complete and `discard` when done. Everything is
 * kept on the FileStore under `uploads/<id>/` (a manifest written once, then one file per part
 * named by its offset), so any instance can take the next part and nothing lives in a process.
 * The offset is where the parts, read from 0, stop following each other: a late write of a part
 * already sent again cannot corrupt it, and the whole file is checked against its size and
 * SHA-256 before it is read.
 */
export class ResumableUploads {
  readonly #options: Required<ResumableUploadsOptions>;

  constructor(options: ResumableUploadsOptions) {
    this.#options = { ttlMs: DAY_MS, ...options };
  }

  /** Starts an upload for `owner` (whatever the module checks callers against, e.g. `<workspaceId>/<userId>`). */
  async start(input: { owner: string; size: number; contentType: string; sha256?: string | null }): Promise<UploadStatus> {
    const { maxBytes, contentTypes, clock, ttlMs, files } = this.#options;
    if (!Number.isSafeInteger(input.size) || input.size < 1) throw platformErrors.invalidInput([{ path: 'size', message: 'must be a whole number of bytes, at least 1' }]);
    if (input.size > maxBytes) throw filesErrors.tooLarge({ maxBytes }, `This file is ${sizeText(input.size, 'up')}; the limit is ${sizeText(maxBytes, 'down')}.`);
    if (!contentTypes.includes(input.contentType)) throw filesErrors.unsupportedType({ contentTypes });
    if (input.sha256 != null && !SHA256.test(input.sha256)) throw platformErrors.invalidInput([{ path: 'sha256', message: 'must be 64 lowercase hexadecimal digits' }]);
    const id = randomUUID();
    const manifest: Manifest = {
      owner: input.owner,
      size: input.size,
      contentType: input.contentType,
      sha256: input.sha256 ?? null,
      expiresAt: new Date(clock.now().getTime() + ttlMs).toISOString(),
    };
    await files.put(`${PREFIX}${id}/${MANIFEST}`, Buffer.from(JSON.stringify(manifest)), { contentType: 'application/json' });
    return describe(id, manifest, 0);
  }

  /** Where the upload stands; `files.upload-not-found` (404) for another owner's, an expired or an unknown one. */
  async status(id: string, owner: string): Promise<UploadStatus> {
    const manifest = await this.#manifest(id, owner);
    return describe(id, manifest, offsetOf(await this.#parts(id), manifest.size));
  }

  /**
   * Stores one part. It must start at the upload's offset (`files.upload-offset-mismatch`, 409,
   * with `details.offset` otherwise) and carry at most `maxChunkBytes` and no byte past the size
   * (`files.chunk-too-large`, 413). A part sent again after success is answered with the status.
   */
  async append(id: string, owner: string, chunk: UploadChunk): Promise<UploadStatus> {
    let expected: ExpectedPart;
    try {
      expected = await this.#expectPart(id, owner, chunk);
    } catch (error) {
      // A body left unread makes the HTTP server drop the connection the client would send its
      // next request on: a refused part is read to its end (no further than a part may go).
      await discard(chunk.body, this.#options.maxChunkBytes);
      throw error;
    }
    const { manifest, offset, limit } = expected;
    if (limit === 0) {
      await discard(chunk.body, this.#options.maxChunkBytes);
      return describe(id, manifest, offset);
    }
    const received = await readAtMost(chunk.body, limit);
    if (received.length > 0) {
      await this.#options.files.put(partKey(id, offset), received, { contentType: 'application/octet-stream' });
    }
    return describe(id, manifest, offset + received.length);
  }

  /** Where the part must start and how long it may be; a limit of 0 for the last part sent again (its answer was lost). */
  async #expectPart(id: string, owner: string, chunk: UploadChunk): Promise<ExpectedPart> {
    const manifest = await this.#manifest(id, owner);
    const offset = offsetOf(await this.#parts(id), manifest.size);
    if (offset === manifest.size && chunk.offset === manifest.size) return { manifest, offset, limit: 0 };
    if (chunk.offset !== offset) throw filesErrors.uploadOffsetMismatch({ offset });
    const limit = Math.min(this.#options.maxChunkBytes, manifest.size - offset);
    if (chunk.length !== null && chunk.length > limit) throw filesErrors.chunkTooLarge({ maxBytes: limit });
    return { manifest, offset, limit };
  }

  /**
   * The whole file of a complete upload, checked against its size and SHA-256 (a mismatch
   * discards the upload: `files.upload-checksum-mismatch`, 422); `files.upload-incomplete` (409)
   * before the last byte.
   */
  async read(id: string, owner: string): Promise<{ bytes: Buffer; contentType: string; sha256: string }> {
    const manifest = await this.#manifest(id, owner);
    const parts = await this.#parts(id);
    if (offsetOf(parts, manifest.size) < manifest.size) throw filesErrors.uploadIncomplete();
    const pieces: Buffer[] = [];
    for (let offset = 0; offset < manifest.size; ) {
      const part = await this.#options.files.get(partKey(id, offset));
      if (!part || part.size === 0) throw filesErrors.uploadIncomplete();
      pieces.push(part.body);
      offset += part.size;
    }
    const bytes = Buffer.concat(pieces);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (bytes.length !== manifest.size || (manifest.sha256 !== null && manifest.sha256 !== sha256)) {
      await this.discard(id, owner);
      throw filesErrors.uploadChecksumMismatch();
    }
    return { bytes, contentType: manifest.contentType, sha256 };
  }

  /** Deletes the upload and its parts (once read, or abandoned). */
  async discard(id: string, owner: string): Promise<void> {
    await this.#manifest(id, owner);
    await deleteUpload(this.#options.files, await this.#options.files.list(`${PREFIX}${id}/`));
  }

  async #manifest(id: string, owner: string): Promise<Manifest> {
    if (!isUuid(id)) throw filesErrors.uploadNotFound();
    const stored = await this.#options.files.get(`${PREFIX}${id}/${MANIFEST}`);
    if (!stored) throw filesErrors.uploadNotFound();
    const manifest = JSON.parse(stored.body.toString('utf8')) as Manifest;
    if (manifest.owner !== owner || new Date(manifest.expiresAt) <= this.#options.clock.now()) throw filesErrors.uploadNotFound();
    return manifest;
  }

  async #parts(id: string): Promise<Map<number, number>> {
    const parts = new Map<number, number>();
    for (const file of await this.#options.files.list(`${PREFIX}${id}/`)) {
      const match = PART.exec(file.key.slice(file.key.lastIndexOf('/') + 1));
      if (match) parts.set(Number(match[1]), file.size);
    }
    return parts;
  }
}

/**
 * Deletes the uploads that expired (and parts left without a manifest) from the store; the
 * `files.delete-expired-uploads` job runs it every hour. Returns how many uploads went.
 */
export async function deleteExpiredUploads(files: FileStore, now: Date): Promise<number> {
  const byUpload = new Map<string, ListedFile[]>();
  for (const file of await files.list(PREFIX)) {
    const id = file.key.slice(PREFIX.length).split('/')[0]!;
    byUpload.set(id, [...(byUpload.get(id) ?? []), file]);
  }
  let deleted = 0;
  for (const [id, uploadFiles] of byUpload) {
    const stored = await files.get(`${PREFIX}${id}/${MANIFEST}`);
    if (stored && expiryOf(stored.body) > now) continue;
    await deleteUpload(files, uploadFiles);
    deleted++;
  }
  return deleted;
}

/** A manifest's expiry; one that cannot be read has expired. */
function expiryOf(manifest: Buffer): Date {
  try {
    const expiresAt = new Date((JSON.parse(manifest.toString('utf8')) as Manifest).expiresAt);
    return Number.isNaN(expiresAt.getTime()) ? new Date(0) : expiresAt;
  } catch {
    return new Date(0);
  }
}

/** The part a request carries: its `Upload-Offset` header, body and Content-Length (400 for a malformed offset). */
export function uploadChunkFrom(request: Request): UploadChunk {
  const offset = request.headers.get(UPLOAD_OFFSET_HEADER);
  if (offset === null || !/^\d{1,15}$/.test(offset)) {
    throw platformErrors.invalidInput([{ path: UPLOAD_OFFSET_HEADER, message: 'must be the byte offset the part starts at' }]);
  }
  const length = request.headers.get('content-length');
  return { offset: Number(offset), body: request.body, length: length !== null && /^\d+$/.test(length) ? Number(length) : null };
}

function describe(id: string, manifest: Manifest, offset: number): UploadStatus {
  return { id, size: manifest.size, offset, complete: offset >= manifest.size, contentType: manifest.contentType, expiresAt: manifest.expiresAt };
}

/** Where the parts, followed from 0, stop. */
function offsetOf(parts: Map<number, number>, size: number): number {
  let offset = 0;
  for (let length = parts.get(0); length && offset < size; length = parts.get(offset)) offset += length;
  return Math.min(offset, size);
}

function partKey(id: string, offset: number): string {
  return `${PREFIX}${id}/part-${String(offset).padStart(12, '0')}`;
}

/** The parts first, the manifest last: a half-done delete leaves parts the sweep removes, never a manifest over missing parts. */
async function deleteUpload(files: FileStore, uploadFiles: ListedFile[]): Promise<void> {
  const ordered = [...uploadFiles].sort((a, b) => Number(a.key.endsWith(MANIFEST)) - Number(b.key.endsWith(MANIFEST)));
  for (const file of ordered) await files.delete(file.key);
}

/** Reads a body to its end and forgets it; past `limit`, stops (the connection is then closed). */
async function discard(body: ReadableStream<Uint8Array> | null, limit: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (let total = 0; total <= limit; ) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to keep.
  } finally {
    reader.releaseLock();
  }
}

/**
 * The body's bytes, up to `limit` (more is `files.chunk-too-large`). A body that breaks off (the
 * client's connection dropped) gives the bytes that arrived: they are the file's, in order.
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const pieces: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw filesErrors.chunkTooLarge({ maxBytes: limit });
      }
      pieces.push(value);
    }
  } catch (error) {
    if (total > limit) throw error;
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(pieces);
}
