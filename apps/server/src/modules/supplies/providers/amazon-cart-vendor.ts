import type { SupplyVendor, VendorOrder, VendorPlacement } from './supply-vendor';

/**
 * Amazon's public "add to cart" link, prefilled with each line's ASIN and quantity: the host
 * opens it, checks out on Amazon, and marks the order placed (then delivered) in Cohost.
 */
export class AmazonCartVendor implements SupplyVendor {
  readonly kind = 'amazon' as const;
  readonly tracks = false;

  inStock(): boolean {
    return true;
  }

  async place(order: VendorOrder): Promise<VendorPlacement> {
    return { status: 'checkout', vendorRef: null, cartUrl: amazonCartUrl(order.lines), expectedAt: null, unavailable: [] };
  }

  track(): null {
    return null;
  }
}

export function amazonCartUrl(lines: VendorOrder['lines']): string {
  const params = new URLSearchParams();
  lines
    .filter((line) => line.vendorProduct)
    .forEach((line, index) => {
      params.set(`ASIN.${index + 1}`, line.vendorProduct!);
      params.set(`Quantity.${index + 1}`, String(line.quantity));
    });
  return `https://www.amazon.com/gp/aws/cart/add.html?${params.toString()}`;
}
