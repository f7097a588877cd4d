import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files worth compressing: text the browser downloads (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of the build's static assets, once at build time, so the server sends them
 * as they are (serveStatic's `precompressed`) instead of compressing each response again. A
 * variant that would not be smaller is not written. HTML is left alone: the server holds its
 * pages in memory and compresses those.
 */
export function precompressAssets(distDir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
      const source = fs.readFileSync(full);
      if (source.length < MIN_BYTES) continue;
      const brotli = zlib.brotliCompressSync(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      const gzip = zlib.gzipSync(source, { level: 9 });
      result.files += 1;
      result.bytes += source.length;
      if (brotli.length < source.length) {
        fs.writeFileSync(`${full}.br`, brotli);
        result.brotliBytes += brotli.length;
      }
      if (gzip.length < source.length) {
        fs.writeFileSync(`${full}.gz`, gzip);
        result.gzipBytes += gzip.length;
      }
    }
  };
  walk(distDir);
  return result;
}
