import { createHash, randomBytes } from 'node:crypto';
import type { StartUploadInput, UploadStatus } from '@cohost/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/call-api';
import { uploadResumably, type UploadTransport } from './resumable-upload';

const ID = '6f1c2b9e-1111-4222-8333-944455556666';
const NO_WAIT = [0, 0, 0, 0, 0, 0];

/**
 * A server that keeps what arrives, as the real one does (parts at the received offset, 409 for
 * another), and can be told to fail: `drops` cut the next parts after so many bytes (what arrived
 * is kept, the client hears of a lost connection), `errors` answer the next requests with a status.
 */
class FakeUploadServer implements UploadTransport {
  received = Buffer.alloc(0);
  size = 0;
  starts: StartUploadInput[] = [];
  partSizes: number[] = [];
  drops: number[] = [];
  errors: Array<{ status: number; code: string; message: string }> = [];

  answer(): UploadStatus {
    return { id: ID, size: this.size, offset: this.received.length, complete: this.received.length === this.size, contentType: 'image/jpeg', expiresAt: '2026-06-02T12:00:00.000Z' };
  }

  start = async (input: StartUploadInput): Promise<UploadStatus> => {
    this.starts.push(input);
    this.size = input.size;
    return this.answer();
  };

  async status(url: string): Promise<UploadStatus> {
    expect(url).toBe(`/api/test/uploads/${ID}`);
    this.failIfTold();
    return this.answer();
  }

  async send(url: string, offset: number, part: Blob, onSent: (bytes: number) => void): Promise<UploadStatus> {
    expect(url).toBe(`/api/test/uploads/${ID}`);
    this.partSizes.push(part.size);
    this.failIfTold();
    if (offset !== this.received.length) throw new ApiError('This part of the upload does not follow what was received so far.', 409, 'files.upload-offset-mismatch');
    const bytes = Buffer.from(await part.arrayBuffer());
    const drop = this.drops.shift();
    const arrived = drop === undefined ? bytes : bytes.subarray(0, drop);
    onSent(arrived.length);
    this.received = Buffer.concat([this.received, arrived]);
    if (drop !== undefined) throw new ApiError('The photo could not be sent. Check the connection and try again.', null, null);
    return this.answer();
  }

  private failIfTold(): void {
    const error = this.errors.shift();
    if (error) throw new ApiError(error.message, error.status, error.code);
  }
}

function upload(server: FakeUploadServer, file: Blob, extra: { progress?: number[]; uploadId?: string; signal?: AbortSignal; retryDelaysMs?: number[] } = {}) {
  return uploadResumably(file, {
    start: server.start,
    uploadUrl: (id) => `/api/test/uploads/${id}`,
    transport: server,
    retryDelaysMs: extra.retryDelaysMs ?? NO_WAIT,
    onProgress: ({ sent, total }) => {
      expect(total).toBe(file.size);
      extra.progress?.push(sent);
    },
    ...(extra.uploadId ? { uploadId: extra.uploadId } : {}),
    ...(extra.signal ? { signal: extra.signal } : {}),
  });
}

describe('uploadResumably', () => {
  it('sends the file in parts with its type and SHA-256, reporting progress to the end', async () => {
    const bytes = randomBytes(1_300_000);
    const server = new FakeUploadServer();
    const progress: number[] = [];

    const status = await upload(server, new Blob([bytes], { type: 'image/jpeg' }), { progress });

    expect(status).toMatchObject({ complete: true, offset: 1_300_000 });
    expect(server.received.equals(bytes)).toBe(true);
    expect(server.starts).toEqual([{ size: 1_300_000, contentType: 'image/jpeg', sha256: createHash('sha256').update(bytes).digest('hex') }]);
    expect(server.partSizes).toEqual([524_288, 524_288, 251_424]);
    expect(progress.at(-1)).toBe(1_300_000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('after a dropped connection asks where the server stands and resumes there with smaller parts, byte for byte', async () => {
    const bytes = randomBytes(1_000_000);
    const server = new FakeUploadServer();
    server.drops = [100_000, 5_000];

    await upload(server, new Blob([bytes], { type: 'image/png' }));

    expect(server.received.equals(bytes)).toBe(true);
    // 512 KiB cut at 100,000 bytes; 256 KiB cut at 5,000; then 128 KiB parts from 105,000 on.
    expect(server.partSizes.slice(0, 4)).toEqual([524_288, 262_144, 131_072, 131_072]);
  });

  it('retries server errors and rate limits, and a part that did not follow, then finishes', async () => {
    const bytes = randomBytes(600_000);
    const server = new FakeUploadServer();
    server.errors = [
      { status: 503, code: 'platform.unavailable', message: 'The service is temporarily unavailable.' },
      { status: 429, code: 'platform.too-many', message: 'Too many requests.' },
    ];
    await upload(server, new Blob([bytes]));
    expect(server.received.equals(bytes)).toBe(true);
    expect(server.starts[0]!.contentType).toBe('application/octet-stream');
  });

  it("fails at once with the server's message when it refuses the file", async () => {
    const server = new FakeUploadServer();
    server.start = async () => {
      throw new ApiError('This file is 18.2 MB; the limit is 15 MB.', 413, 'files.too-large');
    };
    await expect(upload(server, new Blob([randomBytes(1000)]))).rejects.toMatchObject({ status: 413, code: 'files.too-large', message: 'This file is 18.2 MB; the limit is 15 MB.' });

    const gone = new FakeUploadServer();
    gone.errors = [{ status: 404, code: 'files.upload-not-found', message: 'This upload does not exist (or has expired). Please send the file again.' }];
    await expect(upload(gone, new Blob([randomBytes(1000)]))).rejects.toMatchObject({ status: 404, code: 'files.upload-not-found' });
    expect(gone.partSizes).toHaveLength(1);
  });

  it('gives up after its tries while the connection stays down, and resumes later from the upload id', async () => {
    const bytes = randomBytes(700_000);
    const server = new FakeUploadServer();
    server.drops = [200_000, 0, 0, 0];

    await expect(upload(server, new Blob([bytes]), { retryDelaysMs: [0, 0, 0] })).rejects.toMatchObject({ status: null, message: expect.stringMatching(/could not be sent/) });
    expect(server.received.length).toBe(200_000);

    const progress: number[] = [];
    await upload(server, new Blob([bytes]), { uploadId: ID, progress });
    expect(server.received.equals(bytes)).toBe(true);
    expect(server.starts).toHaveLength(1);
    expect(progress[0]).toBe(200_000);
  });

  it('stops when the page aborts it', async () => {
    const server = new FakeUploadServer();
    server.drops = [1000];
    const controller = new AbortController();
    const uploading = upload(server, new Blob([randomBytes(600_000)]), { signal: controller.signal, retryDelaysMs: [60_000] });
    // Once the first part was cut short, while the upload waits its minute to try again.
    await vi.waitFor(() => expect(server.received.length).toBe(1000));
    controller.abort(new Error('left the page'));
    await expect(uploading).rejects.toThrow('left the page');
    expect(server.received.length).toBe(1000);
  });
});
