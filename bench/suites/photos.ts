import sharp from 'sharp';
import { processPhoto } from '../../apps/server/src/platform/images/process-photo';
import type { BenchSuite, Figure } from '../support/bench-suite';
import { percentile } from '../support/portfolio';

// Issue 20: photo processing time per image. Targets are ours: a cleaner sends 10–30 photos after
// a turnover, and each should be ready well within the time its upload took.
const P95_TARGET_MS = 1_500;
const THROUGHPUT_TARGET = 2;

const PHOTOS = Number(process.env.BENCH_PHOTOS) || 30;
const WIDTH = 4000;
const HEIGHT = 3000;
/** Distinct inputs the photos take turns with (making each one costs seconds of noise). */
const VARIANTS = 6;

/**
 * Phone-like 12-megapixel JPEGs (4000 × 3000, quality 90): Gaussian noise, slightly blurred, for
 * the entropy of a real scene (a flat image would decode faster than any photo), each with the
 * EXIF a phone writes (capture time and offset, GPS, camera and serial numbers), half of them
 * in portrait (orientation 6, turned upright by the processing).
 */
async function phonePhotos(): Promise<Buffer[]> {
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  const photos: Buffer[] = [];
  for (let index = 0; index < VARIANTS; index++) {
    let image = sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).blur(0.7).modulate({ brightness: 0.8 + index * 0.08, hue: index * 40 });
    if (index % 2 === 1) image = image.flop();
    photos.push(
      await image
        .withExif({
          IFD0: { Make: 'Google', Model: 'Pixel 8', Software: 'HDR+ 1.0' },
          IFD2: { DateTimeOriginal: `2026:05:0${index + 1} 10:15:30`, OffsetTimeOriginal: '+02:00', BodySerialNumber: `SN-${index}` },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 700/100' },
        })
        .withMetadata({ orientation: index % 2 === 0 ? 1 : 6 })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

/**
 * `processPhoto` (platform/images) on each photo one after another, after two untimed: the time
 * one photo takes (p50, p95). Then every photo submitted at once, as a cleaner's batch arriving:
 * photos per second while processPhoto runs two at a time.
 */
export const photosSuite: BenchSuite = {
  name: 'Photos',
  async run(log) {
    log(`making ${VARIANTS} phone-like 12 MP JPEGs with EXIF`);
    const inputs = await phonePhotos();
    const inputOf = (index: number) => inputs[index % inputs.length]!;
    const inputKb = inputs.reduce((sum, input) => sum + input.length, 0) / inputs.length / 1000;

    for (let index = 0; index < 2; index++) await processPhoto(inputOf(index));
    log(`processing ${PHOTOS} photos one at a time`);
    const timesMs: number[] = [];
    let outputBytes = 0;
    let thumbnailBytes = 0;
    for (let index = 0; index < PHOTOS; index++) {
      const started = performance.now();
      const photo = await processPhoto(inputOf(index));
      timesMs.push(performance.now() - started);
      if (photo.capturedAt === null || Math.max(photo.width, photo.height) !== 2560) throw new Error('a photo came out without its capture time or at the wrong size');
      outputBytes += photo.full.length;
      thumbnailBytes += photo.thumbnail.length;
    }
    timesMs.sort((a, b) => a - b);

    log(`processing ${PHOTOS} photos submitted at once`);
    const batchStarted = performance.now();
    await Promise.all(Array.from({ length: PHOTOS }, (_, index) => processPhoto(inputOf(index))));
    const perSecond = PHOTOS / ((performance.now() - batchStarted) / 1000);

    const sizes = `in ${Math.round(inputKb)} kB, out ${Math.round(outputBytes / PHOTOS / 1000)} kB + ${Math.round(thumbnailBytes / PHOTOS / 1000)} kB thumbnail`;
    const figures: Figure[] = [
      { label: 'Photo processing, 12 MP JPEG (p50)', value: percentile(timesMs, 50), unit: 'ms', detail: `${PHOTOS} photos one at a time; ${sizes}` },
      {
        label: 'Photo processing, 12 MP JPEG (p95)',
        value: percentile(timesMs, 95),
        unit: 'ms',
        target: { comparison: '<=', value: P95_TARGET_MS },
        detail: `max ${Math.round(timesMs.at(-1)!)} ms; sniff, EXIF, upright, 2560 px JPEG q82 without metadata, 400 px thumbnail`,
      },
      {
        label: 'Photo processing throughput (batch)',
        value: perSecond,
        unit: 'photos/s',
        target: { comparison: '>=', value: THROUGHPUT_TARGET },
        detail: `${PHOTOS} photos submitted at once, two processed at a time`,
      },
    ];
    return figures;
  },
};
