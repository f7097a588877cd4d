import { createHash, randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import type { Clock } from '../runtime/clock';
import { MemoryFileStore } from './memory-file-store';
import { deleteExpiredUploads, ResumableUploads, uploadChunkFrom } from './resumable-uploads';

const OWNER = 'workspace-1/user-1';
const HOUR = 60 * 60 * 1000;

class TestClock implements Clock {
  constructor(public current = new Date('2026-06-01T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
}

/** A request body; with `breakAfter`, one that breaks off after so many bytes, as a dropped connection does. */
function bodyOf(bytes: Uint8Array, options: { breakAfter?: number } = {}): ReadableStream<Uint8Array> {
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      if (pulls++ === 0) return controller.enqueue(bytes.subarray(0, options.breakAfter ?? bytes.length));
      if (options.breakAfter === undefined) controller.close();
      else controller.error(new Error('connection reset'));
    },
  });
}

async function failure(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected an AppError');
}

describe('ResumableUploads', () => {
  let files: MemoryFileStore;
  let clock: TestClock;
  let uploads: ResumableUploads;
  const file = randomBytes(2500);
  const sha256 = createHash('sha256').update(file).digest('hex');

  beforeEach(() => {
    files = new MemoryFileStore();
    clock = new TestClock();
    uploads = new ResumableUploads({ files, clock, maxBytes: 10_000, maxChunkBytes: 1000, contentTypes: ['image/jpeg', 'image/png'] });
  });

  const append = (id: string, offset: number, bytes: Uint8Array, extra: { breakAfter?: number; length?: number | null } = {}) =>
    uploads.append(id, OWNER, { offset, body: bodyOf(bytes, extra), length: extra.length === undefined ? bytes.length : extra.length });

  it('takes a file in parts, each at the offset so far, and gives it back whole once complete', async () => {
    const started = await uploads.start({ owner: OWNER, size: file.length, contentType: 'image/jpeg', sha256 });
    expect(started).toEqual({ id: expect.any(String), size: 2500, offset: 0, complete: false, contentType: 'image/jpeg', expiresAt: '2026-06-02T12:00:00.000Z' });
    const { id } = started;

    expect(await append(id, 0, file.subarray(0, 1000))).toMatchObject({ offset: 1000, complete: false });
    expect(await uploads.status(id, OWNER)).toMatchObject({ offset: 1000 });
    await expect(uploads.read(id, OWNER)).rejects.toMatchObject({ code: 'files.upload-incomplete', status: 409 });
    await append(id, 1000, file.subarray(1000, 2000));
    expect(await append(id, 2000, file.subarray(2000))).toMatchObject({ offset: 2500, complete: true });
    // The last part sent again (its answer was lost) is answered with the status.
    expect(await append(id, 2500, new Uint8Array())).toMatchObject({ offset: 2500, complete: true });

    const read = await uploads.read(id, OWNER);
    expect(read.bytes.equals(file)).toBe(true);
    expect(read).toMatchObject({ contentType: 'image/jpeg', sha256 });

    await uploads.discard(id, OWNER);
    expect(await files.list('uploads/')).toEqual([]);
    await expect(uploads.status(id, OWNER)).rejects.toMatchObject({ code: 'files.upload-not-found', status: 404 });
  });

  it('keeps the bytes of a part cut short, and resumes from the last one that arrived', async () => {
    const { id } = await uploads.start({ owner: OWNER, size: file.length, contentType: 'image/jpeg', sha256 });
    await append(id, 0, file.subarray(0, 1000), { breakAfter: 337 });
    expect(await uploads.status(id, OWNER)).toMatchObject({ offset: 337 });
    await append(id, 337, file.subarray(337, 1337));
    await append(id, 1337, file.subarray(1337, 2337));
    await append(id, 2337, file.subarray(2337));
    expect((await uploads.read(id, OWNER)).bytes.equals(file)).toBe(true);
  });

  it('tells a client sending from the wrong offset where to resume', async () => {
    const { id } = await uploads.start({ owner: OWNER, size: file.length, contentType: 'image/jpeg' });
    await append(id, 0, file.subarray(0, 1000));
    const error = await failure(append(id, 0, file.subarray(0, 1000)));
    expect(error).toMatchObject({ code: 'files.upload-offset-mismatch', status: 409, details: { offset: 1000 } });
    expect(await failure(append(id, 1500, file.subarray(1500, 2000)))).toMatchObject({ details: { offset: 1000 } });
  });

  it('stays whole when a late copy of a part lands after the part was sent again', async () => {
    const { id } = await uploads.start({ owner: OWNER, size: file.length, contentType: 'image/jpeg', sha256 });
    await append(id, 0, file.subarray(0, 1000));
    await append(id, 1000, file.subarray(1000, 2000));
    // The first attempt at part 0 was still arriving on another instance, cut at 400 bytes, and is written last.
    await files.put(`uploads/${id}/part-000000000000`, file.subarray(0, 400), { contentType: 'application/octet-stream' });
    expect(await uploads.status(id, OWNER)).toMatchObject({ offset: 400 });
    await append(id, 400, file.subarray(400, 1400));
    await append(id, 1400, file.subarray(1400, 2400));
    await append(id, 2400, file.subarray(2400));
    expect((await uploads.read(id, OWNER)).bytes.equals(file)).toBe(true);
  });

  it('refuses a part larger than allowed or past the end, by its declared length or by what arrives', async () => {
    const { id } = await uploads.start({ owner: OWNER, size: 1500, contentType: 'image/jpeg' });
    expect(await failure(append(id, 0, file.subarray(0, 1001)))).toMatchObject({ code: 'files.chunk-too-large', status: 413, details: { maxBytes: 1000 } });
    expect(await failure(append(id, 0, file.subarray(0, 1001), { length: null }))).toMatchObject({ code: 'files.chunk-too-large' });
    await append(id, 0, file.subarray(0, 1000));
    expect(await failure(append(id, 1000, file.subarray(0, 501)))).toMatchObject({ code: 'files.chunk-too-large', details: { maxBytes: 500 } });
    expect(await uploads.status(id, OWNER)).toMatchObject({ offset: 1000 });
  });

  it('refuses a file too large or of a type not taken, and a malformed checksum, before anything is stored', async () => {
    const tooLarge = await failure(uploads.start({ owner: OWNER, size: 10_001, contentType: 'image/jpeg' }));
    expect(tooLarge).toMatchObject({ code: 'files.too-large', status: 413, details: { maxBytes: 10_000 } });
    expect(tooLarge.message).toBe('This file is 10.1 kB; the limit is 10 kB.');
    expect(await failure(uploads.start({ owner: OWNER, size: 10, contentType: 'application/pdf' }))).toMatchObject({ code: 'files.unsupported-type', status: 415 });
    expect(await failure(uploads.start({ owner: OWNER, size: 0, contentType: 'image/jpeg' }))).toMatchObject({ code: 'platform.invalid-input', status: 400 });
    expect(await failure(uploads.start({ owner: OWNER, size: 10, contentType: 'image/jpeg', sha256: 'ABC' }))).toMatchObject({ code: 'platform.invalid-input' });
    expect(await files.list('uploads/')).toEqual([]);
  });

  it('discards a file that does not match its announced checksum', async () => {
    const { id } = await uploads.start({ owner: OWNER, size: 1000, contentType: 'image/png', sha256: '0'.repeat(64) });
    await append(id, 0, file.subarray(0, 1000));
    expect(await failure(uploads.read(id, OWNER))).toMatchObject({ code: 'files.upload-checksum-mismatch', status: 422 });
    expect(await files.list('uploads/')).toEqual([]);
  });

  it("answers not found for another owner's upload, an unknown id and an expired upload", async () => {
    const { id } = await uploads.start({ owner: OWNER, size: 1000, contentType: 'image/png' });
    for (const call of [uploads.status(id, 'workspace-2/user-9'), uploads.read(id, 'workspace-2/user-9'), uploads.discard(id, 'workspace-2/user-9'), append(id, 0, file.subarray(0, 10)).then(() => uploads.status('not-an-id', OWNER))]) {
      expect(await failure(call)).toMatchObject({ code: 'files.upload-not-found', status: 404 });
    }
    expect(await failure(uploads.status('6f1c2b9e-1111-4222-8333-944455556666', OWNER))).toMatchObject({ code: 'files.upload-not-found' });
    clock.current = new Date(clock.current.getTime() + 24 * HOUR);
    expect(await failure(uploads.status(id, OWNER))).toMatchObject({ code: 'files.upload-not-found' });
  });

  it('deletes expired uploads, orphaned parts and unreadable manifests, and keeps the others', async () => {
    const old = await uploads.start({ owner: OWNER, size: 2000, contentType: 'image/png' });
    await append(old.id, 0, file.subarray(0, 1000));
    clock.current = new Date(clock.current.getTime() + 20 * HOUR);
    const recent = await uploads.start({ owner: OWNER, size: 2000, contentType: 'image/png' });
    await append(recent.id, 0, file.subarray(0, 1000));
    await files.put('uploads/0b7d2a41-5555-4666-8777-988899990000/part-000000000000', Buffer.from('orphan'), { contentType: 'application/octet-stream' });
    await files.put('uploads/1c8e3b52-5555-4666-8777-988899990000/manifest.json', Buffer.from('{ damaged'), { contentType: 'application/json' });

    expect(await deleteExpiredUploads(files, new Date(clock.current.getTime() + 5 * HOUR))).toBe(3);
    expect((await files.list('uploads/')).map((listed) => listed.key)).toEqual([`uploads/${recent.id}/manifest.json`, `uploads/${recent.id}/part-000000000000`]);
    expect(await deleteExpiredUploads(files, clock.now())).toBe(0);
  });
});

describe('uploadChunkFrom', () => {
  it('reads the offset, body and length of a part, and refuses a malformed offset', () => {
    const request = new Request('http://127.0.0.1/api/uploads/x', { method: 'PATCH', headers: { 'Upload-Offset': '1024', 'Content-Length': '3' }, body: 'abc' });
    expect(uploadChunkFrom(request)).toMatchObject({ offset: 1024, length: 3, body: expect.any(ReadableStream) });
    for (const offset of [null, '', '-1', '1e3', '12abc', '9'.repeat(16)]) {
      const headers: Record<string, string> = offset === null ? {} : { 'Upload-Offset': offset };
      expect(() => uploadChunkFrom(new Request('http://127.0.0.1/', { method: 'PATCH', headers, body: 'abc' })), String(offset)).toThrow(expect.objectContaining({ code: 'platform.invalid-input', status: 400 }));
    }
  });
});
