import { suppliesExportParts } from './supplies.repo';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomatedModule } from '../automation';
import { placeOrderHandler } from './supplies.actions';
import type { SuppliesDeps } from './supplies.deps';
import { registerSuppliesJobs } from './supplies.jobs';
import { connectSuppliesPorts, type SuppliesUses } from './supplies.ports';
import { suppliesRoutes } from './supplies.routes';
import { suppliesSubscriptions } from './supplies.subscriptions';
import { SimulatedVendor } from './providers/simulated-vendor';
import { advanceOrders } from './use-cases/advance-orders';
import { listItemsToCount } from './use-cases/items-to-count';
import { placeOrder, type OrderDecider } from './use-cases/place-order';
import { receiveSupplierReply, type SupplierReplyMail } from './use-cases/receive-supplier-reply';
import { recordStock, type StockCount } from './use-cases/record-stock';
import { reorderProperty } from './use-cases/reorder-property';
import { seedDemoSupplies } from './use-cases/seed-demo-supplies';

export type { SuppliesUses } from './supplies.ports';
export type { SupplierReplyMail } from './use-cases/receive-supplier-reply';

/**
 * Supplies: each property's items and stock (from cleaners' counts, deliveries, corrections),
 * consumption forecast from guest-nights, automatic reordering through the policy within the
 * budget per order and the monthly limit per property (hard limits, one transaction), and the
 * vendors behind one interface (simulated, Amazon cart link, a supplier by email).
 */
export function createSuppliesModule(context: ModuleContext, config: { publicUrl: string; inboundEmailDomain: string; simulatedStockOutOneIn?: number }, uses: SuppliesUses) {
  const deps: SuppliesDeps = {
    ...context,
    publicUrl: config.publicUrl,
    inboundEmailDomain: config.inboundEmailDomain,
    simulatedVendor: new SimulatedVendor(config.simulatedStockOutOneIn ?? 25),
    ports: connectSuppliesPorts(uses),
  };
  return {
    name: 'supplies',
    kind: 'product',
    exportParts: suppliesExportParts(context.db),
    routes: suppliesRoutes(deps),
    subscriptions: suppliesSubscriptions(deps),
    actions: [placeOrderHandler(deps)],
    registerJobs: (queue) => registerSuppliesJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoSupplies(deps, actor);
    },
    /** A property's items for the cleaner's end-of-clean count, low ones flagged per the AI settings (the cleaning portal). */
    listItemsToCount: (workspaceId: string, propertyId: string) => listItemsToCount(deps, workspaceId, propertyId),
    /** Counts or corrections as if made (tests, the demo). */
    recordStock: (input: StockCount) => recordStock(deps, input),
    /** Reordering at one property now (tests and benchmarks). */
    reorderProperty: (workspaceId: string, propertyId: string) => reorderProperty(deps, workspaceId, propertyId),
    /** Places one order within the hard limits (tests drive many at once). */
    placeOrder: (workspaceId: string, orderId: string, by: OrderDecider) => placeOrder(deps, workspaceId, orderId, by, `test:${orderId}`),
    /**
     * A supplier's reply to a purchase order, handed over by messaging's signed inbound-email
     * webhook: null when no recipient is an order's `o-<token>@` address, else what became of it.
     */
    receiveSupplierReply: (mail: SupplierReplyMail) => receiveSupplierReply(deps, mail),
    /** One pass of the every-minute delivery work. */
    advanceOrders: () => advanceOrders(deps),
  } satisfies AppModule & AutomatedModule & Record<string, unknown>;
}
