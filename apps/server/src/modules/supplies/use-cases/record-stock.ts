import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { deliveredSince, findItem, insertMovement, lockItem, } from '../supplies.repo';
import type { SupplyMovementKind } from '../supplies.tables';
import { guestNightsBetween, learnUse, observedUse } from '../domain/forecast';
import { assertCanManageSupplies } from '../domain/supplies-access';
import { suppliesErrors } from '../supplies.errors';
import { ensurePropertyItems } from './ensure-supplies';
import { loadStayNights } from './forecast-property';
import { reorderProperty } from './reorder-property';
import { updateItem } from '../supplies.repo';

export interface StockCount {
  workspaceId: string;
  propertyId: string;
  kind: SupplyMovementKind;
  items: Array<{ itemId: string; quantity: number }>;
  by: { userId: string | null; name: string };
  reason: string | null;
  taskId?: string | null;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts and corrections set an item's stock, each kept as a movement (who, when, why). A count
 * also teaches the item's use per guest-night: what went since the last count (deliveries added
 * back) over the guest-nights in between. Then reordering looks at the property.
 */
export async function recordStock(deps: SuppliesDeps, input: StockCount): Promise<void> {
  const now = deps.clock.now();
  const items = await ensurePropertyItems(deps, input.workspaceId, input.propertyId);
  const earliest = items.reduce((min, item) => (item.countedAt && item.countedAt < min ? item.countedAt : min), now);
  const stays = await loadStayNights(deps, input.workspaceId, input.propertyId, earliest);
  await deps.db.transaction(async (tx) => {
    for (const counted of input.items) {
      const item = await lockItem(tx, input.workspaceId, counted.itemId);
      if (!item || item.propertyId !== input.propertyId) continue;
      const patch: Parameters<typeof updateItem>[2] = { stock: counted.quantity, stockAt: now, updatedAt: now };
      if (input.kind === 'count') {
        if (item.countedAt) {
          const nights = guestNightsBetween(stays, isoDay(item.countedAt), isoDay(now));
          const delivered = await deliveredSince(tx, item.id, item.countedAt);
          const learned = learnUse(item.learnedUsePerGuestNight, observedUse(item.stock, delivered, counted.quantity, nights));
          patch.learnedUsePerGuestNight = learned === null ? null : Math.round(learned * 1000) / 1000;
        }
        patch.countedAt = now;
      }
      await updateItem(tx, item.id, patch);
      await insertMovement(tx, {
        workspaceId: input.workspaceId,
        propertyId: input.propertyId,
        itemId: item.id,
        kind: input.kind,
        before: item.stock,
        after: counted.quantity,
        byUserId: input.by.userId,
        byName: input.by.name,
        reason: input.reason,
        taskId: input.taskId ?? null,
        occurredAt: now,
      });
    }
    await deps.realtime.publish(tx, input.workspaceId, { type: 'supplies.changed', data: { propertyId: input.propertyId } });
  });
  await reorderProperty(deps, input.workspaceId, input.propertyId);
}

/** A cleaner's count at the end of a turnover (`cleaning.supplies-counted`): matched to the property's items by key, else by name. */
export async function recordCleanerCount(
  deps: SuppliesDeps,
  count: { workspaceId: string; propertyId: string; taskId: string; countedBy: string; items: Array<{ key: string; name: string; quantity: number }> },
): Promise<void> {
  const property = await deps.ports.findProperty(count.workspaceId, count.propertyId);
  if (!property) return;
  const items = await ensurePropertyItems(deps, count.workspaceId, count.propertyId);
  const matched = count.items.flatMap((counted) => {
    const item = items.find((candidate) => candidate.key === counted.key) ?? items.find((candidate) => candidate.name.toLowerCase() === counted.name.trim().toLowerCase());
    return item ? [{ itemId: item.id, quantity: Math.max(0, counted.quantity) }] : [];
  });
  if (!matched.length) return;
  const name = (await deps.ports.findUserName(count.countedBy)) ?? 'A cleaner';
  await recordStock(deps, { workspaceId: count.workspaceId, propertyId: count.propertyId, kind: 'count', items: matched, by: { userId: count.countedBy, name }, reason: 'Counted at the end of a cleaning', taskId: count.taskId });
}

/** The host counts or corrects one item from /supplies. */
export async function recordHostStock(deps: SuppliesDeps, actor: Actor, itemId: string, input: { quantity: number; kind: 'count' | 'correction'; reason?: string | undefined }): Promise<void> {
  assertCanManageSupplies(actor);
  const item = await findItem(deps.db, actor.workspaceId, itemId);
  if (!item) throw suppliesErrors.itemNotFound();
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  await recordStock(deps, {
    workspaceId: actor.workspaceId,
    propertyId: item.propertyId,
    kind: input.kind,
    items: [{ itemId, quantity: input.quantity }],
    by: { userId: actor.userId, name },
    reason: input.reason?.trim() || (input.kind === 'count' ? 'Counted by the host' : 'Corrected by the host'),
  });
}

