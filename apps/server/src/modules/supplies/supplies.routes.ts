import { z } from '@hono/zod-openapi';
import {
  CreateSupplyVendorInputSchema,
  DecideSupplyOrderInputSchema,
  DenySupplyOrderInputSchema,
  RecordSupplyStockInputSchema,
  SetSupplyLimitInputSchema,
  SupplyOverviewSchema,
  SupplyVendorListSchema,
  SupplyVendorSchema,
  UpdateSupplyItemInputSchema,
  UpdateSupplyVendorInputSchema,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { SuppliesDeps } from './supplies.deps';
import { suppliesErrors } from './supplies.errors';
import { markOrder } from './use-cases/advance-orders';
import { approveOrder, denyOrder } from './use-cases/decide-order';
import { getSuppliesOverview } from './use-cases/get-supplies-overview';
import { setSupplyLimit, updateSupplyItem } from './use-cases/manage-supplies';
import { createSupplyVendor, listSupplyVendors, removeSupplyVendor, updateSupplyVendor } from './use-cases/manage-vendors';
import { recordHostStock } from './use-cases/record-stock';

const readers = allowed('supplies.read', suppliesErrors.hostsOnly);
const managers = allowed('supplies.manage', suppliesErrors.hostsOnly);
const tags = ['supplies'];
const itemParams = z.object({ itemId: param('itemId') });
const orderParams = z.object({ orderId: param('orderId') });
const propertyParams = z.object({ propertyId: param('propertyId') });
const vendorParams = z.object({ vendorId: param('vendorId') });

export const getSuppliesOverviewRoute = defineRoute({
  callers: readers, operationId: 'getSuppliesOverview', method: 'get', path: '/supplies', tags,
  summary: "Each property's supply items with expected stock, run-out date and status; spend this month and before against each limit; recent orders",
  responses: { 200: json(SupplyOverviewSchema, 'Supplies'), ...errors([401, 403]) },
});
export const updateSupplyItemRoute = defineRoute({
  callers: managers, operationId: 'updateSupplyItem', method: 'put', path: '/supplies/items/{itemId}', tags,
  summary: "An item's par level, minimum, unit price and whether it orders itself; reordering looks again",
  request: { params: itemParams, ...body(UpdateSupplyItemInputSchema) },
  responses: { 204: { description: 'Saved' }, ...errors([400, 401, 403, 404]) },
});
export const recordSupplyStockRoute = defineRoute({
  callers: managers, operationId: 'recordSupplyStock', method: 'post', path: '/supplies/items/{itemId}/stock', tags,
  summary: 'Count or correct an item (kept as a movement with who and why); a count teaches its use per guest-night; reordering looks again',
  request: { params: itemParams, ...body(RecordSupplyStockInputSchema) },
  responses: { 204: { description: 'Recorded' }, ...errors([400, 401, 403, 404]) },
});
export const setSupplyLimitRoute = defineRoute({
  callers: managers, operationId: 'setSupplyLimit', method: 'put', path: '/supplies/properties/{propertyId}/limit', tags,
  summary: "A property's monthly spending limit (a hard limit); raised, this month's orders it refused are tried again",
  request: { params: propertyParams, ...body(SetSupplyLimitInputSchema) },
  responses: { 204: { description: 'Saved' }, ...errors([400, 401, 403, 404]) },
});
export const approveSupplyOrderRoute = defineRoute({
  callers: managers, operationId: 'approveSupplyOrder', method: 'post', path: '/supplies/orders/{orderId}/approve', tags,
  summary: 'Approve a waiting order, optionally with changed quantities: placed at once within the monthly limit (or refused, with why)',
  request: { params: orderParams, ...body(DecideSupplyOrderInputSchema) },
  responses: { 204: { description: 'Decided' }, ...errors([400, 401, 403, 404, 409], { 409: 'The order is not waiting for a decision' }) },
});
export const denySupplyOrderRoute = defineRoute({
  callers: managers, operationId: 'denySupplyOrder', method: 'post', path: '/supplies/orders/{orderId}/deny', tags,
  summary: 'Deny a waiting order with a reason',
  request: { params: orderParams, ...body(DenySupplyOrderInputSchema) },
  responses: { 204: { description: 'Denied' }, ...errors([400, 401, 403, 404, 409], { 409: 'The order is not waiting for a decision' }) },
});
export const markSupplyOrderPlacedRoute = defineRoute({
  callers: managers, operationId: 'markSupplyOrderPlaced', method: 'post', path: '/supplies/orders/{orderId}/placed', tags,
  summary: 'After checking out the Amazon cart: the order is placed',
  request: { params: orderParams },
  responses: { 204: { description: 'Marked' }, ...errors([400, 401, 403, 404, 409], { 409: 'The order is not waiting for checkout' }) },
});
export const markSupplyOrderDeliveredRoute = defineRoute({
  callers: managers, operationId: 'markSupplyOrderDelivered', method: 'post', path: '/supplies/orders/{orderId}/delivered', tags,
  summary: 'The order arrived: its lines go into stock',
  request: { params: orderParams },
  responses: { 204: { description: 'Marked' }, ...errors([400, 401, 403, 404, 409], { 409: 'The order is not on its way' }) },
});

export const listSupplyVendorsRoute = defineRoute({
  callers: managers, operationId: 'listSupplyVendors', method: 'get', path: '/supplies/vendors', tags,
  summary: 'The vendors items are ordered from: the built-in simulated one, Amazon (a prefilled cart), local suppliers by email; with their items and open orders',
  responses: { 200: json(SupplyVendorListSchema, 'Vendors'), ...errors([401, 403]) },
});
export const createSupplyVendorRoute = defineRoute({
  callers: managers, operationId: 'createSupplyVendor', method: 'post', path: '/supplies/vendors', tags,
  summary: "Add a vendor: 'amazon' with a name, or 'email' with a name and the supplier's address (purchase orders go there)",
  request: body(CreateSupplyVendorInputSchema),
  responses: { 201: json(SupplyVendorSchema, 'Added'), ...errors([400, 401, 403]) },
});
export const updateSupplyVendorRoute = defineRoute({
  callers: managers, operationId: 'updateSupplyVendor', method: 'put', path: '/supplies/vendors/{vendorId}', tags,
  summary: "Rename a vendor or change a supplier's address (the built-in simulated vendor stays as it is)",
  request: { params: vendorParams, ...body(UpdateSupplyVendorInputSchema) },
  responses: { 200: json(SupplyVendorSchema, 'Saved'), ...errors([400, 401, 403, 404, 409], { 409: 'The built-in simulated vendor cannot be changed' }) },
});
export const removeSupplyVendorRoute = defineRoute({
  callers: managers, operationId: 'removeSupplyVendor', method: 'delete', path: '/supplies/vendors/{vendorId}', tags,
  summary: 'Remove a vendor no open order uses; its items go back to the simulated vendor',
  request: { params: vendorParams },
  responses: { 204: { description: 'Removed' }, ...errors([400, 401, 403, 404, 409], { 409: 'An open order uses it, or it is the built-in simulated vendor' }) },
});

export function suppliesRoutes(deps: SuppliesDeps) {
  return createRouter()
    .openapi(getSuppliesOverviewRoute, async (c) => c.json(await getSuppliesOverview(deps, c.get('actor')), 200))
    .openapi(listSupplyVendorsRoute, async (c) => c.json({ items: await listSupplyVendors(deps, c.get('actor')) }, 200))
    .openapi(createSupplyVendorRoute, async (c) => c.json(await createSupplyVendor(deps, c.get('actor'), c.req.valid('json')), 201))
    .openapi(updateSupplyVendorRoute, async (c) => c.json(await updateSupplyVendor(deps, c.get('actor'), c.req.valid('param').vendorId, c.req.valid('json')), 200))
    .openapi(removeSupplyVendorRoute, async (c) => {
      await removeSupplyVendor(deps, c.get('actor'), c.req.valid('param').vendorId);
      return c.body(null, 204);
    })
    .openapi(updateSupplyItemRoute, async (c) => {
      await updateSupplyItem(deps, c.get('actor'), c.req.valid('param').itemId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(recordSupplyStockRoute, async (c) => {
      await recordHostStock(deps, c.get('actor'), c.req.valid('param').itemId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(setSupplyLimitRoute, async (c) => {
      await setSupplyLimit(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json').monthlyLimitCents);
      return c.body(null, 204);
    })
    .openapi(approveSupplyOrderRoute, async (c) => {
      await approveOrder(deps, c.get('actor'), c.req.valid('param').orderId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(denySupplyOrderRoute, async (c) => {
      await denyOrder(deps, c.get('actor'), c.req.valid('param').orderId, c.req.valid('json').reason);
      return c.body(null, 204);
    })
    .openapi(markSupplyOrderPlacedRoute, async (c) => {
      await markOrder(deps, c.get('actor'), c.req.valid('param').orderId, 'placed');
      return c.body(null, 204);
    })
    .openapi(markSupplyOrderDeliveredRoute, async (c) => {
      await markOrder(deps, c.get('actor'), c.req.valid('param').orderId, 'delivered');
      return c.body(null, 204);
    });
}
