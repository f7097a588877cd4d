import { DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS, type SupplyOverview } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { SuppliesDeps } from '../supplies.deps';
import { listLimits, listOrderLines, listRecentOrders, listSpend, listVendors } from '../supplies.repo';
import { assertCanReadSupplies } from '../domain/supplies-access';
import { spendMonth } from '../domain/spend-limits';
import { forecastProperty } from './forecast-property';

const RECENT_ORDERS = 30;
const CHART_MONTHS = 6;

function monthsBack(month: string, count: number): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, m - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** /supplies: each property's items with their forecast, spend against limits, recent orders. */
export async function getSuppliesOverview(deps: SuppliesDeps, actor: Actor): Promise<SupplyOverview> {
  assertCanReadSupplies(actor);
  const workspaceId = actor.workspaceId;
  const now = deps.clock.now();
  const month = spendMonth(now);
  const months = monthsBack(month, CHART_MONTHS);
  const properties = (await deps.ports.listProperties(workspaceId)).filter((property) => !property.archivedAt);
  const forecasts = await Promise.all(properties.map((property) => forecastProperty(deps, workspaceId, property.id)));
  const [limits, spend, vendors, orders, settings] = await Promise.all([
    listLimits(deps.db, workspaceId),
    listSpend(deps.db, workspaceId, months[0]!),
    listVendors(deps.db, workspaceId),
    listRecentOrders(deps.db, workspaceId, RECENT_ORDERS),
    deps.ports.settingsFor(workspaceId, null),
  ]);
  const lines = await listOrderLines(deps.db, orders.map((order) => order.id));
  const vendorView = (id: string) => {
    const vendor = vendors.find((candidate) => candidate.id === id);
    return { id, name: vendor?.name ?? 'Unknown vendor', kind: vendor?.kind ?? 'simulated' };
  };
  const propertyViews = properties.map((property, index) => {
    const spentOf = (m: string) => spend.find((row) => row.propertyId === property.id && row.month === m)?.spentCents ?? 0;
    return {
      id: property.id,
      name: property.name,
      monthlyLimitCents: limits.get(property.id) ?? DEFAULT_MONTHLY_SUPPLY_LIMIT_CENTS,
      spentThisMonthCents: spentOf(month),
      months: months.map((m) => ({ month: m, spentCents: spentOf(m) })),
      items: forecasts[index]!.items.map(({ item, expectedStock, runOutDate, status, reason, usePerGuestNight, learned, onOrder }) => ({
        id: item.id,
        propertyId: item.propertyId,
        key: item.key,
        name: item.name,
        unit: item.unit,
        par: item.par,
        minimum: item.minimum,
        autoOrder: item.autoOrder,
        vendor: vendorView(item.vendorId),
        vendorProduct: item.vendorProduct,
        unitPriceCents: item.unitPriceCents,
        stock: item.stock,
        expectedStock,
        runOutDate,
        status,
        statusReason: reason,
        usePerGuestNight: Math.round(usePerGuestNight * 1000) / 1000,
        learned,
        countedAt: item.countedAt?.toISOString() ?? null,
        onOrder,
      })),
    };
  });
  const allItems = propertyViews.flatMap((property) => property.items);
  const names = new Map(properties.map((property) => [property.id, property.name]));
  return {
    month,
    settings: settings.supplies,
    counts: { low: allItems.filter((item) => item.status === 'low').length, critical: allItems.filter((item) => item.status === 'critical').length, items: allItems.length },
    spentThisMonthCents: propertyViews.reduce((sum, property) => sum + property.spentThisMonthCents, 0),
    limitThisMonthCents: propertyViews.reduce((sum, property) => sum + property.monthlyLimitCents, 0),
    properties: propertyViews,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      property: { id: order.propertyId, name: names.get(order.propertyId) ?? 'Archived property' },
      vendor: vendorView(order.vendorId),
      status: order.status,
      lines: lines.filter((line) => line.orderId === order.id).map(({ itemId, name, unit, quantity, unitPriceCents }) => ({ itemId, name, unit, quantity, unitPriceCents })),
      totalCents: order.totalCents,
      placedBy: order.requestedBy === 'cohost' ? 'Cohost' : order.requestedBy,
      reason: order.reason,
      approvalId: order.approvalId,
      cartUrl: order.cartUrl,
      createdAt: order.createdAt.toISOString(),
      placedAt: order.placedAt?.toISOString() ?? null,
      expectedAt: order.expectedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      supplierReply:
        order.supplierRepliedAt && order.supplierReplyText !== null
          ? { from: order.supplierReplyFrom, text: order.supplierReplyText, receivedAt: order.supplierRepliedAt.toISOString() }
          : null,
    })),
  };
}
