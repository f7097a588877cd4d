import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildPacketZip } from './build-packet-zip';
import { renderPacketPdf } from './render-packet-pdf';
import { samplePacketInput } from './sample-packet';

/**
 * Builds the sample packet (generated photos, one tampered after photo) into `directory`:
 * packet.pdf, packet.zip, and, when poppler's pdftoppm is installed, every page as page-N.png
 * for a person to look at. Run: `npx tsx apps/server/src/modules/claims/packet/render-sample.ts [directory]`.
 */
export async function renderSample(directory: string): Promise<{ pdf: string; zip: string; pngs: boolean }> {
  await mkdir(directory, { recursive: true });
  const input = await samplePacketInput({ photosPerTurnover: 5, tamperFirstAfter: true });
  const pdf = await renderPacketPdf(input);
  const zip = await buildPacketZip(input, pdf);
  const paths = { pdf: join(directory, 'packet.pdf'), zip: join(directory, 'packet.zip') };
  await Promise.all([writeFile(paths.pdf, pdf), writeFile(paths.zip, zip)]);
  try {
    await promisify(execFile)('pdftoppm', ['-png', '-r', '80', paths.pdf, join(directory, 'page')]);
    return { ...paths, pngs: true };
  } catch {
    return { ...paths, pngs: false };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const directory = process.argv[2] ?? '/tmp/packet-sample';
  const result = await renderSample(directory);
  console.log(result.pngs ? `Wrote ${result.pdf}, ${result.zip} and page-*.png in ${directory}` : `Wrote ${result.pdf} and ${result.zip} (no pdftoppm: no PNGs)`);
}
