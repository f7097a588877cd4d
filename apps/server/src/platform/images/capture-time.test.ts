import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCaptureTime } from './capture-time';

async function exifWith(fields: Record<string, string>): Promise<Buffer | undefined> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).withExif({ IFD2: fields }).jpeg().toBuffer();
  return (await sharp(jpeg).metadata()).exif;
}

describe('readCaptureTime', () => {
  it('reads the camera clock with its fraction and offset, and the instant they make', async () => {
    expect(readCaptureTime(await exifWith({ DateTimeOriginal: '2026:01:31 23:59:58', SubSecTimeOriginal: '5', OffsetTimeOriginal: '+05:30' }))).toEqual({
      local: '2026-01-31T23:59:58.500',
      offset: '+05:30',
      at: new Date('2026-01-31T18:29:58.500Z'),
    });
  });

  it('keeps the wall-clock time alone when the offset is missing or impossible', async () => {
    expect(readCaptureTime(await exifWith({ DateTimeOriginal: '2026:07:04 09:00:00', OffsetTimeOriginal: '+25:00' }))).toEqual({ local: '2026-07-04T09:00:00', offset: null, at: null });
    expect(readCaptureTime(await exifWith({ DateTimeOriginal: '2026:07:04 09:00:00', OffsetTimeOriginal: 'local' }))).toEqual({ local: '2026-07-04T09:00:00', offset: null, at: null });
  });

  it('says nothing for a clock never set, a missing date or an EXIF block it cannot read', async () => {
    expect(readCaptureTime(await exifWith({ DateTimeOriginal: '0000:00:00 00:00:00' }))).toBeNull();
    expect(readCaptureTime(await exifWith({ DateTimeOriginal: '1970:01:01 00:00:00' }))).toBeNull();
    expect(readCaptureTime(await exifWith({ UserComment: 'no date here' }))).toBeNull();
    expect(readCaptureTime(Buffer.from('Exif\0\0garbage'))).toBeNull();
    expect(readCaptureTime(undefined)).toBeNull();
  });
});
