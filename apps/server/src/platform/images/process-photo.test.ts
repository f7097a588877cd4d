import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { processPhoto } from './process-photo';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A width × height image, its left half red and right half blue. */
function halves(width: number, height: number, channels: 3 | 4 = 3) {
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b } = x < width / 2 ? RED : BLUE;
      raw.set(channels === 4 ? [r, g, b, x < width / 4 ? 0 : 255] : [r, g, b], (y * width + x) * channels);
    }
  }
  return sharp(raw, { raw: { width, height, channels } });
}

/** What a phone writes: capture time, position, camera and owner details, serial numbers, an orientation and a colour profile. */
async function phoneJpeg(options: { width?: number; height?: number; orientation?: number; offset?: string | null } = {}): Promise<Buffer> {
  const { width = 300, height = 200, orientation = 1, offset = '+02:00' } = options;
  return halves(width, height)
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'SecretCam 17.4', Artist: 'Jane Cleaner', Copyright: 'Jane Cleaner' },
      IFD2: {
        DateTimeOriginal: '2026:05:01 10:15:30',
        SubSecTimeOriginal: '12',
        ...(offset ? { OffsetTimeOriginal: offset } : {}),
        BodySerialNumber: 'BODY-SN-9876',
        LensSerialNumber: 'LENS-SN-5432',
        CameraOwnerName: 'Jane Cleaner',
      },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 700/100' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The markers of a JPEG up to its image data (APPn segments hold EXIF, XMP, ICC, IPTC; COM holds comments). */
function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let offset = 2; offset + 4 <= jpeg.length && jpeg[offset] === 0xff; ) {
    const marker = jpeg[offset + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return markers;
}

async function refusal(input: Uint8Array, limits?: Parameters<typeof processPhoto>[1]): Promise<AppError> {
  try {
    await processPhoto(input, limits);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected the photo to be refused');
}

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + 3));
}

describe('processPhoto', () => {
  it('keeps the capture time and strips every piece of metadata from the photo and its thumbnail', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();

    const photo = await processPhoto(input);

    expect(photo.capturedAt).toEqual({ local: '2026-05-01T10:15:30.120', offset: '+02:00', at: new Date('2026-05-01T08:15:30.120Z') });
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 200 });
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const output of [photo.full, photo.thumbnail]) {
      const after = await sharp(output).metadata();
      expect(after.format).toBe('jpeg');
      expect(after).not.toHaveProperty('exif');
      expect(after).not.toHaveProperty('icc');
      expect(after).not.toHaveProperty('xmp');
      expect(after).not.toHaveProperty('iptc');
      expect(after.orientation).toBeUndefined();
      // No APPn segment but JFIF's APP0 (EXIF, XMP, ICC, IPTC, MPF live in APP1–APP15), no comment.
      expect(jpegMarkers(output).filter((marker) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)).toEqual([]);
      for (const trace of ['Exif', 'Apple', 'iPhone', 'SecretCam', 'Jane', 'BODY-SN', 'LENS-SN', '2026:05:01', 'http://ns.adobe.com']) {
        expect(output.includes(trace), trace).toBe(false);
      }
    }
  });

  it('turns the photo upright by its EXIF orientation', async () => {
    // Orientation 6: the camera was held upright and the sensor's image must turn 90° clockwise, so its left (red) half goes on top.
    const photo = await processPhoto(await phoneJpeg({ orientation: 6 }));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 200, height: 300 });
    const top = await pixel(photo.full, 100, 20);
    const bottom = await pixel(photo.full, 100, 280);
    expect(top[0]).toBeGreaterThan(180);
    expect(bottom[2]).toBeGreaterThan(180);
    expect((await sharp(photo.thumbnail).metadata()).height).toBeGreaterThan((await sharp(photo.thumbnail).metadata()).width!);
  });

  it('gives a capture time without an instant when the camera recorded no offset, and none without EXIF', async () => {
    expect((await processPhoto(await phoneJpeg({ offset: null }))).capturedAt).toEqual({ local: '2026-05-01T10:15:30.120', offset: null, at: null });
    expect((await processPhoto(await halves(64, 48).jpeg().toBuffer())).capturedAt).toBeNull();
  });

  it('scales a large photo down to 2560 pixels and its thumbnail to 400, and never scales a small one up', async () => {
    const large = await processPhoto(await halves(4000, 3000).jpeg().toBuffer());
    expect({ width: large.width, height: large.height }).toEqual({ width: 2560, height: 1920 });
    expect(await sharp(large.thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
    const small = await processPhoto(await halves(120, 90).jpeg().toBuffer());
    expect({ width: small.width, height: small.height }).toEqual({ width: 120, height: 90 });
    expect(await sharp(small.thumbnail).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it('reads PNG (transparency onto white), WebP and AVIF photos, with their EXIF capture time', async () => {
    const exif = { IFD2: { DateTimeOriginal: '2025:12:24 18:00:05', OffsetTimeOriginal: '-05:00' } };
    const png = await processPhoto(await halves(80, 60, 4).withExif(exif).png().toBuffer());
    expect(png.capturedAt).toEqual({ local: '2025-12-24T18:00:05', offset: '-05:00', at: new Date('2025-12-24T23:00:05Z') });
    // Its left quarter is transparent: white, not JPEG's default black.
    expect(Math.min(...(await pixel(png.full, 5, 30)))).toBeGreaterThan(240);
    expect((await sharp(png.full).metadata()).format).toBe('jpeg');

    const webp = await processPhoto(await halves(80, 60).withExif(exif).webp().toBuffer());
    expect(webp).toMatchObject({ width: 80, height: 60, capturedAt: { offset: '-05:00' } });
    const avif = await processPhoto(await halves(80, 60).avif({ effort: 0 }).toBuffer());
    expect(avif).toMatchObject({ width: 80, height: 60, contentType: 'image/jpeg' });
  });

  it('recognises a photo by its content, never by its name or declared type', async () => {
    for (const notAPhoto of [
      Buffer.from('Just some text, saved as photo.jpg\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      await halves(20, 20).gif().toBuffer(),
      await halves(20, 20).tiff().toBuffer(),
      Buffer.alloc(0),
    ]) {
      expect(await refusal(notAPhoto)).toMatchObject({ code: 'files.unsupported-type', status: 415 });
    }
  });

  it('names HEIC when it refuses one', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]);
    const error = await refusal(heic);
    expect(error).toMatchObject({ code: 'files.unsupported-type', status: 415 });
    expect(error.message).toMatch(/HEIC/);
  });

  it('refuses a file over the size limit before reading it, saying the limit', async () => {
    const error = await refusal(Buffer.alloc(15_000_001, 0xff));
    expect(error).toMatchObject({ code: 'files.too-large', status: 413, details: { maxBytes: 15_000_000 } });
    expect(error.message).toBe('This photo is 15.1 MB; the limit is 15 MB.');
    expect(await refusal(await phoneJpeg(), { maxBytes: 1000 })).toMatchObject({ code: 'files.too-large' });
  });

  it('refuses too many pixels from the header alone (a decompression bomb is never decoded)', async () => {
    // A tiny PNG whose header claims 50,000 × 50,000 pixels.
    const png = await halves(8, 8).png().toBuffer();
    const header = png.subarray(12, 29);
    header.writeUInt32BE(50_000, 4);
    header.writeUInt32BE(50_000, 8);
    png.writeUInt32BE(crc32(header) >>> 0, 29);
    const bomb = await refusal(png);
    expect(bomb).toMatchObject({ code: 'files.too-many-pixels', status: 413 });
    expect(bomb.message).toBe('This photo is 50000 × 50000 pixels (2500 megapixels); the limit is 60 megapixels.');
    expect(await refusal(await halves(2000, 1000).jpeg().toBuffer(), { maxPixels: 1_000_000 })).toMatchObject({ code: 'files.too-many-pixels' });
  });

  it('refuses damaged data as unreadable: garbage after a JPEG signature, or a photo cut short', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all'.repeat(20))]);
    expect(await refusal(garbage)).toMatchObject({ code: 'files.unreadable', status: 422 });
    const whole = await halves(600, 400).jpeg().toBuffer();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({ code: 'files.unreadable', status: 422 });
  });

  it('processes several photos sent at once', async () => {
    const inputs = await Promise.all(Array.from({ length: 5 }, (_, index) => halves(200 + index, 100).jpeg().toBuffer()));
    const photos = await Promise.all(inputs.map((input) => processPhoto(input)));
    expect(photos.map((photo) => photo.width)).toEqual([200, 201, 202, 203, 204]);
  });
});
