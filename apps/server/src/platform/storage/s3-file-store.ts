import type * as S3ClientModule from '@aws-sdk/client-s3';
import { assertContentType, assertFileKey, assertFilePrefix, type FileInfo, type FileStore, type ListedFile } from './file-store';

export interface S3FileStoreConfig {
  /** Unset: AWS's own endpoint for the region. MinIO and others: their URL. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most S3-compatible servers). */
  forcePathStyle: boolean;
}

type S3Sdk = typeof S3ClientModule;

/**
 * Files in an S3 bucket (AWS, MinIO, any S3-compatible server) through `@aws-sdk/client-s3`,
 * loaded on first use so installations on local disk never load it. The credentials are given,
 * so the client never looks for others (no instance metadata service, no profile files); and it
 * computes checksums only where S3 requires them, which servers other than AWS all accept.
 */
export function createS3FileStore(config: S3FileStoreConfig): FileStore {
  let opened: Promise<{ sdk: S3Sdk; client: S3ClientModule.S3Client }> | null = null;
  const connect = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    })));
  const Bucket = config.bucket;

  function info(key: string, answer: { ContentLength?: number; ContentType?: string; LastModified?: Date }): FileInfo {
    return { key, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream', lastModified: answer.LastModified ?? new Date(0) };
  }

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      assertFileKey(key);
      assertContentType(contentType);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.byteLength }));
    },

    async get(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
        return { ...info(key, answer), size: body.byteLength, body };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async stream(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new Error(`S3 answered no body for ${key}`);
        return { ...info(key, answer), body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async head(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      try {
        return info(key, await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        // A HEAD answer has no body, so S3's 404 reaches the SDK without its NoSuchKey code.
        if (error instanceof sdk.NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      assertFilePrefix(prefix);
      const { sdk, client } = await connect();
      const files: ListedFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) files.push({ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
