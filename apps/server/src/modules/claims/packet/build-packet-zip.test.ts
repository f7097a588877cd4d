import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPacketZip } from './build-packet-zip';
import type { PacketInput } from './packet-input';
import { HASH_MISMATCH_MARK, UNREADABLE_MARK } from './packet-files';
import { samplePacketInput, sha256 } from './sample-packet';

interface ManifestEntry {
  path: string;
  kind: string;
  sha256: string;
  sha256AtUpload: string | null;
  matchesUploadHash: boolean | null;
  bytes: number;
  role?: string;
  item?: string | null;
  takenAt?: string | null;
  uploadedAt?: string;
  takenBy?: string;
  uploadedBy?: string;
  marks: string[];
}

// GNU coreutils' checker, the one the PDF tells people to run (a system tool, not an npm binary).
const SHA256SUM = 'sha256sum';
const hasSha256sum = (() => {
  try {
    execFileSync(SHA256SUM, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('buildPacketZip', () => {
  const pdf = Buffer.from('%PDF-1.7\n(a stand-in for the packet PDF)\n%%EOF\n');
  let input: PacketInput;
  let files: Record<string, Uint8Array>;
  let manifest: { reference: string; timeZone: string; files: ManifestEntry[]; missing: unknown[] };

  beforeAll(async () => {
    input = await samplePacketInput({ tamperFirstAfter: true });
    files = unzipSync(new Uint8Array(await buildPacketZip(input, pdf)));
    manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as typeof manifest;
  });

  it('holds the PDF, every original photo and receipt, manifest.json and SHA256SUMS', () => {
    const names = Object.keys(files).sort();
    expect(names).toContain('packet.pdf');
    expect(names).toContain('manifest.json');
    expect(names).toContain('SHA256SUMS');
    expect(Buffer.from(files['packet.pdf']!).equals(pdf)).toBe(true);
    const photos = names.filter((name) => name.startsWith('photos/'));
    expect(photos).toHaveLength(input.photos.length);
    for (const name of photos) expect(name).toMatch(/^photos\/(before|after|issue)\/\d{8}T\d{6}-[a-z0-9-]+-[a-z0-9-]+\.jpg$/);
    expect(names).toContain('photos/before/20261120T090000-floor-lamp-before-1.jpg');
    // A receipt's name, made safe for every unzip tool: "Lamp receipt – Łódź.jpg".
    expect(names.filter((name) => name.startsWith('receipts/')).sort()).toEqual(['receipts/estimate.pdf', 'receipts/lamp-receipt-lodz.jpg']);
  });

  it('keeps the originals byte for byte: their SHA-256 is the one recorded at upload', async () => {
    for (const entry of manifest.files.filter((file) => file.kind !== 'packet')) {
      const bytes = files[entry.path]!;
      expect(sha256(Buffer.from(bytes)), entry.path).toBe(entry.sha256);
      if (entry.path.includes('after-1')) continue;
      expect(entry.sha256, entry.path).toBe(entry.sha256AtUpload);
      expect(entry.matchesUploadHash, entry.path).toBe(true);
    }
    const original = await input.receipts[0]!.read();
    expect(Buffer.from(files['receipts/lamp-receipt-lodz.jpg']!).equals(original)).toBe(true);
  });

  it('lists every file in SHA256SUMS, in the format sha256sum -c reads, and every line is right', () => {
    const lines = Buffer.from(files.SHA256SUMS!).toString('utf8').trimEnd().split('\n');
    const listed = new Map(lines.map((line) => {
      const match = /^([0-9a-f]{64}) {2}(\S.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match![2]!, match![1]!] as const;
    }));
    expect([...listed.keys()].sort()).toEqual(Object.keys(files).filter((name) => name !== 'SHA256SUMS').sort());
    for (const [path, hash] of listed) expect(sha256(Buffer.from(files[path]!)), path).toBe(hash);
  });

  it.skipIf(!hasSha256sum)('passes sha256sum -c once unzipped', () => {
    const directory = mkdtempSync(join(tmpdir(), 'packet-zip-'));
    try {
      for (const [path, bytes] of Object.entries(files)) {
        mkdirSync(join(directory, dirname(path)), { recursive: true });
        writeFileSync(join(directory, path), bytes);
      }
      const output = execFileSync(SHA256SUM, ['-c', 'SHA256SUMS'], { cwd: directory, encoding: 'utf8' });
      expect(output.trim().split('\n')).toHaveLength(Object.keys(files).length - 1);
      expect(output).not.toMatch(/FAILED/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('describes each photo in manifest.json: role, item, capture and upload times in the zone, who, marks', () => {
    const first = manifest.files.find((file) => file.path === 'photos/before/20261120T090000-floor-lamp-before-1.jpg')!;
    expect(first).toMatchObject({
      kind: 'photo',
      role: 'before',
      item: 'Floor lamp',
      takenAt: '2026-11-20T09:00:00-05:00',
      uploadedAt: '2026-11-20T09:05:00-05:00',
      takenBy: 'José Álvarez',
      marks: [],
    });
    const noCaptureTime = manifest.files.find((file) => file.path.includes('before-2'))!;
    expect(noCaptureTime).toMatchObject({ takenAt: null, marks: ['No capture time from the device'] });
    expect(manifest.files.find((file) => file.path === 'receipts/estimate.pdf')).toMatchObject({ kind: 'receipt', uploadedBy: 'Marta Nowak' });
    expect(manifest).toMatchObject({ reference: 'CL-0042', timeZone: 'America/New_York', missing: [] });
  });

  it('marks a file whose bytes no longer match the hash recorded at upload, and keeps both hashes', async () => {
    const tampered = manifest.files.find((file) => file.path.includes('after-1'))!;
    const recorded = input.photos.find((photo) => photo.id === 'after-1')!;
    expect(tampered.matchesUploadHash).toBe(false);
    expect(tampered.marks).toContain(HASH_MISMATCH_MARK);
    expect(tampered.sha256AtUpload).toBe(recorded.sha256);
    expect(tampered.sha256).toBe(sha256(await recorded.read()));
    expect(manifest.files.filter((file) => file.marks.includes(HASH_MISMATCH_MARK))).toHaveLength(1);
  });

  it('leaves out a file storage cannot read, and names it under missing', async () => {
    const sample = await samplePacketInput();
    const [first, ...rest] = sample.photos;
    const unreadable = { ...first!, read: () => Promise.reject(new Error('gone')) };
    const unzipped = unzipSync(new Uint8Array(await buildPacketZip({ ...sample, photos: [unreadable, ...rest] }, pdf)));
    const read = JSON.parse(Buffer.from(unzipped['manifest.json']!).toString('utf8')) as typeof manifest;
    expect(read.missing).toEqual([{ path: 'photos/before/20261120T090000-floor-lamp-before-1.jpg', sha256AtUpload: first!.sha256, marks: [UNREADABLE_MARK] }]);
    expect(Object.keys(unzipped)).not.toContain('photos/before/20261120T090000-floor-lamp-before-1.jpg');
  });

  it('gives two files that would share a name distinct paths', async () => {
    const sample = await samplePacketInput();
    const receipt = sample.receipts[1]!;
    const unzipped = unzipSync(new Uint8Array(await buildPacketZip({ ...sample, receipts: [receipt, { ...receipt, id: 'r3' }] }, pdf)));
    expect(Object.keys(unzipped).filter((name) => name.startsWith('receipts/')).sort()).toEqual(['receipts/estimate-2.pdf', 'receipts/estimate.pdf']);
  });
});
