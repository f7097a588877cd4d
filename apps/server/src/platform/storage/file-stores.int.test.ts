import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeFileStoreContract } from '../../../test/support/file-store-contract';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in';
import { createDiskFileStore } from './disk-file-store';
import { createS3FileStore, type S3FileStoreConfig } from './s3-file-store';

const S3 = { bucket: 'cohost-files', region: 'eu-west-3', accessKeyId: 'AKIACOHOSTTEST', secretAccessKey: 'stand-in-secret-access-key' };
let root: string;
let s3: S3StandIn;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-files-'));
  s3 = await startS3StandIn(S3);
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function s3Config(overrides: Partial<S3FileStoreConfig> = {}): S3FileStoreConfig {
  return { ...S3, endpoint: s3.url, forcePathStyle: true, ...overrides };
}

// The same suite for every adapter: a module cannot tell them apart.
describeFileStoreContract('disk', async () => createDiskFileStore(path.join(root, 'contract')));
describeFileStoreContract('S3 (real SDK, loopback stand-in)', async () => createS3FileStore(s3Config()));

describe('disk file store', () => {
  it('keeps files under its folder, leaves no temporary or emptied folders behind, and hides its type files from listings', async () => {
    const base = path.join(root, 'layout');
    const store = createDiskFileStore(base);
    await store.put('ws-1/photos/one.jpg', Buffer.from('one'), { contentType: 'image/jpeg' });
    await store.put('ws-1/photos/one.jpg', Buffer.from('one again'), { contentType: 'image/jpeg' });
    expect(fs.readFileSync(path.join(base, 'ws-1/photos/one.jpg'), 'utf8')).toBe('one again');
    expect(fs.readdirSync(path.join(base, 'ws-1/photos')).sort()).toEqual(['.one.jpg.meta', 'one.jpg']);
    expect((await store.list('ws-1/')).map((file) => file.key)).toEqual(['ws-1/photos/one.jpg']);

    await store.delete('ws-1/photos/one.jpg');
    expect(fs.existsSync(path.join(base, 'ws-1'))).toBe(false);
    expect(fs.existsSync(base)).toBe(true);
  });

  it('reads a file written without its type file as bytes of unknown type', async () => {
    const base = path.join(root, 'untyped');
    fs.mkdirSync(path.join(base, 'ws'), { recursive: true });
    fs.writeFileSync(path.join(base, 'ws/loose.bin'), 'loose');
    expect(await createDiskFileStore(base).head('ws/loose.bin')).toMatchObject({ size: 5, contentType: 'application/octet-stream' });
  });
});

describe('S3 file store', () => {
  it('signs every request with the configured key: a wrong secret or key id is refused, not read as a missing file', async () => {
    await expect(createS3FileStore(s3Config({ secretAccessKey: 'not-the-secret' })).get('ws/any.jpg')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(createS3FileStore(s3Config({ accessKeyId: 'AKIAUNKNOWN' })).head('ws/any.jpg')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(createS3FileStore(s3Config({ bucket: 'another-bucket' })).put('ws/any.jpg', Buffer.from('x'), { contentType: 'image/jpeg' })).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('reads a listing of many pages', async () => {
    const paged = await startS3StandIn({ ...S3, maxKeysPerPage: 3 });
    try {
      const store = createS3FileStore(s3Config({ endpoint: paged.url }));
      const keys = Array.from({ length: 8 }, (_, index) => `ws/many/${index}.bin`);
      for (const key of keys) await store.put(key, Buffer.from(key), { contentType: 'application/octet-stream' });
      expect((await store.list('ws/many/')).map((file) => file.key)).toEqual(keys);
      expect(paged.requests.filter((request) => request.includes('list-type=2'))).toHaveLength(3);
    } finally {
      await paged.close();
    }
  });

  describe('never looks for credentials on the network', () => {
    const metadataRequests: string[] = [];
    const metadataService = createServer((req, res) => {
      metadataRequests.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });

    beforeAll(async () => {
      await new Promise<void>((resolve) => metadataService.listen(0, '127.0.0.1', resolve));
      const endpoint = `http://127.0.0.1:${(metadataService.address() as AddressInfo).port}`;
      // Where the SDK's default chain would ask: the instance metadata service and a container's credentials.
      vi.stubEnv('AWS_EC2_METADATA_SERVICE_ENDPOINT', endpoint);
      vi.stubEnv('AWS_CONTAINER_CREDENTIALS_FULL_URI', `${endpoint}/credentials`);
      vi.stubEnv('AWS_CONFIG_FILE', path.join(root, 'no-aws-config'));
      vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', path.join(root, 'no-aws-credentials'));
      for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_REGION']) vi.stubEnv(name, undefined);
    });

    afterEach(() => {
      metadataRequests.length = 0;
    });

    afterAll(async () => {
      vi.unstubAllEnvs();
      await new Promise<void>((resolve) => metadataService.close(() => resolve()));
    });

    it('a client without credentials would ask the local stand-in for them (the check below can see it)', async () => {
      const bare = new S3Client({ region: S3.region, endpoint: s3.url, forcePathStyle: true, maxAttempts: 1 });
      await expect(bare.send(new GetObjectCommand({ Bucket: S3.bucket, Key: 'ws/any.jpg' }))).rejects.toThrow();
      bare.destroy();
      expect(metadataRequests.length).toBeGreaterThan(0);
    });

    it('the store, given its credentials, asks nothing at construction or in use', async () => {
      const before = s3.requests.length;
      const store = createS3FileStore(s3Config());
      expect(s3.requests.length).toBe(before);
      await store.put('ws/credentials.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
      expect(await store.get('ws/credentials.jpg')).not.toBeNull();
      expect(metadataRequests).toEqual([]);
    });
  });
});
