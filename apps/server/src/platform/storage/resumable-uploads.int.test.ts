import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { StartUploadInputSchema, UPLOAD_OFFSET_HEADER, UPLOAD_PART_CONTENT_TYPE, type UploadStatus } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in';
import { createApp } from '../http/create-app';
import { closeHttpServer, serverUrl, startHttpServer } from '../http/http-server';
import { createLogger } from '../log/logger';
import { systemClock } from '../runtime/clock';
import { createDiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';
import { ResumableUploads, uploadChunkFrom } from './resumable-uploads';

const S3 = { bucket: 'cohost-uploads', region: 'us-east-1', accessKeyId: 'AKIAUPLOADS', secretAccessKey: 'uploads-stand-in-secret' };
const OWNER = 'workspace-1/cleaner-1';
const PART_BYTES = 256 * 1024;

let root: string;
let s3: S3StandIn;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-uploads-'));
  s3 = await startS3StandIn(S3);
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * The routes a module would mount (it decides who may upload; here one owner), on the platform's
 * HTTP app with its body limit and same-origin guard, behind a real server on 127.0.0.1.
 */
async function serveUploads(files: FileStore): Promise<{ url: string; server: Server; uploads: ResumableUploads }> {
  const uploads = new ResumableUploads({ files, clock: systemClock, maxBytes: 15_000_000, maxChunkBytes: 1_048_576, contentTypes: ['image/jpeg'] });
  const app = createApp({ log: createLogger({ level: 'silent', pretty: false }), publicUrl: 'http://127.0.0.1', bodyLimitBytes: 1_048_576 });
  app.post('/api/test-uploads', async (c) => c.json(await uploads.start({ owner: OWNER, ...StartUploadInputSchema.parse(await c.req.json()) }), 201));
  app.get('/api/test-uploads/:id', async (c) => c.json(await uploads.status(c.req.param('id'), OWNER)));
  app.patch('/api/test-uploads/:id', async (c) => c.json(await uploads.append(c.req.param('id'), OWNER, uploadChunkFrom(c.req.raw))));
  app.get('/api/test-uploads/:id/file', async (c) => {
    const { bytes } = await uploads.read(c.req.param('id'), OWNER);
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'application/octet-stream' });
  });
  const server = await startHttpServer((request, env) => app.fetch(request, env), { hostname: '127.0.0.1', port: 0, production: false });
  return { url: serverUrl(server, '127.0.0.1'), server, uploads };
}

async function startUpload(url: string, file: Buffer): Promise<UploadStatus> {
  const response = await fetch(`${url}/api/test-uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ size: file.length, contentType: 'image/jpeg', sha256: createHash('sha256').update(file).digest('hex') }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as UploadStatus;
}

async function offsetOf(url: string, id: string): Promise<number> {
  const response = await fetch(`${url}/api/test-uploads/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as UploadStatus).offset;
}

async function sendPart(url: string, id: string, offset: number, bytes: Buffer): Promise<Response> {
  return fetch(`${url}/api/test-uploads/${id}`, {
    method: 'PATCH',
    headers: { [UPLOAD_OFFSET_HEADER]: String(offset), 'Content-Type': UPLOAD_PART_CONTENT_TYPE },
    body: bytes,
  });
}

/**
 * Starts sending a part with node:http, writes `sent` of its bytes, waits for them to leave, then
 * destroys the socket mid-body, as a phone losing its network does.
 */
async function sendPartAndDrop(url: string, id: string, offset: number, part: Buffer, sent: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const request = httpRequest({
    hostname,
    port,
    method: 'PATCH',
    path: `/api/test-uploads/${id}`,
    headers: { [UPLOAD_OFFSET_HEADER]: String(offset), 'Content-Type': UPLOAD_PART_CONTENT_TYPE, 'Content-Length': String(part.length) },
  });
  request.on('error', () => undefined);
  await new Promise<void>((resolve) => request.write(part.subarray(0, sent), () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 150));
  request.destroy();
}

async function waitForOffset(url: string, id: string, above: number): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const offset = await offsetOf(url, id);
    if (offset > above || Date.now() > deadline) return offset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  ['disk', () => createDiskFileStore(path.join(root, 'disk'))],
  ['S3 (stand-in)', () => createS3FileStore({ ...S3, endpoint: s3.url, forcePathStyle: true })],
])('resumable uploads over HTTP, kept on %s', (_name, openStore) => {
  let served: Awaited<ReturnType<typeof serveUploads>>;

  beforeAll(async () => {
    served = await serveUploads(openStore());
  });

  afterAll(async () => {
    await closeHttpServer(served.server);
  });

  it('survives a connection dropped mid-part: the client asks the offset, resumes, and the file arrives byte for byte', async () => {
    const { url } = served;
    const file = randomBytes(1_300_000);
    const { id, offset: start } = await startUpload(url, file);
    expect(start).toBe(0);

    // The first part goes through.
    const first = await sendPart(url, id, 0, file.subarray(0, PART_BYTES));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ offset: PART_BYTES, complete: false });

    // The second is cut off after 100,000 of its bytes: what arrived is kept.
    await sendPartAndDrop(url, id, PART_BYTES, file.subarray(PART_BYTES, 2 * PART_BYTES), 100_000);
    const resumeAt = await waitForOffset(url, id, PART_BYTES);
    expect(resumeAt).toBeGreaterThan(PART_BYTES);
    expect(resumeAt).toBeLessThanOrEqual(PART_BYTES + 100_000);

    // A client that resumes from where it was is told where to resume instead.
    const stale = await sendPart(url, id, PART_BYTES, file.subarray(PART_BYTES, 2 * PART_BYTES));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: 'files.upload-offset-mismatch', details: { offset: resumeAt } } });

    // Resumed from the server's offset to the end.
    let offset = resumeAt;
    while (offset < file.length) {
      const response = await sendPart(url, id, offset, file.subarray(offset, offset + PART_BYTES));
      expect(response.status).toBe(200);
      offset = ((await response.json()) as UploadStatus).offset;
    }
    expect(await offsetOf(url, id)).toBe(file.length);

    const received = await fetch(`${url}/api/test-uploads/${id}/file`);
    expect(received.status).toBe(200);
    expect(Buffer.from(await received.arrayBuffer()).equals(file)).toBe(true);
    await served.uploads.discard(id, OWNER);
  });

  it('answers a part over the body limit with 413 before reading it, and an unknown upload with 404', async () => {
    const { url } = served;
    const file = randomBytes(2_000_000);
    const { id } = await startUpload(url, file);
    // Refused by the body limit from its Content-Length, unread: the server then closes that connection.
    const tooLarge = await fetch(`${url}/api/test-uploads/${id}`, {
      method: 'PATCH',
      headers: { [UPLOAD_OFFSET_HEADER]: '0', 'Content-Type': UPLOAD_PART_CONTENT_TYPE, Connection: 'close' },
      body: file.subarray(0, 1_100_000),
    });
    expect(tooLarge.status).toBe(413);
    expect(await offsetOf(url, id)).toBe(0);
    const unknown = await sendPart(url, '0b7d2a41-5555-4666-8777-988899990000', 0, file.subarray(0, 10));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'files.upload-not-found' } });
    await served.uploads.discard(id, OWNER);
  });
});
