import { UPLOAD_OFFSET_HEADER, UPLOAD_PART_BYTES, UPLOAD_PART_CONTENT_TYPE, UploadStatusSchema, type StartUploadInput, type UploadStatus } from '@cohost/shared';
import { ApiError } from './api/call-api';

/** How the browser talks to an upload's address: its status (GET) and its parts (PATCH). Swapped in tests. */
export interface UploadTransport {
  status(url: string, signal?: AbortSignal): Promise<UploadStatus>;
  /** Sends one part starting at `offset`; `onSent` hears how many of its bytes have left so far. */
  send(url: string, offset: number, part: Blob, onSent: (bytes: number) => void, signal?: AbortSignal): Promise<UploadStatus>;
}

export interface ResumableUploadOptions {
  /** Starts the upload on the module's own route (which decides who may upload) and answers its status. */
  start: (input: StartUploadInput) => Promise<UploadStatus>;
  /** The upload's address, from its id: `GET` tells where it stands, `PATCH` takes a part. */
  uploadUrl: (id: string) => string;
  /** An upload started earlier (its id kept by the page): asked where it stands, and continued. */
  uploadId?: string;
  /** Bytes the server holds so far, of `total`; moves back when a part cut short is sent again. */
  onProgress?: (progress: { sent: number; total: number }) => void;
  signal?: AbortSignal;
  /** Waits before each try after a failure in a row; once they are used up the upload fails (and can be resumed with `uploadId`). */
  retryDelaysMs?: readonly number[];
  transport?: UploadTransport;
}

/** 1 s, 2 s, 5 s, then 10 s, 20 s and 30 s five times: about three minutes without a connection. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000];
/** A part never shrinks below this after failures (a poor connection gets smaller parts, not none). */
const MIN_PART_BYTES = 64 * 1024;
const PART_TIMEOUT_MS = 120_000;
const FALLBACK_MESSAGE = 'The photo could not be sent. Check the connection and try again.';

/**
 * Uploads a file in parts that survive a poor connection (a cleaner's phone): after a failure it
 * waits (1 s, 2 s, 5 s… up to 30 s), asks the server how much arrived, and goes on from there
 * with smaller parts. A refusal (too large, not a photo, not allowed) fails at once with the
 * server's message. Answers the upload's final status; the caller then asks its module to take
 * the file (e.g. attach the photo to the cleaning).
 */
export async function uploadResumably(file: Blob, options: ResumableUploadOptions): Promise<UploadStatus> {
  const transport = options.transport ?? browserTransport;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const report = (sent: number) => options.onProgress?.({ sent: Math.min(sent, file.size), total: file.size });
  let id = options.uploadId ?? null;
  let status: UploadStatus | null = null;
  let partBytes = UPLOAD_PART_BYTES;
  let failures = 0;
  const sha256 = id ? undefined : await sha256Of(file);

  for (;;) {
    options.signal?.throwIfAborted();
    try {
      if (!id) {
        status = await options.start({ size: file.size, contentType: file.type || 'application/octet-stream', ...(sha256 ? { sha256 } : {}) });
        id = status.id;
      }
      status ??= await transport.status(options.uploadUrl(id), options.signal);
      report(status.offset);
      if (status.complete) return status;
      const from = status.offset;
      const part = file.slice(from, Math.min(from + partBytes, file.size));
      status = await transport.send(options.uploadUrl(id), from, part, (bytes) => report(from + bytes), options.signal);
      failures = 0;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (!isWorthRetrying(error) || failures >= delays.length) throw error instanceof ApiError ? error : new ApiError(FALLBACK_MESSAGE, null, null);
      // Where the server stands is asked again: a part may have arrived in full, in part, or not at all.
      status = null;
      partBytes = Math.max(MIN_PART_BYTES, Math.floor(partBytes / 2));
      await wait(delays[failures++]!, options.signal);
    }
  }
}

/** A lost connection, a server error, a timeout or rate limit, or a part that did not follow (409): worth another try. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === null || error.status >= 500 || error.status === 408 || error.status === 409 || error.status === 429;
}

/** The file's SHA-256, hexadecimal; none where the browser offers no digest (pages not on HTTPS or localhost). */
async function sha256Of(file: Blob): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** An answer as the upload's status, or the server's refusal as an ApiError. */
function readAnswer(status: number, text: string): UploadStatus {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the fallback message below.
  }
  if (status >= 200 && status < 300) {
    const parsed = UploadStatusSchema.safeParse(body);
    if (parsed.success) return parsed.data;
  }
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  throw new ApiError(error?.message?.trim() || FALLBACK_MESSAGE, status, error?.code ?? null);
}

/** fetch for the status; XMLHttpRequest for parts, the one browser API that reports upload progress. */
const browserTransport: UploadTransport = {
  async status(url, signal) {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(FALLBACK_MESSAGE, null, null);
    }
    return readAnswer(response.status, await response.text());
  },

  send(url, offset, part, onSent, signal) {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PATCH', url);
      request.timeout = PART_TIMEOUT_MS;
      request.setRequestHeader(UPLOAD_OFFSET_HEADER, String(offset));
      request.setRequestHeader('Content-Type', UPLOAD_PART_CONTENT_TYPE);
      request.upload.onprogress = (event) => onSent(event.loaded);
      request.onload = () => {
        signal?.removeEventListener('abort', onAbort);
        try {
          resolve(readAnswer(request.status, request.responseText));
        } catch (error) {
          reject(error);
        }
      };
      request.onerror = request.ontimeout = () => {
        signal?.removeEventListener('abort', onAbort);
        reject(new ApiError(FALLBACK_MESSAGE, null, null));
      };
      const onAbort = () => {
        request.abort();
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.send(part);
    });
  },
};
