import { describe, expect, it } from 'vitest';
import { amazonCartUrl } from './amazon-cart-vendor';
import { purchaseOrderCsv } from './email-supplier-vendor';
import { SimulatedVendor } from './simulated-vendor';

const lines = [
  { name: 'Toilet paper', unit: 'rolls', vendorProduct: 'B07C63KXVF', quantity: 19, unitPriceCents: 90 },
  { name: 'Coffee, "dark"', unit: 'pods', vendorProduct: '=HYPERLINK()', quantity: 32, unitPriceCents: 60 },
];

describe('vendors', () => {
  it("Amazon: the public add-to-cart link with each ASIN and quantity", () => {
    expect(amazonCartUrl(lines.slice(0, 1))).toBe('https://www.amazon.com/gp/aws/cart/add.html?ASIN.1=B07C63KXVF&Quantity.1=19');
  });

  it('email: a purchase order CSV, quoted, with formulas defused', () => {
    expect(purchaseOrderCsv({ id: 'o', number: 'SO-1', propertyName: 'Loft', lines, totalCents: 3630, replyTo: null })).toBe(
      'product,name,unit,quantity,unit_price,line_total\nB07C63KXVF,Toilet paper,rolls,19,0.90,17.10\n\'=HYPERLINK(),"Coffee, ""dark""",pods,32,0.60,19.20\n',
    );
  });

  it('simulated: Processing, then In Transit after a day, Delivered after three', () => {
    const vendor = new SimulatedVendor(0);
    const placedAt = new Date('2026-12-01T12:00:00Z');
    expect(vendor.track({ placedAt }, new Date('2026-12-02T11:59:00Z')).status).toBe('processing');
    expect(vendor.track({ placedAt }, new Date('2026-12-02T12:00:00Z')).status).toBe('in-transit');
    expect(vendor.track({ placedAt }, new Date('2026-12-04T12:00:00Z'))).toEqual({ status: 'delivered', at: new Date('2026-12-04T12:00:00Z') });
  });

  it('simulated stock-outs: the same answer all day, about one day in the given number', () => {
    const vendor = new SimulatedVendor(4);
    const days = Array.from({ length: 400 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index, 9)));
    const out = days.filter((day) => !vendor.inStock('SIM-TP-01', day)).length;
    expect(out).toBeGreaterThan(60);
    expect(out).toBeLessThan(140);
    expect(vendor.inStock('SIM-TP-01', days[0]!)).toBe(vendor.inStock('SIM-TP-01', new Date(days[0]!.getTime() + 3_600_000)));
  });
});
