/**
 * Above this difference two photos of one checklist item are worth a look. Measured on generated
 * scenes (compare-photos.test.ts): the same scene re-encoded, resized, 20 % brighter or darker, or
 * taken 2 % to the side stays at or under 0.10; a lamp gone or broken in the frame is at 0.15 or
 * above.
 */
const CHANGED_ABOVE = 0.12;
/** Both photos are compared at this size: enough for an object, too coarse for JPEG noise. */
const EDGE = 32;
/** The frame is cut into BLOCKS × BLOCKS regions: a change confined to one region (a lamp) must not drown in the rest. */
const BLOCKS = 4;

/**
 * How different two photos of the same checklist item are (0 = the same picture; unrelated
 * pictures are about 0.35), and whether that is a change worth a look.
 *
 * Each photo is turned upright (EXIF), cropped to the same centred square, made a 32 × 32
 * greyscale and slightly blurred; its brightness is normalised by ranking its pixels (each pixel
 * becomes its rank, 0–1), so another exposure, a cloudy day or another phone's tone curve does not
 * count. The difference is the mean absolute difference of the ranks in the most changed of 16
 * regions: an object gone from one part of the frame stands out, as it would to a person.
 */
export async function comparePhotos(a: Buffer, b: Buffer): Promise<{ difference: number; changed: boolean }> {
  const [ranksA, ranksB] = await Promise.all([rankedPixels(a), rankedPixels(b)]);
  const blockEdge = EDGE / BLOCKS;
  const sums = new Float64Array(BLOCKS * BLOCKS);
  for (let y = 0; y < EDGE; y++) {
    for (let x = 0; x < EDGE; x++) {
      const block = Math.floor(y / blockEdge) * BLOCKS + Math.floor(x / blockEdge);
      sums[block]! += Math.abs(ranksA[y * EDGE + x]! - ranksB[y * EDGE + x]!);
    }
  }
  const difference = Math.max(...sums) / (blockEdge * blockEdge);
  return { difference: Math.round(difference * 1000) / 1000, changed: difference > CHANGED_ABOVE };
}

async function rankedPixels(photo: Buffer): Promise<Float64Array> {
  // Loaded with the first comparison, as platform/images loads it: a start that compares nothing never loads libvips.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(photo, { failOn: 'error', pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(EDGE, EDGE, { fit: 'cover', position: 'centre' })
    .greyscale()
    .blur(0.6)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Greyscale comes out as one channel; taking every channels-th byte keeps that true whatever libvips does.
  const values = Uint8Array.from({ length: EDGE * EDGE }, (_, i) => data[i * info.channels]!);
  // Pixels of equal value share their average rank, so a flat image is all 0.5 rather than noise.
  const order = Array.from(values.keys()).sort((i, j) => values[i]! - values[j]!);
  const ranks = new Float64Array(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]!] === values[order[start]!]) end++;
    const rank = (start + end) / 2 / (order.length - 1);
    for (let k = start; k <= end; k++) ranks[order[k]!] = rank;
    start = end + 1;
  }
  return ranks;
}
