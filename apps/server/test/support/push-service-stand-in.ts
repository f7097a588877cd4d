import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One push as the stand-in received it, decrypted with the device's keys, its VAPID JWT checked. */
interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload (what the service worker would read). */
  payload: string;
  /** The VAPID JWT's claims, after its ES256 signature was verified against the `k=` key. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

/** A browser's side of one subscription: its keys, as PushSubscription.toJSON() gives them, and the private key to read pushes. */
export interface StandInDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/**
 * A push service on 127.0.0.1 (Web Push, RFC 8030): takes POSTs on any path, checks the VAPID
 * Authorization header (RFC 8292: `vapid t=<jwt>, k=<key>`, ES256 over the JWT with that key),
 * decrypts the aes128gcm body with the device's private key and auth secret (RFC 8291, with
 * the `http_ece` package), records it and answers 201. `gone(path)` makes a path answer 410,
 * as a push service does for a subscription the browser dropped. Independent of Vitest.
 */
export async function startPushServiceStandIn() {
  const devices = new Map<string, StandInDevice>();
  const goneAnswers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      try {
        const gone = goneAnswers.get(path);
        if (gone) {
          response.writeHead(gone).end('push subscription has unsubscribed or expired');
          return;
        }
        const device = devices.get(path);
        if (!device) throw new Error(`no device at ${path}`);
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL header');
        const { claims, key } = checkVapid(request.headers.authorization ?? '', `http://${request.headers.host}`);
        const payload = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth }).toString('utf8');
        received.push({ path, headers: request.headers, payload, claims, vapidPublicKey: key });
        response.writeHead(201, { location: `${path}/messages/${received.length}` }).end();
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end(error instanceof Error ? error.message : 'bad push');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    /** Requests refused (bad JWT, undecryptable body…): a test expects none. */
    problems,
    /** A new browser subscription: a P-256 key pair and a 16-byte auth secret, at its own path. */
    newDevice(): StandInDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const device = { endpoint: `${url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
      devices.set(path, device);
      return device;
    },
    /** From now on this device's endpoint answers `status` (410 Gone, or 404). */
    gone(device: StandInDevice, status = 410) {
      goneAnswers.set(new URL(device.endpoint).pathname, status);
    },
    pushesTo(device: StandInDevice): ReceivedPush[] {
      const path = new URL(device.endpoint).pathname;
      return received.filter((push) => push.path === path);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

function checkVapid(authorization: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`Authorization is not VAPID: ${authorization.slice(0, 40)}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, body, signature] = jwt.split('.');
  if (!header || !body || !signature) throw new Error('JWT has not three parts');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('JWT is not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`JWT aud ${claims.aud} is not ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('JWT expired');
  return { claims, key };
}
