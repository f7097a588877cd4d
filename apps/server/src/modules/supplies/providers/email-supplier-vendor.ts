import type { SupplyVendor, VendorOrder, VendorPlacement } from './supply-vendor';

export interface PurchaseOrderEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  template: string;
  idempotencyKey: string;
  workspaceId: string;
}

/**
 * A local supplier reached by email: a purchase order (the lines, and the same as CSV to paste
 * into a spreadsheet) sent through the notifications outbox, its Reply-To the order's own inbound
 * address: the supplier's reply threads back to the order. The host marks it delivered when it arrives.
 */
export class EmailSupplierVendor implements SupplyVendor {
  readonly kind = 'email' as const;
  readonly tracks = false;

  constructor(
    private readonly supplier: { name: string; email: string; workspaceId: string },
    private readonly send: (message: PurchaseOrderEmail) => Promise<void>,
  ) {}

  inStock(): boolean {
    return true;
  }

  async place(order: VendorOrder, _now: Date, idempotencyKey: string): Promise<VendorPlacement> {
    const csv = purchaseOrderCsv(order);
    const text = `Hello ${this.supplier.name},\n\nPlease supply purchase order ${order.number} for ${order.propertyName}:\n\n${order.lines
      .map((line) => `- ${line.quantity} ${line.unit} ${line.name}${line.vendorProduct ? ` (${line.vendorProduct})` : ''} at $${(line.unitPriceCents / 100).toFixed(2)}`)
      .join('\n')}\n\nTotal: $${(order.totalCents / 100).toFixed(2)}\n\nCSV:\n${csv}\nPlease reply to confirm and with the delivery date.\n`;
    const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    await this.send({
      to: this.supplier.email,
      subject: `Purchase order ${order.number}: ${order.propertyName}`,
      text,
      html: `<pre>${escape(text)}</pre>`,
      ...(order.replyTo ? { replyTo: order.replyTo } : {}),
      template: 'supplies.purchase-order',
      idempotencyKey: `supplies:po:${idempotencyKey}`,
      workspaceId: this.supplier.workspaceId,
    });
    return { status: 'processing', vendorRef: order.number, cartUrl: null, expectedAt: null, unavailable: [] };
  }

  track(): null {
    return null;
  }
}

/** The order as CSV: product, name, unit, quantity, unit price, line total (quoted where needed). */
export function purchaseOrderCsv(order: VendorOrder): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const rows = [['product', 'name', 'unit', 'quantity', 'unit_price', 'line_total']];
  for (const line of order.lines) {
    rows.push([line.vendorProduct ?? '', line.name, line.unit, String(line.quantity), (line.unitPriceCents / 100).toFixed(2), ((line.quantity * line.unitPriceCents) / 100).toFixed(2)]);
  }
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
