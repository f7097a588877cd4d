import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildExportZip, EXPORT_FORMAT } from './build-export-zip';
import type { ExportPart, ExportRow } from './export-part';

function rowsPart(name: string, pages: ExportRow[][]): ExportPart {
  return {
    name,
    description: `${name} rows`,
    shape: 'rows',
    async *read() {
      for (const page of pages) yield page;
    },
  };
}

const context = { workspaceId: 'w1', requestedBy: 'u1', linksExpireAt: new Date('2026-06-08T12:00:00Z') };
const header = { exportedAt: '2026-06-01T12:00:00.000Z', workspace: { id: 'w1', name: 'Lake' }, requestedBy: { userId: 'u1', email: 'a@example.com' } };

describe('buildExportZip', () => {
  it('writes every part as JSON (and CSV for tables) across pages, then the manifest, reporting progress', async () => {
    const progress: number[] = [];
    const parts: ExportPart[] = [
      rowsPart('properties/properties', [[{ id: 'p1', name: 'Cabin, "North"' }], [{ id: 'p2', name: 'Loft' }]]),
      rowsPart('claims/cases', []),
      {
        name: 'accounts/profile',
        description: 'you',
        redacted: ['password hash'],
        shape: 'document',
        async *read() {
          yield [{ user: { email: 'a@example.com' } }];
        },
      },
    ];
    const { bytes, manifest } = await buildExportZip(parts, context, header, async (done) => void progress.push(done));
    expect(progress).toEqual([1, 2, 3]);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'accounts/profile.json',
      'claims/cases.csv',
      'claims/cases.json',
      'manifest.json',
      'properties/properties.csv',
      'properties/properties.json',
    ]);
    expect(JSON.parse(strFromU8(files['properties/properties.json']!))).toEqual([{ id: 'p1', name: 'Cabin, "North"' }, { id: 'p2', name: 'Loft' }]);
    expect(strFromU8(files['properties/properties.csv']!)).toBe('id,name\r\np1,"Cabin, ""North"""\r\np2,Loft\r\n');
    expect(JSON.parse(strFromU8(files['claims/cases.json']!))).toEqual([]);
    expect(strFromU8(files['claims/cases.csv']!)).toBe('');
    expect(JSON.parse(strFromU8(files['accounts/profile.json']!))).toEqual({ user: { email: 'a@example.com' } });
    const written = JSON.parse(strFromU8(files['manifest.json']!)) as typeof manifest;
    expect(written).toEqual(manifest);
    expect(written).toMatchObject({ format: EXPORT_FORMAT, linksExpireAt: '2026-06-08T12:00:00.000Z', workspace: { id: 'w1' } });
    expect(written.parts.map((part) => [part.name, part.count])).toEqual([
      ['properties/properties', 2],
      ['claims/cases', 0],
      ['accounts/profile', 1],
    ]);
    expect(written.parts[2]).toMatchObject({ files: ['accounts/profile.json'], redacted: ['password hash'] });
  });

  it('fails when a part fails, without a manifest', async () => {
    const broken: ExportPart = {
      name: 'broken/part',
      description: 'fails',
      shape: 'rows',
      // eslint-disable-next-line require-yield
      async *read() {
        throw new Error('database went away');
      },
    };
    await expect(buildExportZip([broken], context, header, async () => {})).rejects.toThrow('database went away');
  });
});
