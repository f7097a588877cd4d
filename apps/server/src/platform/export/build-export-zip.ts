import { strToU8, Zip, ZipDeflate } from 'fflate';
import { csvLine, csvRows } from './csv';
import type { ExportContext, ExportPart, ExportRow } from './export-part';

/** Bumped when a file's layout changes in a way a reader must know. */
export const EXPORT_FORMAT = 'cohost-export/2';

interface ExportManifestPart {
  name: string;
  description: string;
  files: string[];
  count: number;
  redacted: string[];
}

interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  linksExpireAt: string;
  workspace: { id: string; name: string };
  requestedBy: { userId: string; email: string };
  parts: ExportManifestPart[];
}

/**
 * Builds the workspace archive: each part read a page at a time and compressed as it comes
 * (fflate's streaming ZIP), `<name>.json` for every part and `<name>.csv` for tables, then
 * `manifest.json` (what, when, counts, format). `onPart` is called after each part (progress).
 * The compressed bytes are collected and returned: the file stores take whole files.
 */
export async function buildExportZip(
  parts: ExportPart[],
  context: ExportContext,
  header: Omit<ExportManifest, 'format' | 'parts' | 'linksExpireAt'>,
  onPart: (done: number) => Promise<void>,
): Promise<{ bytes: Uint8Array; manifest: ExportManifest }> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (error || final) finished();
  });
  const manifestParts: ExportManifestPart[] = [];
  for (const [index, part] of parts.entries()) {
    manifestParts.push(await writePart(zip, part, context));
    if (failure) throw failure;
    await onPart(index + 1);
  }
  const manifest: ExportManifest = { format: EXPORT_FORMAT, ...header, linksExpireAt: context.linksExpireAt.toISOString(), parts: manifestParts };
  const file = new ZipDeflate('manifest.json', { level: 6 });
  zip.add(file);
  file.push(strToU8(`${JSON.stringify(manifest, null, 2)}\n`), true);
  zip.end();
  await done;
  if (failure) throw failure;
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { bytes, manifest };
}

async function writePart(zip: Zip, part: ExportPart, context: ExportContext): Promise<ExportManifestPart> {
  const json = new ZipDeflate(`${part.name}.json`, { level: 6 });
  zip.add(json);
  const files = [`${part.name}.json`];
  let count = 0;
  if (part.shape === 'document') {
    let document: ExportRow | null = null;
    for await (const page of part.read(context)) document ??= page[0] ?? null;
    count = document ? 1 : 0;
    json.push(strToU8(`${JSON.stringify(document, null, 2)}\n`), true);
  } else {
    // The CSV's columns are the first row's; it is written after the JSON (fflate keeps the order).
    const csv = new ZipDeflate(`${part.name}.csv`, { level: 6 });
    zip.add(csv);
    files.push(`${part.name}.csv`);
    let header: string[] | null = null;
    json.push(strToU8('['));
    for await (const page of part.read(context)) {
      const text = page.map((row, index) => `${count + index === 0 ? '\n' : ',\n'}  ${JSON.stringify(row)}`).join('');
      json.push(strToU8(text));
      if (!header && page[0]) {
        header = Object.keys(page[0]);
        csv.push(strToU8(csvLine(header)));
      }
      if (header) csv.push(strToU8(csvRows(header, page)));
      count += page.length;
    }
    json.push(strToU8(count > 0 ? '\n]\n' : ']\n'), true);
    csv.push(new Uint8Array(0), true);
  }
  return { name: part.name, description: part.description, files, count, redacted: part.redacted ?? [] };
}
