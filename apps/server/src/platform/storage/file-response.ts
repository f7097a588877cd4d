import type { FileStream } from './file-store';

/**
 * The HTTP answer for a stored file reached through a signed link (file-links.ts): its bytes as
 * a stream, shown in the page rather than downloaded, never sniffed as another type, and kept by
 * the browser alone (not shared caches) until the link expires. `fileName` (optional) is what a
 * "save as" proposes.
 */
export function fileResponse(file: FileStream, options: { expiresAt: Date; now: Date; fileName?: string }): Response {
  const maxAge = Math.max(0, Math.floor((options.expiresAt.getTime() - options.now.getTime()) / 1000));
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': `private, max-age=${maxAge}`,
      'Content-Disposition': options.fileName ? `inline; ${dispositionFileName(options.fileName)}` : 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Last-Modified': file.lastModified.toUTCString(),
    },
  });
}

/** RFC 6266: a plain ASCII fallback, and the exact name in RFC 5987 encoding. */
function dispositionFileName(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
