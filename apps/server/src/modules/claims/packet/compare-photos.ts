/**
 * Above this difference two photos of one checklist item are worth a look. Measured by
 * compare-photos.test.ts: the same scene re-encoded, brighter or darker stays under 0.05;
 * an object gone or broken in the frame is above 0.12.
 */
const CHANGED_ABOVE = 0.08;
/** Both photos are compared at this size: enough for an object, too coarse for JPEG noise or a hand's shake. */
const EDGE = 32;

/**
 * How different two photos of the same checklist item are (0 = the same picture, 1 = nothing
 * alike), and whether that is a change worth a look. Each is turned upright, cropped to the same
 * square around its centre, made a 32 × 32 greyscale, and its brightness and contrast normalised
 * (so a cloudy day or another phone's exposure does not count); the difference is the mean
 * absolute difference of the pixels, scaled to 0–1.
 */
export async function comparePhotos(a: Buffer, b: Buffer): Promise<{ difference: number; changed: boolean }> {
  const [pixelsA, pixelsB] = await Promise.all([normalisedPixels(a), normalisedPixels(b)]);
  let sum = 0;
  for (let i = 0; i < pixelsA.length; i++) sum += Math.abs(pixelsA[i]! - pixelsB[i]!);
  // Two unrelated images (independent, unit variance) differ by about 1.13 on average; 2 is the scale's end.
  const difference = Math.min(1, sum / pixelsA.length / 2);
  return { difference: Math.round(difference * 1000) / 1000, changed: difference > CHANGED_ABOVE };
}

async function normalisedPixels(photo: Buffer): Promise<Float64Array> {
  // Loaded with the first comparison, as platform/images loads it: a start that compares nothing never loads libvips.
  const { default: sharp } = await import('sharp');
  const raw = await sharp(photo, { failOn: 'error', pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(EDGE, EDGE, { fit: 'cover', position: 'centre' })
    .greyscale()
    .raw()
    .toBuffer();
  const pixels = Float64Array.from(raw);
  const mean = pixels.reduce((total, value) => total + value, 0) / pixels.length;
  const variance = pixels.reduce((total, value) => total + (value - mean) ** 2, 0) / pixels.length;
  // A flat image (a lens cap, a white wall) has no contrast to normalise: its deviations are kept as they are.
  const deviation = Math.max(Math.sqrt(variance), 8);
  return pixels.map((value) => (value - mean) / deviation);
}
