/**
 * The starter list every property begins with (the host edits it): par and minimum for a
 * typical 2–4 guest rental, the default use per guest-night until counts teach the real one, and
 * the simulated vendor's product.
 */
export interface StarterItem {
  key: string;
  name: string;
  unit: string;
  par: number;
  minimum: number;
  usePerGuestNight: number;
  sku: string;
  /** The product on Amazon (the cart link). */
  asin: string;
  unitPriceCents: number;
}

export const STARTER_ITEMS: readonly StarterItem[] = [
  { key: 'toilet-paper', name: 'Toilet paper', unit: 'rolls', par: 24, minimum: 4, usePerGuestNight: 0.5, sku: 'SIM-TP-01', asin: 'B07C63KXVF', unitPriceCents: 90 },
  { key: 'paper-towels', name: 'Paper towels', unit: 'rolls', par: 12, minimum: 2, usePerGuestNight: 0.2, sku: 'SIM-PT-01', asin: 'B07MK2X9KD', unitPriceCents: 150 },
  { key: 'coffee-pods', name: 'Coffee pods', unit: 'pods', par: 40, minimum: 6, usePerGuestNight: 1, sku: 'SIM-CP-01', asin: 'B00TQ4QOUM', unitPriceCents: 60 },
  { key: 'dish-soap', name: 'Dish soap', unit: 'bottles', par: 4, minimum: 1, usePerGuestNight: 0.05, sku: 'SIM-DS-01', asin: 'B08KTDMX6J', unitPriceCents: 350 },
  { key: 'hand-soap', name: 'Hand soap', unit: 'bottles', par: 6, minimum: 1, usePerGuestNight: 0.06, sku: 'SIM-HS-01', asin: 'B07G7JGZ8T', unitPriceCents: 300 },
  { key: 'shampoo', name: 'Shampoo', unit: 'bottles', par: 8, minimum: 2, usePerGuestNight: 0.1, sku: 'SIM-SH-01', asin: 'B00NQ4HXUI', unitPriceCents: 250 },
  { key: 'trash-bags', name: 'Trash bags', unit: 'bags', par: 30, minimum: 5, usePerGuestNight: 0.4, sku: 'SIM-TB-01', asin: 'B07P1HDNMC', unitPriceCents: 25 },
  { key: 'dishwasher-tabs', name: 'Dishwasher tablets', unit: 'tablets', par: 30, minimum: 5, usePerGuestNight: 0.3, sku: 'SIM-DW-01', asin: 'B07PGR2PXC', unitPriceCents: 30 },
];

export function starterItem(key: string): StarterItem | null {
  return STARTER_ITEMS.find((item) => item.key === key) ?? null;
}

/** Default use for an item the starter list does not know. */
export const DEFAULT_USE_PER_GUEST_NIGHT = 0.2;
