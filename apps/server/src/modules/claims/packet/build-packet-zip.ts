import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import type { PacketInput } from './packet-input';
import { readPacketFiles } from './packet-files';
import { isoInZone, packetTimeZone } from './packet-format';

/** One file of the ZIP as `manifest.json` describes it. */
interface ManifestFile {
  path: string;
  kind: 'packet' | 'photo' | 'receipt';
  /** SHA-256 of the file in this ZIP. */
  sha256: string;
  /** SHA-256 recorded when the file was uploaded (photos and receipts). */
  sha256AtUpload: string | null;
  matchesUploadHash: boolean | null;
  bytes: number;
  contentType: string;
  role?: 'before' | 'after' | 'issue';
  item?: string | null;
  takenAt?: string | null;
  uploadedAt?: string;
  takenBy?: string;
  uploadedBy?: string;
  originalFileName?: string;
  marks: string[];
}

/**
 * The ZIP a host sends with the PDF: `packet.pdf`, every original photo under
 * `photos/before|after|issue/` and receipt under `receipts/` exactly as stored (their bytes are
 * what was hashed at upload, unless marked), `manifest.json` (every file with its hash, size,
 * times, who, marks) and `SHA256SUMS` (`sha256sum -c SHA256SUMS` checks every other file).
 * Files are stored, not deflated: JPEGs and PDFs do not shrink, and anyone's unzip reads them.
 */
export async function buildPacketZip(packet: PacketInput, pdf: Buffer): Promise<Buffer> {
  const input = { ...packet, timeZone: packetTimeZone(packet.timeZone) };
  const { photos, receipts } = await readPacketFiles(input);
  const files: Zippable = {};
  const manifest: ManifestFile[] = [];
  const add = (path: string, bytes: Uint8Array, entry: Omit<ManifestFile, 'path' | 'sha256' | 'bytes'>) => {
    files[path] = bytes;
    manifest.push({ path, sha256: sha256(bytes), bytes: bytes.byteLength, ...entry });
  };

  add('packet.pdf', pdf, { kind: 'packet', sha256AtUpload: null, matchesUploadHash: null, contentType: 'application/pdf', marks: [] });
  for (const { source, bytes, sha256Now, marks, zipPath } of photos) {
    if (!bytes) continue;
    add(zipPath, bytes, {
      kind: 'photo',
      sha256AtUpload: source.sha256,
      matchesUploadHash: sha256Now === source.sha256.toLowerCase(),
      contentType: source.contentType,
      role: source.role,
      item: source.itemLabel,
      takenAt: source.takenAt ? isoInZone(source.takenAt, input.timeZone) : null,
      uploadedAt: isoInZone(source.uploadedAt, input.timeZone),
      takenBy: source.takenBy,
      originalFileName: source.fileName,
      marks,
    });
  }
  for (const { source, bytes, sha256Now, marks, zipPath } of receipts) {
    if (!bytes) continue;
    add(zipPath, bytes, {
      kind: 'receipt',
      sha256AtUpload: source.sha256,
      matchesUploadHash: sha256Now === source.sha256.toLowerCase(),
      contentType: source.contentType,
      uploadedAt: isoInZone(source.uploadedAt, input.timeZone),
      uploadedBy: source.uploadedBy,
      originalFileName: source.fileName,
      marks,
    });
  }
  const missing = [...photos, ...receipts].filter((file) => !file.bytes).map((file) => ({ path: file.zipPath, sha256AtUpload: file.source.sha256, marks: file.marks }));

  const manifestJson = Buffer.from(
    `${JSON.stringify(
      {
        reference: input.reference,
        title: input.title,
        workspace: input.workspaceName,
        property: input.property.name,
        timeZone: input.timeZone,
        generatedAt: isoInZone(input.generatedAt, input.timeZone),
        files: manifest,
        missing,
      },
      null,
      2,
    )}\n`,
  );
  files['manifest.json'] = manifestJson;
  // Two spaces between hash and name: sha256sum's text mode, which `sha256sum -c` and `shasum -a 256 -c` read.
  const sums = [...manifest.map((file) => [file.sha256, file.path] as const), [sha256(manifestJson), 'manifest.json'] as const]
    .map(([hash, path]) => `${hash}  ${path}\n`)
    .join('');
  files.SHA256SUMS = Buffer.from(sums);

  const archive = zipSync(files, { level: 0, mtime: input.generatedAt });
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
