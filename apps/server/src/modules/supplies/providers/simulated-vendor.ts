import { createHash } from 'node:crypto';
import type { SupplyVendor, VendorOrder, VendorPlacement, VendorTracking } from './supply-vendor';

const DAY_MS = 86_400_000;
/** Processing for a day, in transit for two more, then at the door. */
export const SIMULATED_IN_TRANSIT_AFTER_MS = DAY_MS;
export const SIMULATED_DELIVERED_AFTER_MS = 3 * DAY_MS;

/**
 * The built-in vendor (offline): the starter list's catalogue at its prices, the odd stock-out
 * (a product is out on about one day in 25, the same for everyone that day), and a delivery
 * that moves Processing → In Transit → Delivered over three days of the application's clock
 * (the developer clock included).
 */
export class SimulatedVendor implements SupplyVendor {
  readonly kind = 'simulated' as const;
  readonly tracks = true;

  constructor(private readonly stockOutOneIn = 25) {}

  inStock(product: string | null, now: Date): boolean {
    if (!product || this.stockOutOneIn <= 0) return true;
    const digest = createHash('sha256').update(`${product}:${now.toISOString().slice(0, 10)}`).digest();
    return digest.readUInt32BE(0) % this.stockOutOneIn !== 0;
  }

  async place(order: VendorOrder, now: Date): Promise<VendorPlacement> {
    const unavailable = order.lines.filter((line) => !this.inStock(line.vendorProduct, now)).map((line) => line.vendorProduct ?? line.name);
    return { status: 'processing', vendorRef: `SIM-${order.number}`, cartUrl: null, expectedAt: new Date(now.getTime() + SIMULATED_DELIVERED_AFTER_MS), unavailable };
  }

  track(order: { placedAt: Date }, now: Date): VendorTracking {
    const elapsed = now.getTime() - order.placedAt.getTime();
    if (elapsed >= SIMULATED_DELIVERED_AFTER_MS) return { status: 'delivered', at: new Date(order.placedAt.getTime() + SIMULATED_DELIVERED_AFTER_MS) };
    if (elapsed >= SIMULATED_IN_TRANSIT_AFTER_MS) return { status: 'in-transit', at: new Date(order.placedAt.getTime() + SIMULATED_IN_TRANSIT_AFTER_MS) };
    return { status: 'processing', at: null };
  }
}
