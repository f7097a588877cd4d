import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandInOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page at most (S3's is 1000): small to see the SDK follow the pages. */
  maxKeysPerPage?: number;
}

interface StandInObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3StandIn {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style addressing). */
  url: string;
  /** The bucket's objects by key. */
  objects: Map<string, StandInObject>;
  /** Every request, as `METHOD path?query`, answered or refused. */
  requests: string[];
  close(): Promise<void>;
}

const MAX_KEYS = 1000;
const MAX_SKEW_MS = 15 * 60_000;
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/**
 * A local stand-in for the part of the S3 REST API the SDK uses for files: PutObject, GetObject,
 * HeadObject, DeleteObject and ListObjectsV2 on one bucket, path-style
 * (`/<bucket>/<key>`). Every request must be signed with AWS Signature Version 4 by the given
 * access key (the signature is checked in full, and the payload against its signed hash);
 * errors are S3's XML (`NoSuchKey`, `InvalidAccessKeyId`, `SignatureDoesNotMatch`…).
 */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, StandInObject>();
  const requests: string[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => s3Error(res, 500, 'InternalError', (error as Error).message));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    requests.push(`${req.method} ${rawUrl}`);
    const body = await readBody(req);
    const refusal = checkSignature(req, rawUrl, body, options);
    if (refusal) return s3Error(res, refusal.status, refusal.code, refusal.message);

    const [rawPath = '/', rawQuery = ''] = rawUrl.split('?', 2);
    const [, bucket, ...keySegments] = rawPath.split('/');
    if (bucket !== options.bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = keySegments.length > 0 ? decodeURIComponent(keySegments.join('/')) : '';
    const query = new URLSearchParams(rawQuery);

    if (!key) {
      if (req.method === 'GET' && query.get('list-type') === '2') return listObjects(res, query);
      return s3Error(res, 501, 'NotImplemented', 'The stand-in answers ListObjectsV2 on the bucket, nothing else');
    }
    if (req.method === 'PUT') {
      if (req.headers['x-amz-copy-source']) return s3Error(res, 501, 'NotImplemented', 'CopyObject is not part of the stand-in');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', etag, lastModified: new Date() });
      res.writeHead(200, { ETag: etag });
      return void res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        if (req.method === 'HEAD') return void res.writeHead(404).end();
        return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.', `<Key>${xml(key)}</Key>`);
      }
      res.writeHead(200, {
        'Content-Type': object.contentType,
        'Content-Length': String(object.body.byteLength),
        ETag: object.etag,
        'Last-Modified': object.lastModified.toUTCString(),
        'Accept-Ranges': 'bytes',
      });
      return void res.end(req.method === 'GET' ? object.body : undefined);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    return s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  function listObjects(res: ServerResponse, query: URLSearchParams): void {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? MAX_KEYS) || MAX_KEYS, options.maxKeysPerPage ?? MAX_KEYS);
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : (query.get('start-after') ?? '');
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xml(object.etag)}</ETag><Size>${object.body.byteLength}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(options.bucket)}</Name><Prefix>${xml(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        (truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!, 'utf8').toString('base64url')}</NextContinuationToken>` : '') +
        `${contents}</ListBucketResult>`,
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** AWS Signature Version 4 as S3 checks it; null when the request is signed by the known key. */
function checkSignature(req: IncomingMessage, rawUrl: string, body: Buffer, options: S3StandInOptions): { status: number; code: string; message: string } | null {
  const authorization = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId, date, region, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  if (region !== options.region) return { status: 400, code: 'AuthorizationHeaderMalformed', message: `the region '${region}' is wrong; expecting '${options.region}'` };

  const amzDate = header(req, 'x-amz-date');
  const payloadHash = header(req, 'x-amz-content-sha256');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(date)) return { status: 403, code: 'AccessDenied', message: 'X-Amz-Date is missing or does not match the credential scope' };
  const signedAt = Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  if (Math.abs(Date.now() - signedAt) > MAX_SKEW_MS) return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
  if (payloadHash.startsWith('STREAMING-')) return { status: 501, code: 'NotImplemented', message: 'aws-chunked uploads are not part of the stand-in' };
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    const actual = body.byteLength === 0 ? EMPTY_SHA256 : createHash('sha256').update(body).digest('hex');
    if (payloadHash !== actual) return { status: 400, code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }

  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return { status: 403, code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
  const [path = '/', query = ''] = rawUrl.split('?', 2);
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery(query),
    signedHeaders.map((name) => `${name}:${header(req, name).trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  let signingKey: Buffer = hmac(`AWS4${options.secretAccessKey}`, date);
  for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return null;
}

function canonicalQuery(query: string): string {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
      return [strictEncode(decodeURIComponent(name)), strictEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function strictEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function s3Error(res: ServerResponse, status: number, code: string, message: string, extra = ''): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message>${extra}<RequestId>stand-in</RequestId></Error>`);
}
