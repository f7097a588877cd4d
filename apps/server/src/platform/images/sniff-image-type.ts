/** The photo formats we read, and HEIC, which we recognise in order to refuse it by name. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What an image is, from its first bytes (its declared type and name are never trusted), or null
 * for anything else: text, PDF, SVG, GIF, TIFF… are not photos we take.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 16 && data.toString('latin1', 4, 8) === 'ftyp') {
    // An ISO media file: its major brand, then its compatible brands, name what it holds.
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 256);
    const brands = [data.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(data.toString('latin1', offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}
