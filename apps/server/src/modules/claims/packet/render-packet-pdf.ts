import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PacketInput, PacketPhoto, PacketReceipt } from './packet-input';
import { HASH_MISMATCH_MARK, mapLimited, readPacketFiles, UNREADABLE_MARK, type PacketFile } from './packet-files';
import { formatBytes, formatCents, formatPreciseTime, formatTime, packetTimeZone } from './packet-format';

type Doc = PDFKit.PDFDocument;
type PhotoFile = PacketFile<PacketPhoto>;
type ReceiptFile = PacketFile<PacketReceipt>;

// US Letter; the margins leave room for the footer.
const PAGE = { size: 'LETTER', margins: { top: 48, bottom: 58, left: 48, right: 48 } } as const;
const FOOTER_FROM_BOTTOM = 34;
const GAP = 16;

const COLOR = {
  ink: '#1d2329',
  muted: '#5f6b76',
  rule: '#d5dbe0',
  header: '#eef1f4',
  accent: '#1f5f8b',
  imageBox: '#f2f4f6',
  warnFill: '#fff3cd',
  warnInk: '#7a4b00',
  badFill: '#fde2e1',
  badInk: '#9b1c1c',
  role: { before: '#1f5f8b', after: '#8a4b08', issue: '#9b1c1c' },
} as const;

/** Deadline states that need the reader's eye (the contract's states: passed, urgent, due-soon, met…). */
const STATE_INK: Record<string, string> = { passed: '#9b1c1c', urgent: '#9b1c1c', 'due-soon': '#7a4b00', met: '#2f6b2f' };

const FONT = { regular: 'Sans', bold: 'Sans-Bold', mono: 'Mono' } as const;

/** What each provenance mark means, for the provenance page. */
const MARK_MEANINGS: Array<[string, string]> = [
  ['No capture time from the device', 'The photo carried no capture time (EXIF) when it was uploaded: only its upload time is known.'],
  ['Capture time is after the upload', "The device's clock says the photo was taken after it reached Cohost: that clock was wrong, or the time was edited."],
  ['Replaced by a later upload', 'A later photo of the same item and turnover replaced this one; both are kept and shown.'],
  ['Re-uploaded copy', 'The very same file (same SHA-256) had been uploaded before in this workspace: it may not show this turnover.'],
  [HASH_MISMATCH_MARK, 'The stored bytes no longer have the SHA-256 recorded when the file was uploaded: the file changed after upload. Both hashes are listed.'],
  [UNREADABLE_MARK, 'Storage did not return the file when this packet was built; it is missing from the ZIP.'],
];

/** The contract's step keys (CLAIM_STEPS) as a reader says them; another key is shown as it is. */
const STEP_LABEL: Record<string, string> = { 'ask-guest': 'Asked the guest to pay', platform: 'Filed with the platform', insurer: 'Filed with the insurer' };

const ROLE_TITLE: Record<PacketPhoto['role'], string> = { before: 'Before', after: 'After', issue: 'Issue' };

/**
 * The evidence packet's PDF, for Airbnb, Vrbo or an insurer: summary and deadlines, the stay's
 * timeline, the messages, the before / after / issue photos (each with its capture and upload
 * times, who took it, its SHA-256 and provenance marks; before and after of one item side by
 * side), receipts and the cost table, and how to verify every file against the ZIP. Times are in
 * the property's zone, named. The text is set in DejaVu (embedded, subset) so every name prints.
 */
export async function renderPacketPdf(packet: PacketInput): Promise<Buffer> {
  const input = { ...packet, timeZone: packetTimeZone(packet.timeZone) };
  const [fonts, files] = await Promise.all([loadFonts(), readPacketFiles(input)]);
  // Scaling a large photo decodes it (tens of megabytes each): a few at a time.
  const [photoImages, receiptImages] = [
    await mapLimited(files.photos, 4, (file) => embeddableImage(file.bytes, file.source.contentType)),
    await mapLimited(files.receipts, 4, (file) => embeddableImage(file.bytes, file.source.contentType)),
  ];
  const imageOf = new Map<PhotoFile | ReceiptFile, Buffer | null>([
    ...files.photos.map((file, index) => [file, photoImages[index] ?? null] as const),
    ...files.receipts.map((file, index) => [file, receiptImages[index] ?? null] as const),
  ]);

  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    info: {
      Title: `Evidence packet ${input.reference}: ${input.title}`,
      Author: input.workspaceName,
      Subject: `${input.property.name}: ${input.kind} case`,
      Creator: 'Cohost',
      Producer: 'Cohost',
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.registerFont(FONT.mono, fonts.mono);

  const page = new Page(doc);
  summary(page, input);
  timeline(page, input);
  messages(page, input);
  photos(page, input, files.photos, imageOf);
  costsAndReceipts(page, input, files.receipts, imageOf);
  provenance(page, input, files.photos, files.receipts);
  footers(doc, input);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/* ----------------------------------------------------------------- sections */

function summary(page: Page, input: PacketInput): void {
  const { doc } = page;
  doc.outline.addItem('Summary');
  page.text(`EVIDENCE PACKET · ${input.kind === 'damage' ? 'DAMAGE' : 'COMPLAINT'} CASE ${input.reference}`, { font: FONT.bold, size: 8.5, color: COLOR.accent, characterSpacing: 0.6 });
  page.space(4);
  page.text(input.title, { font: FONT.bold, size: 19, color: COLOR.ink });
  page.space(2);
  page.text(`${input.property.name} · prepared by ${input.workspaceName} on ${formatTime(input.generatedAt, input.timeZone)}`, { size: 9, color: COLOR.muted });
  page.space(12);

  const total = input.items.reduce((sum, item) => sum + item.costCents, 0);
  const stay = input.stay;
  page.keyValues([
    ['Reference', input.reference],
    ['Case', `${input.kind === 'damage' ? 'Damage' : 'Complaint'} · ${input.category}`],
    ['Property', input.property.name],
    ['Address', input.property.address ?? 'Not recorded'],
    ['Guest', stay?.guestName ?? 'No stay linked to this case'],
    ['Platform', stay?.platformLabel ?? '—'],
    ['Confirmation code', stay?.confirmationCode ?? '—'],
    ['Check-in', stay ? formatTime(stay.checkInAt, input.timeZone) : '—'],
    ['Check-out', stay ? formatTime(stay.checkOutAt, input.timeZone) : '—'],
    ['Time zone', `${input.timeZone} (the property's): every time in this packet is shown in it`],
    ['Total claimed', input.items.length ? `${formatCents(total)} (${plural(input.items.length, 'item')}, see Costs)` : 'No items entered yet'],
    ['Evidence', `${plural(input.photos.length, 'photo')}, ${plural(input.receipts.length, 'receipt')}, ${plural(input.messages.length, 'message')}`],
  ]);

  if (input.description.trim()) {
    page.subheading('What happened');
    page.text(input.description.trim(), { size: 9.5, color: COLOR.ink, lineGap: 1.5 });
  }

  page.subheading('Deadlines');
  if (!input.deadlines.length) page.text('No platform or insurer deadline applies to this case.', { size: 9, color: COLOR.muted });
  else {
    page.table(
      [
        { header: 'Deadline', width: 0.22 },
        { header: 'Due', width: 0.24 },
        { header: 'State', width: 0.12, bold: true },
        { header: 'Note', width: 0.42 },
      ],
      [...input.deadlines]
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
        .map((deadline) => [deadline.label, formatTime(deadline.dueAt, input.timeZone), { text: deadline.state, color: STATE_INK[deadline.state] }, deadline.note]),
    );
  }

  if (input.steps.length) {
    page.subheading('Steps taken');
    page.table(
      [
        { header: 'Step', width: 0.2 },
        { header: 'When', width: 0.25 },
        { header: 'By', width: 0.2 },
        { header: 'Amount', width: 0.13, align: 'right' },
        { header: 'Reference', width: 0.22 },
      ],
      [...input.steps]
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map((step) => [STEP_LABEL[step.step] ?? step.step, formatTime(step.at, input.timeZone), step.by, step.amountCents ? formatCents(step.amountCents) : '—', step.reference ?? '—']),
    );
  }
  doc.moveDown(0);
}

function timeline(page: Page, input: PacketInput): void {
  page.newPage();
  page.heading('Timeline of the stay', `Times in ${input.timeZone}.`);
  // What the packet adds from the stay, messages and steps, unless the case's own timeline already has an entry at that instant.
  const derived: Array<{ at: Date; actor: string; text: string }> = [];
  if (input.stay) {
    derived.push({ at: input.stay.checkInAt, actor: input.stay.guestName, text: `Check-in (${input.stay.platformLabel} stay${input.stay.confirmationCode ? ` ${input.stay.confirmationCode}` : ''})` });
    derived.push({ at: input.stay.checkOutAt, actor: input.stay.guestName, text: 'Check-out' });
  }
  for (const message of input.messages) derived.push({ at: message.at, actor: message.authorName, text: `Message: “${clip(oneLine(message.body), 140)}”` });
  for (const step of input.steps) {
    derived.push({ at: step.at, actor: step.by, text: `${STEP_LABEL[step.step] ?? step.step}${step.amountCents ? `, ${formatCents(step.amountCents)}` : ''}${step.reference ? ` (reference ${step.reference})` : ''}` });
  }
  const logged = new Set(input.timeline.map((entry) => entry.at.getTime()));
  const entries = [...input.timeline, ...derived.filter((entry) => !logged.has(entry.at.getTime()))];
  const seen = new Set<string>();
  const rows = entries
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .filter((entry) => {
      const key = `${entry.at.getTime()}|${entry.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((entry) => [formatTime(entry.at, input.timeZone), entry.actor, entry.text]);
  if (!rows.length) page.text('Nothing recorded.', { size: 9, color: COLOR.muted });
  else page.table([{ header: 'When', width: 0.25 }, { header: 'Who', width: 0.2 }, { header: 'What', width: 0.55 }], rows);
}

function messages(page: Page, input: PacketInput): void {
  page.space(14);
  page.heading('Messages about it', input.messages.length ? `${plural(input.messages.length, 'message')}, as received and sent, times in ${input.timeZone}.` : undefined);
  if (!input.messages.length) {
    page.text('No messages about this case.', { size: 9, color: COLOR.muted });
    return;
  }
  for (const message of [...input.messages].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    page.ensure(40);
    page.text(`${message.authorName} (${message.author}) · ${formatTime(message.at, input.timeZone)}`, { font: FONT.bold, size: 9, color: COLOR.ink });
    page.space(2);
    page.text(message.body.trim() || '(empty message)', { size: 9.5, color: COLOR.ink, lineGap: 1.5, indent: 0, x: page.left + 10, width: page.width - 10 });
    page.space(8);
  }
}

function photos(page: Page, input: PacketInput, files: PhotoFile[], imageOf: Map<PhotoFile | ReceiptFile, Buffer | null>): void {
  page.newPage();
  const byRole = (role: PacketPhoto['role']) => files.filter((file) => file.source.role === role);
  const [before, after, issue] = [byRole('before'), byRole('after'), byRole('issue')];
  page.heading(
    'Photos',
    `Before: the turnover before the stay (${before.length}). After: the turnover after it (${after.length}). Issue: photos of the reported issue (${issue.length}). ` +
      `Capture times are the device's own clock, shown in ${input.timeZone}; every photo's full SHA-256 is the one recorded at upload.`,
  );
  if (!files.length && input.kind === 'complaint') page.text('No photos are part of this case.', { size: 9, color: COLOR.muted });
  if (input.kind === 'damage') {
    if (!before.length) page.notice('No before photos: no turnover before this stay has photos, so the condition before the stay is not shown.', 'warn');
    if (!after.length) page.notice('No after photos from the turnover after this stay.', 'warn');
  }

  // Before and after photos of one checklist item, side by side (in time order within the item).
  const pairs: Array<[PhotoFile, PhotoFile]> = [];
  const paired = new Set<PhotoFile>();
  for (const item of new Set(before.map((file) => itemKey(file.source)).filter((key) => key !== null))) {
    const befores = before.filter((file) => itemKey(file.source) === item);
    const afters = after.filter((file) => itemKey(file.source) === item);
    for (let i = 0; i < Math.min(befores.length, afters.length); i++) {
      pairs.push([befores[i]!, afters[i]!]);
      paired.add(befores[i]!).add(afters[i]!);
    }
  }
  if (pairs.length) {
    page.subheading('Before and after, item by item');
    for (const [a, b] of pairs) page.photoRow([a, b], input.timeZone, imageOf, a.source.itemLabel ?? undefined);
  }
  const groups: Array<[string, PhotoFile[]]> = [
    [pairs.length ? 'Other before photos' : 'Before photos', before.filter((file) => !paired.has(file))],
    [pairs.length ? 'Other after photos' : 'After photos', after.filter((file) => !paired.has(file))],
    ['Issue photos', issue],
  ];
  for (const [title, group] of groups) {
    if (!group.length) continue;
    page.subheading(title, 260);
    for (let i = 0; i < group.length; i += 2) page.photoRow(group.slice(i, i + 2), input.timeZone, imageOf);
  }
}

function costsAndReceipts(page: Page, input: PacketInput, receipts: ReceiptFile[], imageOf: Map<PhotoFile | ReceiptFile, Buffer | null>): void {
  page.newPage();
  page.heading('Costs and receipts');
  if (!input.items.length) page.text('No items entered.', { size: 9, color: COLOR.muted });
  else {
    const total = input.items.reduce((sum, item) => sum + item.costCents, 0);
    page.table(
      [
        { header: 'Item', width: 0.2, bold: true },
        { header: 'Description', width: 0.32 },
        { header: 'Age', width: 0.12 },
        { header: 'Comparable', width: 0.22 },
        { header: 'Cost', width: 0.14, align: 'right' },
      ],
      [
        ...input.items.map((item) => [
          item.name,
          item.description || '—',
          item.ageMonths === null ? '—' : age(item.ageMonths),
          item.comparableUrl ? { text: shortUrl(item.comparableUrl), link: item.comparableUrl } : '—',
          formatCents(item.costCents),
        ]),
        [{ text: 'Total', bold: true }, '', '', '', { text: formatCents(total), bold: true }],
      ],
    );
  }

  page.subheading('Receipts', 80);
  if (!receipts.length) {
    page.text('No receipts uploaded.', { size: 9, color: COLOR.muted });
    return;
  }
  const images = receipts.filter((file) => imageOf.get(file));
  const others = receipts.filter((file) => !imageOf.get(file));
  for (let i = 0; i < images.length; i += 2) page.receiptRow(images.slice(i, i + 2), input.timeZone, imageOf);
  for (const file of others) {
    const lines = receiptLines(file, input.timeZone);
    page.ensure(page.measureLines(lines, page.width) + 10);
    page.drawLines(lines, page.left, page.doc.y, page.width);
    page.space(10);
  }
}

function provenance(page: Page, input: PacketInput, photoFiles: PhotoFile[], receiptFiles: ReceiptFile[]): void {
  page.newPage();
  page.heading('Provenance: how to check these files');
  page.text(
    'Every photo and receipt was hashed with SHA-256 when it was uploaded to Cohost, and that hash is listed here. ' +
      'The ZIP sent with this PDF holds each original file exactly as stored, so anyone can hash it again and compare.',
    { size: 9.5, lineGap: 1.5 },
  );
  page.space(6);
  page.text('To check, unzip the packet, open a terminal in its folder and run:', { size: 9.5, lineGap: 1.5 });
  page.space(3);
  for (const [system, command] of [
    ['Linux', 'sha256sum -c SHA256SUMS'],
    ['macOS', 'shasum -a 256 -c SHA256SUMS'],
    ['Windows (one file)', 'certutil -hashfile <file> SHA256'],
  ] as const) {
    page.command(system, command);
  }
  page.space(3);
  page.text(
    'Each line must end in OK. SHA256SUMS covers every file in the ZIP, this PDF (packet.pdf) and manifest.json included; ' +
      'manifest.json lists each file with its hash, size, capture and upload times, who took it and its marks.',
    { size: 9.5, lineGap: 1.5 },
  );
  page.space(6);
  page.text(
    `Capture times are the device's own clock, read from the photo (EXIF) at upload and shown in the property's time zone (${input.timeZone}); ` +
      "upload times are Cohost's clock. Before storing a photo Cohost turns it upright and removes all its metadata (location, device serial numbers); the stored file is the one hashed.",
    { size: 9.5, lineGap: 1.5 },
  );

  page.subheading('What the marks mean');
  const counts = new Map<string, number>();
  for (const file of [...photoFiles, ...receiptFiles]) for (const mark of file.marks) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  const known = new Set(MARK_MEANINGS.map(([mark]) => mark));
  page.table(
    [
      { header: 'Mark', width: 0.3, bold: true },
      { header: 'Meaning', width: 0.56 },
      { header: 'Files', width: 0.14, align: 'right' },
    ],
    [
      ...MARK_MEANINGS.map(([mark, meaning]) => [mark, meaning, String(counts.get(mark) ?? 0)]),
      ...[...counts].filter(([mark]) => !known.has(mark)).map(([mark, count]) => [mark, 'Recorded by Cohost with the file.', String(count)]),
    ],
  );

  page.subheading('Every file in the ZIP', 80);
  const rows = [...photoFiles, ...receiptFiles].map((file) => {
    const changed = file.marks.includes(HASH_MISMATCH_MARK) || file.marks.includes(UNREADABLE_MARK);
    const cells: Cell[] = [
      { text: file.zipPath, mono: true, color: changed ? COLOR.badInk : undefined, note: changed ? (file.bytes ? HASH_MISMATCH_MARK : UNREADABLE_MARK) : undefined },
      file.bytes ? formatBytes(file.bytes.byteLength) : '—',
      {
        text: file.sha256Now && file.sha256Now !== file.source.sha256.toLowerCase() ? `${file.source.sha256}\n${file.sha256Now} (the file now)` : file.source.sha256,
        mono: true,
        color: changed ? COLOR.badInk : undefined,
      },
    ];
    return cells;
  });
  if (!rows.length) page.text('No photos or receipts.', { size: 9, color: COLOR.muted });
  else page.table([{ header: 'File', width: 0.43 }, { header: 'Size', width: 0.09, align: 'right' }, { header: 'SHA-256 recorded at upload', width: 0.48 }], rows, 6.2);
}

function footers(doc: Doc, input: PacketInput): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_FROM_BOTTOM;
    const width = doc.page.width - margins.left - margins.right;
    doc.moveTo(margins.left, y - 6).lineTo(margins.left + width, y - 6).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted);
    doc.text(`Cohost · evidence packet ${input.reference} · ${input.property.name}`, margins.left, y, { width: width * 0.75, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, margins.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/* ----------------------------------------------------------------- captions */

interface Line {
  text: string;
  font?: string;
  size?: number;
  color?: string;
  /** A highlighted line: the background and its ink. */
  highlight?: 'warn' | 'bad';
}

function photoLines(file: PhotoFile, timeZone: string): Line[] {
  const { source } = file;
  const lines: Line[] = [
    { text: `${ROLE_TITLE[source.role].toUpperCase()} · ${source.itemLabel ?? 'No checklist item'}`, font: FONT.bold, size: 8.5, color: COLOR.role[source.role] },
    { text: source.takenAt ? `Taken ${formatPreciseTime(source.takenAt, timeZone)} (device clock)` : 'Taken: no capture time', size: 7.8 },
    { text: `Uploaded ${formatPreciseTime(source.uploadedAt, timeZone)}`, size: 7.8 },
    { text: `By ${source.takenBy}`, size: 7.8 },
    { text: 'SHA-256 recorded at upload', size: 6.5, color: COLOR.muted },
    { text: source.sha256, font: FONT.mono, size: 6.2 },
  ];
  if (file.sha256Now && file.sha256Now !== source.sha256.toLowerCase()) {
    lines.push({ text: 'SHA-256 of the file now', size: 6.5, color: COLOR.badInk }, { text: file.sha256Now, font: FONT.mono, size: 6.2, color: COLOR.badInk });
  }
  lines.push({ text: file.zipPath, font: FONT.mono, size: 5.8, color: COLOR.muted });
  for (const mark of file.marks) lines.push({ text: mark, size: 7.5, highlight: isBadMark(mark) ? 'bad' : 'warn' });
  return lines;
}

function receiptLines(file: ReceiptFile, timeZone: string): Line[] {
  const { source } = file;
  const lines: Line[] = [
    { text: `RECEIPT · ${source.fileName}`, font: FONT.bold, size: 8.5, color: COLOR.accent },
    { text: `${source.contentType}${file.bytes ? `, ${formatBytes(file.bytes.byteLength)}` : ''} · in the ZIP as ${file.zipPath}`, size: 7.8 },
    { text: `Uploaded ${formatPreciseTime(source.uploadedAt, timeZone)} by ${source.uploadedBy}`, size: 7.8 },
    { text: 'SHA-256 recorded at upload', size: 6.5, color: COLOR.muted },
    { text: source.sha256, font: FONT.mono, size: 6.2 },
  ];
  if (file.sha256Now && file.sha256Now !== source.sha256.toLowerCase()) {
    lines.push({ text: 'SHA-256 of the file now', size: 6.5, color: COLOR.badInk }, { text: file.sha256Now, font: FONT.mono, size: 6.2, color: COLOR.badInk });
  }
  for (const mark of file.marks) lines.push({ text: mark, size: 7.5, highlight: isBadMark(mark) ? 'bad' : 'warn' });
  return lines;
}

function isBadMark(mark: string): boolean {
  return mark === HASH_MISMATCH_MARK || mark === UNREADABLE_MARK;
}

/* ----------------------------------------------------------------- layout */

interface Column {
  header: string;
  /** A share of the text width. */
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/** A table cell: text, or text with a style, a link, and a note (a bold line under it, in the cell's colour). */
type Cell = string | { text: string; link?: string; bold?: boolean; mono?: boolean; color?: string | undefined; note?: string | undefined };
const NOTE_SIZE = 7.5;

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  lineGap?: number;
  characterSpacing?: number;
  indent?: number;
  x?: number;
  width?: number;
}

const CELL_PAD = 4;
const IMAGE_HEIGHT = 186;

/** The flow of the document: where the next thing goes, and starting a page when it would not fit. */
class Page {
  constructor(readonly doc: Doc) {}

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  newPage(): void {
    this.doc.addPage();
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  space(points: number): void {
    this.doc.y += points;
  }

  text(text: string, style: TextStyle = {}): void {
    const { doc } = this;
    doc.font(style.font ?? FONT.regular).fontSize(style.size ?? 10).fillColor(style.color ?? COLOR.ink);
    doc.text(text, style.x ?? this.left, doc.y, {
      width: style.width ?? this.width,
      lineGap: style.lineGap ?? 0.5,
      characterSpacing: style.characterSpacing ?? 0,
    });
  }

  /** A section's title, also a bookmark in the viewer's outline. */
  heading(title: string, intro?: string): void {
    this.ensure(60);
    this.doc.outline.addItem(title);
    this.text(title, { font: FONT.bold, size: 15, color: COLOR.accent });
    const y = this.doc.y + 3;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.8).strokeColor(COLOR.accent).stroke();
    this.doc.y = y + 7;
    if (intro) {
      this.text(intro, { size: 8.8, color: COLOR.muted, lineGap: 1 });
      this.space(8);
    }
  }

  /** A sub-section title, on a new page unless `keep` points fit below it. */
  subheading(title: string, keep = 50): void {
    this.space(10);
    this.ensure(keep + 18);
    this.text(title, { font: FONT.bold, size: 11, color: COLOR.ink });
    this.space(5);
  }

  notice(text: string, tone: 'warn' | 'bad'): void {
    const lines: Line[] = [{ text, size: 8.8, highlight: tone }];
    const height = this.measureLines(lines, this.width);
    this.ensure(height + 8);
    this.drawLines(lines, this.left, this.doc.y, this.width);
    this.space(8);
  }

  /** A shell command to type, in monospace, with the system it is for. */
  command(system: string, command: string): void {
    const { doc } = this;
    this.ensure(18);
    const y = doc.y;
    doc.font(FONT.regular).fontSize(8.8).fillColor(COLOR.muted).text(system, this.left + 10, y + 3, { width: 110, lineBreak: false });
    doc.roundedRect(this.left + 120, y, this.width - 120, 16, 2).fillColor(COLOR.header).fill();
    doc.font(FONT.mono).fontSize(8.8).fillColor(COLOR.ink).text(command, this.left + 126, y + 3.5, { width: this.width - 132, lineBreak: false });
    doc.y = y + 19;
  }

  keyValues(rows: Array<[string, string]>): void {
    const { doc } = this;
    const labelWidth = 118;
    for (const [label, value] of rows) {
      doc.font(FONT.regular).fontSize(9.5);
      const height = Math.max(doc.heightOfString(value, { width: this.width - labelWidth }), 12) + 5;
      this.ensure(height);
      const y = doc.y;
      doc.font(FONT.bold).fontSize(8.8).fillColor(COLOR.muted).text(label, this.left, y + 0.7, { width: labelWidth - 8, lineBreak: false });
      doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.ink).text(value, this.left + labelWidth, y, { width: this.width - labelWidth });
      doc.y = y + height;
    }
  }

  table(columns: Column[], rows: Cell[][], monoSize = 7.5): void {
    const { doc } = this;
    const widths = columns.map((column) => column.width * this.width);
    const size = 8.5;
    const cellStyle = (column: Column, cell: Cell) => {
      const value = typeof cell === 'string' ? { text: cell } : cell;
      const font = value.mono ? FONT.mono : value.bold || column.bold ? FONT.bold : FONT.regular;
      return { ...value, font, size: value.mono ? monoSize : size };
    };
    const rowHeight = (cells: Cell[], isHeader: boolean) =>
      Math.max(
        ...cells.map((cell, i) => {
          const style = isHeader ? { text: typeof cell === 'string' ? cell : cell.text, font: FONT.bold, size: 8 } : cellStyle(columns[i]!, cell);
          doc.font(style.font).fontSize(style.size);
          const textHeight = doc.heightOfString(style.text || ' ', { width: widths[i]! - 2 * CELL_PAD, lineGap: 0.5 });
          if (!('note' in style) || !style.note) return textHeight;
          doc.font(FONT.bold).fontSize(NOTE_SIZE);
          return textHeight + 2 + doc.heightOfString(style.note, { width: widths[i]! - 2 * CELL_PAD, lineGap: 0.5 });
        }),
      ) +
      2 * CELL_PAD;

    const drawHeader = () => {
      const height = rowHeight(columns.map((column) => column.header), true);
      const y = doc.y;
      doc.rect(this.left, y, this.width, height).fillColor(COLOR.header).fill();
      let x = this.left;
      columns.forEach((column, i) => {
        doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted).text(column.header, x + CELL_PAD, y + CELL_PAD, { width: widths[i]! - 2 * CELL_PAD, align: column.align ?? 'left', lineGap: 0.5 });
        x += widths[i]!;
      });
      doc.y = y + height;
    };

    this.ensure(rowHeight(columns.map((column) => column.header), true) + rowHeight(rows[0] ?? [], false));
    drawHeader();
    for (const cells of rows) {
      const height = rowHeight(cells, false);
      if (doc.y + height > this.bottom) {
        this.newPage();
        drawHeader();
      }
      const y = doc.y;
      let x = this.left;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        const style = cellStyle(column, cell);
        doc.font(style.font).fontSize(style.size).fillColor(style.link ? COLOR.accent : (style.color ?? COLOR.ink));
        doc.text(style.text, x + CELL_PAD, y + CELL_PAD, {
          width: widths[i]! - 2 * CELL_PAD,
          align: column.align ?? 'left',
          lineGap: 0.5,
          ...(style.link ? { link: style.link, underline: true } : {}),
        });
        if (style.note) {
          doc.font(FONT.bold).fontSize(NOTE_SIZE).text(style.note, x + CELL_PAD, doc.y + 2, { width: widths[i]! - 2 * CELL_PAD, lineGap: 0.5 });
        }
        x += widths[i]!;
      });
      doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
      doc.y = y + height;
    }
  }

  measureLines(lines: Line[], width: number): number {
    return lines.reduce((total, line) => total + this.lineHeight(line, width), 0);
  }

  drawLines(lines: Line[], x: number, y: number, width: number): number {
    const { doc } = this;
    let top = y;
    for (const line of lines) {
      const height = this.lineHeight(line, width);
      if (line.highlight) {
        doc.roundedRect(x, top + 1, width, height - 2, 2).fillColor(line.highlight === 'bad' ? COLOR.badFill : COLOR.warnFill).fill();
      }
      const inset = line.highlight ? 4 : 0;
      doc
        .font(line.font ?? (line.highlight ? FONT.bold : FONT.regular))
        .fontSize(line.size ?? 8)
        .fillColor(line.highlight === 'bad' ? COLOR.badInk : line.highlight === 'warn' ? COLOR.warnInk : (line.color ?? COLOR.ink));
      doc.text(line.text, x + inset, top + (line.highlight ? 3 : 0), { width: width - 2 * inset, lineGap: 0.3 });
      top += height;
    }
    doc.y = top;
    return top - y;
  }

  private lineHeight(line: Line, width: number): number {
    const { doc } = this;
    doc.font(line.font ?? (line.highlight ? FONT.bold : FONT.regular)).fontSize(line.size ?? 8);
    const inset = line.highlight ? 4 : 0;
    return doc.heightOfString(line.text, { width: width - 2 * inset, lineGap: 0.3 }) + (line.highlight ? 6 : 1);
  }

  /** One or two photos side by side: each an image box and its caption. */
  photoRow(files: PhotoFile[], timeZone: string, imageOf: Map<PhotoFile | ReceiptFile, Buffer | null>, item?: string): void {
    const columnWidth = (this.width - GAP) / 2;
    const captions = files.map((file) => photoLines(file, timeZone));
    const titleHeight = item ? 16 : 0;
    const height = titleHeight + IMAGE_HEIGHT + 6 + Math.max(...captions.map((lines) => this.measureLines(lines, columnWidth)));
    this.ensure(height + 14);
    const y = this.doc.y;
    if (item) {
      this.doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(item, this.left, y, { width: this.width, lineBreak: false, ellipsis: true });
    }
    files.forEach((file, i) => {
      const x = this.left + i * (columnWidth + GAP);
      this.image(imageOf.get(file) ?? null, x, y + titleHeight, columnWidth, IMAGE_HEIGHT, file.bytes ? 'This image cannot be shown: see the original in the ZIP' : 'The stored file could not be read');
      this.drawLines(captions[i]!, x, y + titleHeight + IMAGE_HEIGHT + 6, columnWidth);
    });
    this.doc.y = y + height + 14;
  }

  receiptRow(files: ReceiptFile[], timeZone: string, imageOf: Map<PhotoFile | ReceiptFile, Buffer | null>): void {
    const columnWidth = (this.width - GAP) / 2;
    const imageHeight = 300;
    const captions = files.map((file) => receiptLines(file, timeZone));
    const height = imageHeight + 6 + Math.max(...captions.map((lines) => this.measureLines(lines, columnWidth)));
    this.ensure(height + 14);
    const y = this.doc.y;
    files.forEach((file, i) => {
      const x = this.left + i * (columnWidth + GAP);
      this.image(imageOf.get(file) ?? null, x, y, columnWidth, imageHeight, 'This image cannot be shown: see the original in the ZIP');
      this.drawLines(captions[i]!, x, y + imageHeight + 6, columnWidth);
    });
    this.doc.y = y + height + 14;
  }

  private image(bytes: Buffer | null, x: number, y: number, width: number, height: number, missing: string): void {
    const { doc } = this;
    doc.rect(x, y, width, height).fillColor(COLOR.imageBox).fill();
    if (bytes) {
      try {
        doc.image(bytes, x, y, { fit: [width, height], align: 'center', valign: 'center' });
        return;
      } catch {
        // Drawn as missing below: the original is in the ZIP all the same.
      }
    }
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(missing, x + 12, y + height / 2 - 6, { width: width - 24, align: 'center' });
  }
}

/* ----------------------------------------------------------------- helpers */

interface Fonts {
  regular: Buffer;
  bold: Buffer;
  mono: Buffer;
}

let loadedFonts: Promise<Fonts> | null = null;

/** DejaVu (from the dejavu-fonts-ttf package): Latin, Latin Extended, Greek, Cyrillic; read once per process. */
function loadFonts(): Promise<Fonts> {
  const require = createRequire(import.meta.url);
  return (loadedFonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf')),
  ]).then(([regular, bold, mono]) => ({ regular, bold, mono })));
}

/**
 * The longest edge of a photo as placed in the PDF: about 370 dpi in its box, plenty to zoom into
 * (the ZIP keeps the original). Half of the 2560 pixels photos are stored at, so libjpeg decodes
 * them at half size directly: three times faster than scaling to an arbitrary size.
 */
const PDF_IMAGE_EDGE = 1280;
/** A JPEG up to this size goes in as it is. */
const PDF_IMAGE_BYTES = 900 * 1024;

/**
 * The bytes pdfkit can place. A JPEG up to 1280 pixels and 900 KB is placed as it is (not
 * re-encoded; pdfkit copies JPEG streams); a larger one, a PNG, or anything else sharp reads (WebP,
 * AVIF) becomes a 1280-pixel JPEG for the page only. Null when it cannot be shown.
 */
async function embeddableImage(bytes: Buffer | null, contentType: string): Promise<Buffer | null> {
  if (!bytes) return null;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!isJpeg && !contentType.startsWith('image/')) return null;
  try {
    const { default: sharp } = await import('sharp');
    if (isJpeg && bytes.byteLength <= PDF_IMAGE_BYTES) {
      const { width = 0, height = 0, orientation } = await sharp(bytes).metadata();
      // pdfkit places a JPEG as stored; one that needs turning (EXIF orientation) is made upright here.
      if (Math.max(width, height) <= PDF_IMAGE_EDGE && (orientation ?? 1) === 1) return bytes;
    }
    return await sharp(bytes, { failOn: 'error', pages: 1 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(PDF_IMAGE_EDGE, PDF_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

function itemKey(photo: PacketPhoto): string | null {
  const key = photo.itemLabel?.trim().toLowerCase();
  return key ? key : null;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function age(months: number): string {
  if (months < 12) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')}` : plural(years, 'year');
}

function shortUrl(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return clip(`${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`, 48);
  } catch {
    return clip(url, 48);
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
