import type { SupplyVendorKind } from '@cohost/shared';

/** An order as a vendor receives it. */
export interface VendorOrder {
  id: string;
  number: string;
  propertyName: string;
  lines: Array<{ name: string; unit: string; vendorProduct: string | null; quantity: number; unitPriceCents: number }>;
  totalCents: number;
  /** Where the supplier's reply goes (`o-<token>@<inbound domain>`, email vendors), else null. */
  replyTo: string | null;
}

/** What the vendor said when the order went in. */
export interface VendorPlacement {
  /** `checkout`: a person finishes it (the Amazon cart), then marks it placed. */
  status: 'processing' | 'checkout';
  vendorRef: string | null;
  cartUrl: string | null;
  expectedAt: Date | null;
  /** Lines the vendor could not supply (stock-outs), by product: they leave the order. */
  unavailable: string[];
}

/** Where an order stands at the vendor now (vendors that do not report: unchanged until a person marks it). */
export interface VendorTracking {
  status: 'processing' | 'in-transit' | 'delivered';
  at: Date | null;
}

/** Every vendor behind one interface: the simulated one, an Amazon cart link, a supplier by email. */
export interface SupplyVendor {
  kind: SupplyVendorKind;
  /** Whether it reports delivery itself (else a person marks it delivered). */
  tracks: boolean;
  /** Is the product in stock today? */
  inStock(product: string | null, now: Date): boolean;
  place(order: VendorOrder, now: Date, idempotencyKey: string): Promise<VendorPlacement>;
  track(order: { placedAt: Date; status: string }, now: Date): VendorTracking | null;
}
