import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PacketInput, PacketPhoto, PacketReceipt } from './packet-input';

/**
 * A room as a camera would see it, drawn with sharp: a wall, a floor, a window, a table and a
 * lamp. Options take things away or break them, so tests (and the sample packet) have the same
 * scene before and after.
 */
export interface SceneOptions {
  width?: number;
  height?: number;
  /** The wall's hue (different checklist items look different). */
  hue?: number;
  lamp?: 'standing' | 'missing' | 'broken';
  /** Multiplies the brightness (another exposure, a cloudy day). */
  brightness?: number;
  quality?: number;
}

export async function drawScene(options: SceneOptions = {}): Promise<Buffer> {
  const { width = 480, height = 360, hue = 35, lamp = 'standing', brightness = 1, quality = 82 } = options;
  const lampShape =
    lamp === 'standing'
      ? `<rect x="335" y="120" width="14" height="150" fill="#3a3a3a"/><polygon points="300,60 384,60 404,130 280,130" fill="#f4e2a1" stroke="#8a7a3a" stroke-width="3"/><ellipse cx="342" cy="272" rx="40" ry="9" fill="#2a2a2a"/>`
      : lamp === 'broken'
        ? `<ellipse cx="342" cy="272" rx="40" ry="9" fill="#2a2a2a"/><rect x="300" y="255" width="150" height="14" fill="#3a3a3a" transform="rotate(-8 300 262)"/><polygon points="400,220 470,236 452,290 380,272" fill="#f4e2a1" stroke="#8a7a3a" stroke-width="3"/>`
        : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,82%)"/><stop offset="1" stop-color="hsl(${hue},40%,62%)"/></linearGradient></defs>
    <rect width="480" height="260" fill="url(#wall)"/>
    <rect y="260" width="480" height="100" fill="#8b6b4a"/>
    <rect x="40" y="40" width="150" height="110" fill="#bfe0f5" stroke="#ffffff" stroke-width="8"/>
    <line x1="115" y1="40" x2="115" y2="150" stroke="#ffffff" stroke-width="6"/>
    <rect x="60" y="215" width="170" height="16" fill="#5b3b22"/>
    <rect x="72" y="231" width="12" height="70" fill="#5b3b22"/><rect x="206" y="231" width="12" height="70" fill="#5b3b22"/>
    <circle cx="150" cy="203" r="12" fill="#c0392b"/>
    ${lampShape}
  </svg>`;
  return sharp(Buffer.from(svg)).resize(width, height).modulate({ brightness }).jpeg({ quality }).toBuffer();
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const HOUR = 3_600_000;

interface SampleOptions {
  /** How many photos of each of before and after (issue photos come on top: 2). */
  photosPerTurnover?: number;
  /** Makes the first after photo's bytes differ from its recorded hash. */
  tamperFirstAfter?: boolean;
}

/**
 * A damage case as the claims use case would hand it over: a broken lamp after a stay with
 * guests whose names are not ASCII, before and after photos of the same items, one photo with no
 * capture time, a receipt image and a PDF receipt.
 */
export async function samplePacketInput(options: SampleOptions = {}): Promise<PacketInput> {
  const { photosPerTurnover = 4, tamperFirstAfter = false } = options;
  const checkInAt = new Date('2026-11-20T20:00:00Z');
  const checkOutAt = new Date('2026-11-24T16:00:00Z');
  const items = ['Floor lamp', 'Living room', 'Kitchen', 'Bathroom', 'Bedroom', 'Balcony', 'Hallway', 'Desk'];

  const photo = async (role: PacketPhoto['role'], index: number, base: Date): Promise<PacketPhoto> => {
    const item = items[index % items.length]!;
    const broken = role === 'issue' || (role === 'after' && index === 0);
    const bytes = await drawScene({ hue: (index * 47) % 360, lamp: broken ? 'broken' : 'standing', brightness: role === 'after' ? 1.05 : 1 });
    const stored = tamperFirstAfter && role === 'after' && index === 0 ? Buffer.concat([bytes, Buffer.from([0])]) : bytes;
    const takenAt = role === 'before' && index === 1 ? null : new Date(base.getTime() + index * 60_000);
    return {
      id: `${role}-${index + 1}`,
      role,
      itemLabel: role === 'issue' ? 'Floor lamp' : item,
      takenAt,
      uploadedAt: new Date(base.getTime() + index * 60_000 + 5 * 60_000),
      takenBy: role === 'before' ? 'José Álvarez' : 'Øyvind Håland',
      sha256: sha256(bytes),
      marks: takenAt ? [] : ['No capture time from the device'],
      contentType: 'image/jpeg',
      read: () => Promise.resolve(stored),
      fileName: `${role}-${index + 1}.jpg`,
    };
  };

  const photos = await Promise.all([
    ...Array.from({ length: photosPerTurnover }, (_, i) => photo('before', i, new Date(checkInAt.getTime() - 6 * HOUR))),
    ...Array.from({ length: photosPerTurnover }, (_, i) => photo('after', i, new Date(checkOutAt.getTime() + 2 * HOUR))),
    ...Array.from({ length: 2 }, (_, i) => photo('issue', i, new Date(checkOutAt.getTime() + 3 * HOUR))),
  ]);

  const receiptImage = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#fbfbf7' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect x="30" y="40" width="240" height="16" fill="#222"/><rect x="30" y="90" width="180" height="8" fill="#777"/><rect x="30" y="110" width="200" height="8" fill="#777"/><rect x="30" y="130" width="150" height="8" fill="#777"/><rect x="170" y="360" width="100" height="14" fill="#222"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const receiptPdf = Buffer.from('%PDF-1.4\n% a vendor estimate\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const receipt = (id: string, fileName: string, contentType: string, bytes: Buffer, hoursAfterCheckout: number): PacketReceipt => ({
    id,
    fileName,
    contentType,
    sha256: sha256(bytes),
    uploadedAt: new Date(checkOutAt.getTime() + hoursAfterCheckout * HOUR),
    uploadedBy: 'Marta Nowak',
    read: () => Promise.resolve(bytes),
  });

  return {
    workspaceName: 'Harbor Homes',
    reference: 'CL-0042',
    title: 'Floor lamp broken in the living room',
    kind: 'damage',
    category: 'broken',
    description:
      'After the stay the cleaner found the living-room floor lamp on the floor, its shade cracked and the stem bent. It stood upright at the turnover before the stay. The guest was asked to pay for a replacement.',
    generatedAt: new Date('2026-11-25T15:30:00Z'),
    timeZone: 'America/New_York',
    property: { name: 'Harbor Loft', address: '12 Wharf Street, Apt 3, Portland, ME 04101' },
    stay: { guestName: 'Zoë Łukasiewicz', platformLabel: 'Airbnb', confirmationCode: 'HMA4KX2PQ9', checkInAt, checkOutAt },
    deadlines: [
      { label: 'Guest has 24 hours', dueAt: new Date('2026-11-26T15:00:00Z'), state: 'urgent', note: 'Asked on 25 Nov at 10:00; Airbnb can be involved once this ends.' },
      { label: 'Airbnb Resolution Center', dueAt: new Date('2026-12-08T16:00:00Z'), state: 'waiting', note: 'Opens when the guest’s 24 hours end; closes 14 days after checkout.' },
      { label: 'Insurer', dueAt: new Date('2026-12-24T16:00:00Z'), state: 'open', note: 'Truvi: normal wear and tear is excluded.' },
    ],
    timeline: [
      { at: new Date(checkOutAt.getTime() + 2 * HOUR), actor: 'Øyvind Håland', text: 'Turnover cleaning started' },
      { at: new Date(checkOutAt.getTime() + 3 * HOUR), actor: 'Øyvind Håland', text: 'Reported damage: floor lamp broken (2 photos)' },
      { at: new Date(checkOutAt.getTime() + 3 * HOUR + 60_000), actor: 'Cohost', text: 'Opened damage case CL-0042 for the stay of Zoë Łukasiewicz' },
    ],
    messages: [
      { at: new Date(checkOutAt.getTime() - 20 * HOUR), authorName: 'Zoë Łukasiewicz', author: 'guest', body: 'Hi! Sorry, the lamp in the living room fell over when we moved the sofa. I think the shade cracked. Happy to sort it out.' },
      { at: new Date(checkOutAt.getTime() - 19 * HOUR), authorName: 'Cohost', author: 'co-host', body: 'Thanks for telling us, Zoë. We will check it at the turnover and let you know.' },
    ],
    items: [
      { name: 'Floor lamp', description: 'Arc floor lamp, brass, linen shade', costCents: 18_999, ageMonths: 14, comparableUrl: 'https://www.example.com/lighting/arc-floor-lamp-brass?ref=comparable' },
      { name: 'Delivery', description: 'Same-week delivery to the property', costCents: 2_500, ageMonths: null, comparableUrl: null },
    ],
    steps: [{ step: 'ask-guest', at: new Date('2026-11-25T15:00:00Z'), by: 'Marta Nowak', amountCents: 21_499, reference: null }],
    photos,
    receipts: [
      receipt('r1', 'Lamp receipt – Łódź.jpg', 'image/jpeg', receiptImage, 20),
      receipt('r2', 'Estimate.pdf', 'application/pdf', receiptPdf, 21),
    ],
  };
}
