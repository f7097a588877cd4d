import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { createDiskFileStore } from './disk-file-store';
import { ResumableUploads } from './resumable-uploads';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ works: true });
});

afterAll(async () => {
  await app.close();
});

describe('files.delete-expired-uploads', () => {
  it('runs on the job queue and deletes the uploads no one finished within their day, from the store modules are given', async () => {
    // The app's modules keep their files on disk in FILES_DIR (providers.ts): the same folder.
    const files = createDiskFileStore(app.ctx.env.filesDir);
    const uploads = new ResumableUploads({ files, clock: app.clock, maxBytes: 1000, maxChunkBytes: 1000, contentTypes: ['image/jpeg'] });
    const abandoned = await uploads.start({ owner: 'workspace/cleaner', size: 10, contentType: 'image/jpeg' });
    await uploads.append(abandoned.id, 'workspace/cleaner', { offset: 0, body: new Blob(['12345']).stream(), length: 5 });
    app.clock.advance(25 * 60 * 60 * 1000);
    const current = await uploads.start({ owner: 'workspace/cleaner', size: 10, contentType: 'image/jpeg' });

    const run = await app.ctx.jobs.runScheduledNow('files.delete-expired-uploads', { waitMs: 15_000 });

    expect(run?.state).toBe('completed');
    expect((await files.list('uploads/')).map((file) => file.key)).toEqual([`uploads/${current.id}/manifest.json`]);
  });
});
