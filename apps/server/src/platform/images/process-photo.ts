import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES } from '@cohost/shared';
import type { Sharp, SharpOptions } from 'sharp';
import { filesErrors, sizeText } from '../storage/files-errors';
import { readCaptureTime, type CaptureTime } from './capture-time';
import { sniffImageType } from './sniff-image-type';

/** A photo ready to keep: re-encoded without any metadata, and what was read from it first. */
export interface ProcessedPhoto {
  /** The photo, upright, at most `maxEdge` pixels on its longer side, as JPEG. */
  full: Buffer;
  /** The same, at most `thumbnailEdge` pixels on its longer side. */
  thumbnail: Buffer;
  contentType: 'image/jpeg';
  /** When the camera says it was taken (EXIF), or null when it does not. */
  capturedAt: CaptureTime | null;
  /** Of `full`. */
  width: number;
  height: number;
  /** SHA-256 of `full`, hexadecimal. */
  sha256: string;
}

export interface PhotoLimits {
  /** Largest input accepted (`files.too-large`). */
  maxBytes: number;
  /** Largest pixel count accepted (`files.too-many-pixels`): a guard against decompression bombs. */
  maxPixels: number;
  maxEdge: number;
  thumbnailEdge: number;
  /** JPEG quality of `full` (the thumbnail's is a little lower). */
  quality: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxBytes: PHOTO_MAX_BYTES,
  // A phone's 50-megapixel mode fits; a 200-megapixel one does not.
  maxPixels: 60_000_000,
  maxEdge: 2560,
  thumbnailEdge: 400,
  quality: 82,
};

/** Photos processed at once by this process: each holds a decoded image (tens of megabytes) and a core. */
const CONCURRENT_PHOTOS = 2;

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loadedSharp: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips, shipped as an npm package per platform) is loaded with the first photo, so a
 * start that processes none never loads it. Its operation cache is off: every photo is new.
 */
function loadSharp(): Promise<SharpFactory> {
  return (loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

/**
 * Takes a photo someone sent (bytes of any declared type and name) and makes what is kept of it:
 * checked against the limits and recognised by its content (JPEG, PNG, WebP, AVIF; HEIC named and
 * refused), its capture time read from EXIF, turned upright by its EXIF orientation, and
 * re-encoded as JPEG with no metadata at all (no GPS position, no camera serial numbers, no
 * software or owner names, no colour profile: converted to sRGB), plus a thumbnail.
 *
 * Refusals are AppErrors with a message for the sender: `files.too-large` (413),
 * `files.too-many-pixels` (413), `files.unsupported-type` (415), `files.unreadable` (422).
 * At most two photos are processed at once per process; the others wait their turn.
 */
export async function processPhoto(input: Uint8Array, limits: Partial<PhotoLimits> = {}): Promise<ProcessedPhoto> {
  const { maxBytes, maxPixels, maxEdge, thumbnailEdge, quality } = { ...DEFAULT_PHOTO_LIMITS, ...limits };
  if (input.byteLength > maxBytes) throw filesErrors.tooLarge({ maxBytes }, `This photo is ${sizeText(input.byteLength, 'up')}; the limit is ${sizeText(maxBytes, 'down')}.`);
  const type = sniffImageType(input);
  if (type === 'heic') {
    throw filesErrors.unsupportedType(
      { type },
      'HEIC photos cannot be read yet. Send it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    );
  }
  if (!type) throw filesErrors.unsupportedType();

  const sharp = await loadSharp();
  return photoTurns.run(async () => {
    const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    // Warnings pass (many cameras write small oddities); errors and truncated data fail. Only the first frame of an animation.
    const options: SharpOptions = { failOn: 'error', limitInputPixels: maxPixels, pages: 1 };
    let metadata: Awaited<ReturnType<Sharp['metadata']>>;
    try {
      // The header alone (sharp's own pixel limit would refuse it as unreadable): the size is known
      // before anything is decoded.
      metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw filesErrors.unreadable();
    }
    const { width, height } = metadata;
    if (!width || !height) throw filesErrors.unreadable();
    if (width * height > maxPixels) {
      throw filesErrors.tooManyPixels({ maxPixels }, `This photo is ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}.`);
    }
    const capturedAt = readCaptureTime(metadata.exif);

    try {
      // rotate() with no angle turns the image by its EXIF orientation; transparency goes onto white
      // (JPEG has none); the output keeps no metadata (sharp's default).
      const upright = sharp(bytes, options).rotate().flatten({ background: '#ffffff' });
      const [full, thumbnail] = await Promise.all([
        upright.clone().resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toBuffer({ resolveWithObject: true }),
        upright.clone().resize({ width: thumbnailEdge, height: thumbnailEdge, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: quality - 7 }).toBuffer(),
      ]);
      return {
        full: full.data,
        thumbnail,
        contentType: 'image/jpeg',
        capturedAt,
        width: full.info.width,
        height: full.info.height,
        sha256: createHash('sha256').update(full.data).digest('hex'),
      };
    } catch {
      throw filesErrors.unreadable();
    }
  });
}

/** A counting semaphore: `run` waits for one of `size` turns. */
class Turns {
  #free: number;
  readonly #waiting: Array<() => void> = [];

  constructor(size: number) {
    this.#free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

const photoTurns = new Turns(CONCURRENT_PHOTOS);

function megapixels(pixels: number): string {
  return `${Math.round(pixels / 1_000_000)} megapixels`;
}
