import type { UpdateSupplyItemInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { suppliesErrors } from '../supplies.errors';
import { platformErrors } from '../../../platform/errors/app-error';
import { STARTER_ITEMS } from '../domain/starter-items';
import { findItem, findVendor, listLimits, listRefusedForLimit, monthSpent, updateItem, updateOrder, upsertLimit, type SupplyItemRow } from '../supplies.repo';
import { assertCanManageSupplies } from '../domain/supplies-access';
import { spendMonth } from '../domain/spend-limits';
import { proposeOrder } from './propose-order';
import { reorderProperty } from './reorder-property';

/** The host edits an item: par, minimum, whether it orders itself, its price, its vendor and product. Reordering looks again. */
export async function updateSupplyItem(deps: SuppliesDeps, actor: Actor, itemId: string, input: UpdateSupplyItemInput): Promise<void> {
  assertCanManageSupplies(actor);
  const item = await findItem(deps.db, actor.workspaceId, itemId);
  if (!item) throw suppliesErrors.itemNotFound();
  const { vendorId, vendorProduct, ...levels } = input;
  await updateItem(deps.db, itemId, { ...levels, ...(await vendorChoice(deps, actor.workspaceId, item, vendorId, vendorProduct)), updatedAt: deps.clock.now() });
  await reorderProperty(deps, actor.workspaceId, item.propertyId);
}

const ASIN = /^[A-Z0-9]{10}$/;
const invalid = (path: string, message: string) => platformErrors.invalidInput([{ path, message }], message);

/**
 * Where an item is ordered from, and the vendor's product: an ASIN for Amazon (the starter
 * list's own when the host gives none), the supplier's product code by email, the catalogue's
 * SKU for the simulated vendor. Left out, both stay as they are.
 */
async function vendorChoice(
  deps: SuppliesDeps,
  workspaceId: string,
  item: SupplyItemRow,
  vendorId: string | undefined,
  vendorProduct: string | null | undefined,
): Promise<{ vendorId?: string; vendorProduct?: string | null }> {
  if (vendorId === undefined && vendorProduct === undefined) return {};
  const vendor = await findVendor(deps.db, workspaceId, vendorId ?? item.vendorId);
  if (!vendor) throw invalid('vendorId', 'There is no such vendor in this workspace.');
  const starter = STARTER_ITEMS.find((entry) => entry.key === item.key);
  const moved = vendor.id !== item.vendorId;
  let product = vendorProduct === undefined ? (moved ? null : item.vendorProduct) : vendorProduct || null;
  if (vendor.kind === 'amazon') {
    product = product?.toUpperCase() ?? starter?.asin ?? null;
    if (!product || !ASIN.test(product)) throw invalid('vendorProduct', "Enter the item's ASIN on Amazon (10 letters and digits, as in B07C63KXVF).");
  } else if (vendor.kind === 'simulated') {
    product ??= starter?.sku ?? null;
  }
  return { vendorId: vendor.id, vendorProduct: product };
}

/**
 * A property's monthly limit. Raised, the orders it refused this month go to the policy again
 * (oldest first), each still placed within the new limit.
 */
export async function setSupplyLimit(deps: SuppliesDeps, actor: Actor, propertyId: string, monthlyLimitCents: number): Promise<void> {
  assertCanManageSupplies(actor);
  const property = await deps.ports.findProperty(actor.workspaceId, propertyId);
  if (!property) throw suppliesErrors.propertyNotFound();
  const now = deps.clock.now();
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  await deps.db.transaction(async (tx) => {
    await upsertLimit(tx, { propertyId, workspaceId: actor.workspaceId, monthlyLimitCents, updatedAt: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: actor.workspaceId,
      propertyId,
      actor: { type: 'host', userId: actor.userId, name },
      kind: 'supplies.limit-changed',
      summary: `Monthly supply limit for ${property.name} set to $${(monthlyLimitCents / 100).toFixed(2)}`,
      reason: null,
      result: 'done',
      financial: true,
    });
  });
  const monthStart = new Date(`${spendMonth(now)}-01T00:00:00Z`);
  const limit = (await listLimits(deps.db, actor.workspaceId)).get(propertyId)!;
  for (const order of await listRefusedForLimit(deps.db, actor.workspaceId, propertyId, monthStart)) {
    const spent = await monthSpent(deps.db, propertyId, spendMonth(now));
    if (order.totalCents > limit - spent) continue;
    await updateOrder(deps.db, order.id, { status: 'waiting', refusedBy: null, reason: 'Tried again: the monthly limit was raised.', updatedAt: now });
    await proposeOrder(deps, { ...order, status: 'waiting' }, property.name, { monthSpentCents: spent, monthlyLimitCents: limit }, Math.floor(now.getTime() / 1000));
  }
}
