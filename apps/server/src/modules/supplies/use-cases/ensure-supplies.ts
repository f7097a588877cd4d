import type { Database, Tx } from '../../../platform/db/database';
import type { SuppliesDeps } from '../supplies.deps';
import { insertItems, insertVendor, listItems, listVendors, type SupplyItemRow, type SupplyVendorRow } from '../supplies.repo';
import { STARTER_ITEMS } from '../domain/starter-items';

/** The workspace's vendors, with the built-in simulated one created on first use. */
export async function ensureVendors(deps: Pick<SuppliesDeps, 'clock'>, db: Database | Tx, workspaceId: string): Promise<SupplyVendorRow[]> {
  const vendors = await listVendors(db, workspaceId);
  if (vendors.some((vendor) => vendor.kind === 'simulated')) return vendors;
  const simulated = await insertVendor(db, { workspaceId, kind: 'simulated', name: 'Cohost Supply (simulated)', createdAt: deps.clock.now() });
  return [simulated, ...vendors];
}

/**
 * A property's items: the starter list the first time supplies looks at it (stocked to par as
 * of now, until a count says otherwise), then whatever the host made of them.
 */
export async function ensurePropertyItems(deps: Pick<SuppliesDeps, 'db' | 'clock'>, workspaceId: string, propertyId: string): Promise<SupplyItemRow[]> {
  const existing = await listItems(deps.db, workspaceId, propertyId);
  if (existing.length) return existing;
  const vendors = await ensureVendors(deps, deps.db, workspaceId);
  const simulated = vendors.find((vendor) => vendor.kind === 'simulated')!;
  const now = deps.clock.now();
  await insertItems(
    deps.db,
    STARTER_ITEMS.map((item) => ({
      workspaceId,
      propertyId,
      key: item.key,
      name: item.name,
      unit: item.unit,
      par: item.par,
      minimum: item.minimum,
      autoOrder: true,
      vendorId: simulated.id,
      vendorProduct: item.sku,
      unitPriceCents: item.unitPriceCents,
      stock: item.par,
      stockAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return listItems(deps.db, workspaceId, propertyId);
}
