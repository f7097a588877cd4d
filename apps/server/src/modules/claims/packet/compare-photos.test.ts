import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { comparePhotos } from './compare-photos';
import { drawScene } from './sample-packet';

// Three rooms (wall hues), so the threshold is not tuned to one picture.
describe.each([35, 120, 200])('comparePhotos, a room with a %i° wall', (hue) => {
  it('finds no change in the same photo, nor in the same scene re-encoded, resized, brighter, darker or taken slightly to the side', async () => {
    const base = await drawScene({ hue });
    const sameScene = {
      identical: base,
      'JPEG quality 40': await drawScene({ hue, quality: 40 }),
      PNG: await sharp(base).png().toBuffer(),
      '1024 × 768': await drawScene({ hue, width: 1024, height: 768 }),
      '20 % brighter': await drawScene({ hue, brightness: 1.2 }),
      '20 % darker': await drawScene({ hue, brightness: 0.8 }),
      'less saturated and soft': await sharp(base).modulate({ saturation: 0.6 }).blur(1.2).jpeg({ quality: 60 }).toBuffer(),
      '8 pixels to the side': await sharp(await drawScene({ hue, width: 500, height: 375 })).extract({ left: 8, top: 6, width: 480, height: 360 }).jpeg().toBuffer(),
    };
    for (const [name, photo] of Object.entries(sameScene)) {
      const result = await comparePhotos(base, photo);
      expect(result, name).toMatchObject({ changed: false });
      expect(result.difference, name).toBeLessThanOrEqual(0.11);
    }
    expect(await comparePhotos(base, base)).toEqual({ difference: 0, changed: false });
  });

  it('finds a change when the lamp is missing or broken, also in another exposure', async () => {
    const base = await drawScene({ hue });
    const changedScene = {
      'lamp missing': await drawScene({ hue, lamp: 'missing' }),
      'lamp broken': await drawScene({ hue, lamp: 'broken' }),
      'lamp missing, 15 % brighter': await drawScene({ hue, lamp: 'missing', brightness: 1.15 }),
    };
    for (const [name, photo] of Object.entries(changedScene)) {
      const result = await comparePhotos(base, photo);
      expect(result, name).toMatchObject({ changed: true });
      expect(result.difference, name).toBeGreaterThanOrEqual(0.14);
      // Symmetric: which photo comes first does not matter.
      expect((await comparePhotos(photo, base)).difference, name).toBe(result.difference);
    }
  });
});

describe('comparePhotos', () => {
  it('turns photos upright by their EXIF orientation before comparing', async () => {
    const base = await drawScene();
    // The same scene stored sideways, with the orientation tag that says "turn me 90°".
    const sideways = await sharp(base).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await comparePhotos(base, sideways)).changed).toBe(false);
  });

  it('calls a flat picture (a lens cap) against the room a change, and two flat pictures the same', async () => {
    const flat = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#101010' } }).jpeg().toBuffer();
    const white = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#f0f0f0' } }).jpeg().toBuffer();
    expect((await comparePhotos(await drawScene(), flat)).changed).toBe(true);
    expect(await comparePhotos(flat, white)).toEqual({ difference: 0, changed: false });
  });

  it('refuses what is not an image', async () => {
    await expect(comparePhotos(Buffer.from('not a photo'), await drawScene())).rejects.toThrow();
  });
});
