import type { CreateSupplyVendorInput, SupplyVendor, UpdateSupplyVendorInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { platformErrors } from '../../../platform/errors/app-error';
import { STARTER_ITEMS } from '../domain/starter-items';
import { assertCanManageSupplies } from '../domain/supplies-access';
import type { SuppliesDeps } from '../supplies.deps';
import { suppliesErrors } from '../supplies.errors';
import { findVendor, insertVendor, listVendorItems, removeVendor, updateItem, updateVendor, vendorUsage, type SupplyVendorRow } from '../supplies.repo';
import { ensureVendors } from './ensure-supplies';

function toView(row: SupplyVendorRow, usage: Awaited<ReturnType<typeof vendorUsage>>): SupplyVendor {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    itemCount: usage.items.get(row.id) ?? 0,
    openOrderCount: usage.openOrders.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The workspace's vendors: the built-in simulated one first, then the host's, oldest first. */
export async function listSupplyVendors(deps: SuppliesDeps, actor: Actor): Promise<SupplyVendor[]> {
  assertCanManageSupplies(actor);
  const vendors = await ensureVendors(deps, deps.db, actor.workspaceId);
  const usage = await vendorUsage(deps.db, actor.workspaceId);
  return vendors.filter((row) => !row.removedAt).map((row) => toView(row, usage));
}

/** Adds Amazon (a prefilled cart link) or a local supplier (purchase orders by email). */
export async function createSupplyVendor(deps: SuppliesDeps, actor: Actor, input: CreateSupplyVendorInput): Promise<SupplyVendor> {
  assertCanManageSupplies(actor);
  await ensureVendors(deps, deps.db, actor.workspaceId);
  const row = await insertVendor(deps.db, {
    workspaceId: actor.workspaceId,
    kind: input.kind,
    name: input.name,
    email: input.kind === 'email' ? (input.email ?? null) : null,
    createdAt: deps.clock.now(),
  });
  await deps.realtime.publish(deps.db, actor.workspaceId, { type: 'supplies.changed', data: { vendorId: row.id } });
  return toView(row, { items: new Map(), openOrders: new Map() });
}

/** Renames a vendor, or changes a supplier's address (orders already sent keep theirs). */
export async function updateSupplyVendor(deps: SuppliesDeps, actor: Actor, vendorId: string, input: UpdateSupplyVendorInput): Promise<SupplyVendor> {
  assertCanManageSupplies(actor);
  const row = await findVendor(deps.db, actor.workspaceId, vendorId);
  if (!row) throw suppliesErrors.vendorNotFound();
  if (row.kind === 'simulated') throw suppliesErrors.builtInVendor();
  if (row.kind === 'email' && !input.email) {
    throw platformErrors.invalidInput([{ path: 'email', message: "Enter the supplier's email address." }], "Enter the supplier's email address.");
  }
  const patch = { name: input.name, email: row.kind === 'email' ? input.email! : null };
  await updateVendor(deps.db, row.id, patch);
  await deps.realtime.publish(deps.db, actor.workspaceId, { type: 'supplies.changed', data: { vendorId: row.id } });
  return toView({ ...row, ...patch }, await vendorUsage(deps.db, actor.workspaceId));
}

/**
 * Removes a vendor no open order uses (kept, marked removed: its past orders keep its name) (409 otherwise: the order still needs it to be placed,
 * checked out or delivered). Its items go back to the built-in simulated vendor, with its
 * catalogue's products.
 */
export async function removeSupplyVendor(deps: SuppliesDeps, actor: Actor, vendorId: string): Promise<void> {
  assertCanManageSupplies(actor);
  const row = await findVendor(deps.db, actor.workspaceId, vendorId);
  if (!row) throw suppliesErrors.vendorNotFound();
  if (row.kind === 'simulated') throw suppliesErrors.builtInVendor();
  const usage = await vendorUsage(deps.db, actor.workspaceId);
  const open = usage.openOrders.get(row.id) ?? 0;
  if (open) {
    throw suppliesErrors.vendorInUse(
      { openOrders: open },
      `${row.name} has ${open === 1 ? 'an order' : `${open} orders`} still open; remove it once ${open === 1 ? 'it is' : 'they are'} delivered, refused or denied.`,
    );
  }
  const simulated = (await ensureVendors(deps, deps.db, actor.workspaceId)).find((vendor) => vendor.kind === 'simulated')!;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const item of await listVendorItems(tx, actor.workspaceId, row.id)) {
      const sku = STARTER_ITEMS.find((entry) => entry.key === item.key)?.sku ?? null;
      await updateItem(tx, item.id, { vendorId: simulated.id, vendorProduct: sku, updatedAt: now });
    }
    await removeVendor(tx, row.id, now);
    await deps.realtime.publish(tx, actor.workspaceId, { type: 'supplies.changed', data: { vendorId: row.id } });
  });
}
