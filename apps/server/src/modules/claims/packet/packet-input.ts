/**
 * What the evidence packet (PDF + ZIP) is built from: the case as its owner sees it, gathered by
 * the claims use case. Files are read lazily (`read`) so the packet reads each original once,
 * when it needs its bytes.
 */

/** A photo kept by cleaning, as evidence: its provenance facts were recorded at upload. */
export interface PacketPhoto {
  id: string;
  /** before = the turnover before the stay, after = the turnover after it, issue = the reported issue's. */
  role: 'before' | 'after' | 'issue';
  /** The checklist item it shows, when known: before and after photos of one item are shown side by side. */
  itemLabel: string | null;
  /** The device's clock (EXIF), or null when the photo carried none. */
  takenAt: Date | null;
  uploadedAt: Date;
  /** Who took (uploaded) it. */
  takenBy: string;
  /** SHA-256 of the stored file, hexadecimal, recorded at upload. */
  sha256: string;
  /** Provenance warnings ("No capture time from the device", "Re-uploaded copy"…). */
  marks: string[];
  contentType: string;
  /** The original file as stored. */
  read: () => Promise<Buffer>;
  fileName: string;
}

/** A receipt or estimate the host uploaded. */
export interface PacketReceipt {
  id: string;
  fileName: string;
  contentType: string;
  /** SHA-256 recorded at upload, hexadecimal. */
  sha256: string;
  uploadedAt: Date;
  uploadedBy: string;
  read: () => Promise<Buffer>;
}

export interface PacketInput {
  workspaceName: string;
  reference: string;
  title: string;
  kind: 'complaint' | 'damage';
  category: string;
  description: string;
  generatedAt: Date;
  /** The property's IANA zone: every time in the packet is shown in it, and named. */
  timeZone: string;
  property: { name: string; address: string | null };
  stay: { guestName: string; platformLabel: string; confirmationCode: string | null; checkInAt: Date; checkOutAt: Date } | null;
  deadlines: Array<{ label: string; dueAt: Date; state: string; note: string }>;
  timeline: Array<{ at: Date; actor: string; text: string }>;
  messages: Array<{ at: Date; authorName: string; author: string; body: string }>;
  items: Array<{ name: string; description: string; costCents: number; ageMonths: number | null; comparableUrl: string | null }>;
  steps: Array<{ step: string; at: Date; by: string; amountCents: number; reference: string | null }>;
  photos: PacketPhoto[];
  receipts: PacketReceipt[];
}
