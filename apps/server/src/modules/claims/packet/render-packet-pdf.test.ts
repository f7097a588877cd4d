import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPacketZip } from './build-packet-zip';
import type { PacketInput } from './packet-input';
import { HASH_MISMATCH_MARK, UNREADABLE_MARK } from './packet-files';
import { renderPacketPdf } from './render-packet-pdf';
import { drawScene, samplePacketInput, sha256 } from './sample-packet';

interface ReadPdf {
  pages: number;
  /** Each page's text, lines joined by newlines. */
  pageTexts: string[];
  /** All text with runs of white space made one space. */
  text: string;
  /** Images painted on each page. */
  imagesPerPage: number[];
}

/** Reads a PDF back as a viewer would (pdf.js): its text and the images drawn on each page. */
async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pageTexts: string[] = [];
  const imagesPerPage: number[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    const operators = await page.getOperatorList();
    imagesPerPage.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length);
  }
  await document.destroy();
  return { pages: document.numPages, pageTexts, text: pageTexts.join('\n').replace(/\s+/g, ' '), imagesPerPage };
}

describe('renderPacketPdf', () => {
  let input: PacketInput;
  let pdf: Buffer;
  let read: ReadPdf;

  beforeAll(async () => {
    input = await samplePacketInput({ tamperFirstAfter: true });
    pdf = await renderPacketPdf(input);
    read = await readPdf(pdf);
  });

  it('makes a PDF of a handful of pages, each with Cohost and its number in the footer', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(read.pages).toBeGreaterThanOrEqual(6);
    expect(read.pages).toBeLessThanOrEqual(10);
    read.pageTexts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${read.pages}`);
      expect(text).toContain('Cohost · evidence packet CL-0042');
    });
  });

  it('starts with the summary: reference, title, property, guest, platform, code, stay in the named zone, total, deadlines', () => {
    const summary = read.pageTexts[0]!.replace(/\s+/g, ' ');
    for (const expected of [
      'CL-0042',
      'Floor lamp broken in the living room',
      'Damage · broken',
      'Harbor Loft',
      '12 Wharf Street, Apt 3, Portland, ME 04101',
      'Zoë Łukasiewicz',
      'Airbnb',
      'HMA4KX2PQ9',
      '20 Nov 2026, 15:00 EST',
      '24 Nov 2026, 11:00 EST',
      'America/New_York',
      '$214.99',
      'Airbnb Resolution Center',
      '8 Dec 2026, 11:00 EST',
      'urgent',
      'Truvi: normal wear and tear is excluded.',
    ]) {
      expect(summary).toContain(expected);
    }
  });

  it('prints names in Latin Extended letters as they are (an embedded font, not WinAnsi)', () => {
    for (const name of ['Zoë Łukasiewicz', 'José Álvarez', 'Øyvind Håland', 'Lamp receipt – Łódź.jpg']) expect(read.text).toContain(name);
  });

  it('has the timeline (check-in, messages, report, steps) and the messages in full', () => {
    for (const expected of ['Check-in (Airbnb stay HMA4KX2PQ9)', 'Check-out', 'Reported damage: floor lamp broken (2 photos)', 'Asked the guest to pay, $214.99']) {
      expect(read.text).toContain(expected);
    }
    expect(read.text).toContain('Hi! Sorry, the lamp in the living room fell over when we moved the sofa. I think the shade cracked. Happy to sort it out.');
  });

  it('shows every photo with its capture time in the property zone (or none), upload time, who took it, item and full SHA-256', () => {
    for (const photo of input.photos) expect(read.text).toContain(photo.sha256);
    // 09:00 EST is 14:00 UTC: the device clock shown in the property's zone.
    expect(read.text).toContain('BEFORE · Floor lamp Taken 20 Nov 2026, 09:00:00 EST (device clock) Uploaded 20 Nov 2026, 09:05:00 EST By José Álvarez');
    expect(read.text).toContain('Taken: no capture time');
    expect(read.text).toContain('No capture time from the device');
    expect(read.text).toContain('ISSUE · Floor lamp');
  });

  it('embeds every photo and the receipt image, before and after of one item on the same page', () => {
    const images = read.imagesPerPage.reduce((sum, count) => sum + count, 0);
    expect(images).toBe(input.photos.length + 1);
    const pairPage = read.pageTexts.findIndex((text) => text.includes('BEFORE · Floor lamp'));
    expect(read.pageTexts[pairPage]).toContain('AFTER · Floor lamp');
    expect(read.imagesPerPage[pairPage]).toBeGreaterThanOrEqual(2);
    // The originals go in as they are: JPEG streams (DCTDecode), not re-encoded.
    expect(pdf.toString('latin1').match(/\/Filter \/DCTDecode/g)?.length).toBe(input.photos.length + 1);
  });

  it('marks a photo whose bytes no longer match the recorded hash, and lists both hashes', async () => {
    const tampered = input.photos.find((photo) => photo.id === 'after-1')!;
    const now = sha256(await tampered.read());
    expect(now).not.toBe(tampered.sha256);
    expect(read.text).toContain(HASH_MISMATCH_MARK);
    expect(read.text).toContain(now);
  });

  it('has the cost table with its total and the receipts with their hashes', () => {
    const costs = read.pageTexts.find((text) => text.includes('Costs and receipts'))!.replace(/\s+/g, ' ');
    for (const expected of ['Floor lamp', 'Arc floor lamp, brass, linen shade', '1 year 2 months', 'example.com/lighting/arc', '$189.99', '$25.00', 'Total', '$214.99', 'Estimate.pdf']) {
      expect(costs).toContain(expected);
    }
    for (const receipt of input.receipts) expect(costs).toContain(receipt.sha256);
  });

  it('ends with the provenance page: how to verify, the marks explained, every file with its hash', () => {
    const provenance = read.pageTexts.slice(read.pageTexts.findIndex((text) => text.includes('Provenance: how to check these files'))).join(' ').replace(/\s+/g, ' ');
    expect(provenance).toContain('sha256sum -c SHA256SUMS');
    expect(provenance).toContain('Re-uploaded copy');
    expect(provenance).toContain('photos/before/20261120T090000-floor-lamp-before-1.jpg');
    expect(provenance).toContain('receipts/estimate.pdf');
    for (const file of [...input.photos, ...input.receipts]) expect(provenance).toContain(file.sha256);
  });

  it('builds a packet of 30 photos (480 × 360 JPEGs), PDF and ZIP, well within 5 seconds', async () => {
    const large = await samplePacketInput({ photosPerTurnover: 14 });
    expect(large.photos).toHaveLength(30);
    const started = performance.now();
    const largePdf = await renderPacketPdf(large);
    await buildPacketZip(large, largePdf);
    expect(performance.now() - started).toBeLessThan(5000);
    const largeRead = await readPdf(largePdf);
    expect(largeRead.imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(31);
  });
});

describe('renderPacketPdf with little or unusual evidence', () => {
  it('renders a complaint with no stay, photos, items or deadlines, and says so', async () => {
    const input = await samplePacketInput();
    const complaint: PacketInput = { ...input, kind: 'complaint', category: 'noise', stay: null, deadlines: [], items: [], steps: [], photos: [], receipts: [], messages: [], timeline: [] };
    const read = await readPdf(await renderPacketPdf(complaint));
    for (const expected of ['No stay linked to this case', 'No platform or insurer deadline applies', 'No photos are part of this case.', 'No messages about this case.', 'No items entered.', 'No receipts uploaded.']) {
      expect(read.text).toContain(expected);
    }
    expect(read.imagesPerPage.every((count) => count === 0)).toBe(true);
    expect(read.text).not.toContain('No before photos');
  });

  it('warns when a damage case has no before photos', async () => {
    const input = await samplePacketInput();
    const read = await readPdf(await renderPacketPdf({ ...input, photos: input.photos.filter((photo) => photo.role !== 'before') }));
    expect(read.text).toContain('No before photos: no turnover before this stay has photos');
  });

  it('places a large photo scaled down for the page (the ZIP keeps the original), and turns a sideways one upright', async () => {
    const input = await samplePacketInput();
    const large = await drawScene({ width: 3200, height: 2400, quality: 95 });
    const sideways = await sharp(await drawScene()).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const [first, second] = input.photos;
    const photos = [
      { ...first!, sha256: sha256(large), read: () => Promise.resolve(large) },
      { ...second!, sha256: sha256(sideways), read: () => Promise.resolve(sideways) },
    ];
    const pdf = await renderPacketPdf({ ...input, photos, receipts: [] });
    expect(pdf.byteLength).toBeLessThan(large.byteLength);
    expect((await readPdf(pdf)).imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(2);
    // pdfkit writes each image's dictionary as /Width w /Height h.
    const sizes = [...pdf.toString('latin1').matchAll(/\/Subtype \/Image\s+\/BitsPerComponent 8\s+\/Width (\d+)\s+\/Height (\d+)/g)].map((match) => `${match[1]}×${match[2]}`);
    expect(sizes.sort()).toEqual(['1280×960', '480×360']);
  });

  it('embeds a WebP photo as JPEG, and names a photo storage cannot read without failing', async () => {
    const input = await samplePacketInput();
    const webp = await sharp(await drawScene({ hue: 90 })).webp().toBuffer();
    const [first, second] = input.photos;
    const photos = [
      { ...first!, contentType: 'image/webp', fileName: 'a.webp', sha256: sha256(webp), read: () => Promise.resolve(webp) },
      { ...second!, read: () => Promise.reject(new Error('gone')) },
    ];
    const read = await readPdf(await renderPacketPdf({ ...input, photos, receipts: [] }));
    expect(read.imagesPerPage.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(read.text).toContain(`photos/before/20261120T090600-living-room-before-2.jpg ${UNREADABLE_MARK}`);
    expect(read.text).toContain('photos/before/20261120T090000-floor-lamp-before-1.webp');
  });

  it("does not repeat a step the case's own timeline already logged at that instant", async () => {
    const input = await samplePacketInput();
    const step = input.steps[0]!;
    const read = await readPdf(await renderPacketPdf({ ...input, timeline: [...input.timeline, { at: step.at, actor: step.by, text: 'Asked Zoë to pay $214.99' }] }));
    const timeline = read.pageTexts.find((text) => text.includes('Timeline of the stay'))!.replace(/\s+/g, ' ');
    expect(timeline).toContain('Asked Zoë to pay $214.99');
    expect(timeline).not.toContain('Asked the guest to pay, $214.99');
  });

  it('shows times in UTC, named, when the property has no valid time zone', async () => {
    const input = await samplePacketInput();
    const read = await readPdf(await renderPacketPdf({ ...input, timeZone: 'Not/A_Zone' }));
    expect(read.text).toContain('UTC (the property\'s)');
    expect(read.text).toContain('Taken 20 Nov 2026, 14:00:00 UTC (device clock)');
    expect(read.text).not.toContain('Invalid');
  });

  it('lets a long message run over pages', async () => {
    const input = await samplePacketInput();
    // With letters the font lacks (an emoji, Chinese): they print as empty boxes, the rest as written.
    const body = `${Array.from({ length: 400 }, (_, i) => `Sentence ${i + 1} of a very long complaint about the heating, the noise and the Wi-Fi.`).join(' ')} 👍 谢谢`;
    const read = await readPdf(await renderPacketPdf({ ...input, messages: [{ at: new Date('2026-11-22T10:00:00Z'), authorName: 'Zoë Łukasiewicz', author: 'guest', body }] }));
    expect(read.text).toContain('Sentence 400 of a very long complaint');
    expect(read.pages).toBeGreaterThan(7);
  });
});
