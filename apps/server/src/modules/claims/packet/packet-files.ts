import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { PacketInput, PacketPhoto, PacketReceipt } from './packet-input';

/** The mark a file gets when its bytes are no longer the ones hashed at upload. */
export const HASH_MISMATCH_MARK = 'Does not match the hash recorded at upload';
/** The mark a file gets when storage could not give its bytes back. */
export const UNREADABLE_MARK = 'The stored file could not be read';

/** One original as it goes into the packet: its bytes read once, hashed again, and its place in the ZIP. */
export interface PacketFile<T extends PacketPhoto | PacketReceipt> {
  source: T;
  /** The bytes as stored now, or null when they could not be read. */
  bytes: Buffer | null;
  /** SHA-256 of `bytes` (what `SHA256SUMS` lists), or null when unreadable. */
  sha256Now: string | null;
  /** The source's marks plus the packet's own (hash mismatch, unreadable). */
  marks: string[];
  /** Where the original is in the ZIP. */
  zipPath: string;
}

export interface PacketFiles {
  photos: Array<PacketFile<PacketPhoto>>;
  receipts: Array<PacketFile<PacketReceipt>>;
}

const ROLE_ORDER: Record<PacketPhoto['role'], number> = { before: 0, after: 1, issue: 2 };

/**
 * Reads every original of the packet (photos in role then time order, receipts in upload order),
 * hashes it again and names its place in the ZIP. The PDF and the ZIP both start here, so they
 * list the same paths, hashes and marks. A few files are read at once: each may be a few megabytes.
 */
export async function readPacketFiles(input: PacketInput): Promise<PacketFiles> {
  const photos = [...input.photos].sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || photoTime(a).getTime() - photoTime(b).getTime() || a.id.localeCompare(b.id),
  );
  const receipts = [...input.receipts].sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime() || a.id.localeCompare(b.id));
  const usedPaths = new Set<string>();
  const photoPaths = photos.map((photo) => uniquePath(usedPaths, photoZipPath(photo, input.timeZone)));
  const receiptPaths = receipts.map((receipt) => uniquePath(usedPaths, `receipts/${safeFileName(receipt.fileName, receipt.id, receipt.contentType)}`));
  const [readPhotos, readReceipts] = await Promise.all([
    mapLimited(photos, 4, (photo, index) => readOne(photo, photo.marks, photoPaths[index]!)),
    mapLimited(receipts, 4, (receipt, index) => readOne(receipt, [], receiptPaths[index]!)),
  ]);
  return { photos: readPhotos, receipts: readReceipts };
}

async function readOne<T extends PacketPhoto | PacketReceipt>(source: T, marks: string[], zipPath: string): Promise<PacketFile<T>> {
  let bytes: Buffer | null;
  try {
    bytes = await source.read();
  } catch {
    bytes = null;
  }
  const sha256Now = bytes ? createHash('sha256').update(bytes).digest('hex') : null;
  const packetMarks = [...marks];
  if (!bytes) packetMarks.push(UNREADABLE_MARK);
  else if (sha256Now !== source.sha256.toLowerCase()) packetMarks.push(HASH_MISMATCH_MARK);
  return { source, bytes, sha256Now, marks: packetMarks, zipPath };
}

function photoTime(photo: PacketPhoto): Date {
  return photo.takenAt ?? photo.uploadedAt;
}

/** `photos/<role>/<time>-<item>-<id>.<ext>`: the time is the capture time (else the upload's) in the property's zone. */
function photoZipPath(photo: PacketPhoto, timeZone: string): string {
  const time = DateTime.fromJSDate(photoTime(photo), { zone: timeZone }).toFormat("yyyyLLdd'T'HHmmss");
  const item = slug(photo.itemLabel ?? '') || 'photo';
  return `photos/${photo.role}/${time}-${item}-${slug(photo.id) || 'file'}.${extensionOf(photo.fileName, photo.contentType)}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

function extensionOf(fileName: string, contentType: string): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1];
  return (EXTENSIONS[contentType.toLowerCase()] ?? fromName?.toLowerCase() ?? 'bin');
}

/** A receipt's own name, reduced to characters every unzip tool and file system accepts. */
function safeFileName(fileName: string, id: string, contentType: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return `${slug(base) || slug(id) || 'receipt'}.${extensionOf(fileName, contentType)}`;
}

/** Lower-case ASCII words joined by hyphens ("Zoë's lamp #2" → "zoe-s-lamp-2"), at most 60 characters. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function uniquePath(used: Set<string>, path: string): string {
  let candidate = path;
  for (let n = 2; used.has(candidate); n++) candidate = path.replace(/(\.[a-z0-9]+)?$/, `-${n}$1`);
  used.add(candidate);
  return candidate;
}

/** `work` on every item, at most `limit` at once, results in the items' order. */
export async function mapLimited<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
