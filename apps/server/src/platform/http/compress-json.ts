import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';

/** JSON answers smaller than this go as they are: compressing them costs more than it saves. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 4 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether an Accept-Encoding header takes `encoding` (named, and not with q=0). */
function takes(acceptEncoding: string, encoding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === encoding && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

/** The encoding a client takes for JSON (brotli first), or null. */
export function jsonEncodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (takes(acceptEncoding, 'br')) return 'br';
  if (takes(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/**
 * Compresses the JSON answer of a request (after its handler ran) when the client takes brotli
 * or gzip and the body reaches the threshold: a dashboard of a large portfolio is hundreds of
 * kilobytes of repetitive JSON. Streams (server-sent events) and already-encoded answers are left
 * alone. Brotli at quality 4: most of the gain for a few milliseconds.
 */
export async function compressJsonAnswer(c: Context, encoding: 'br' | 'gzip'): Promise<void> {
  const response = c.res;
  if (!response.body || response.headers.has('content-encoding') || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  if (body.length < JSON_COMPRESSION_THRESHOLD_BYTES) {
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
    return;
  }
  const compressed = await compressJson(body, encoding);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  c.res = new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}

/** A JSON body in `encoding`: brotli at quality 4 (most of the gain for a few milliseconds), or gzip. */
export function compressJson(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}
