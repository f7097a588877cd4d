import { billingExportParts } from './billing.repo';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { BillingDeps } from './billing.deps';
import { registerBillingJobs } from './billing.jobs';
import { BILLING_WEBHOOK_PATHS, billingRoutes } from './billing.routes';
import { renewLocalSubscriptionsJob } from './billing.job-definitions';
import { connectBillingPorts, type BillingUses } from './billing.ports';
import type { BillingEvent, PaymentProvider } from './providers/payment-provider';
import { processBillingEvent } from './use-cases/process-billing-event';
import { renewLocalSubscriptions } from './use-cases/renew-local-subscriptions';
import { startTrial } from './use-cases/start-trial';
import { assertPlanAllowsProperty } from './use-cases/assert-plan-allows-property';
import { areAutomationsActive } from './use-cases/are-automations-active';

export type { BillingDeps } from './billing.deps';
export type { BillingUses } from './billing.ports';
export { createPaymentProvider } from './providers/create-payment-provider';
export type { BillingEvent, PaymentProvider } from './providers/payment-provider';

/** Makes the payment provider (chosen in providers.ts); the local one feeds its events back through `emit`. */
export type PaymentProviderFactory = (options: { db: ModuleContext['db']; clock: ModuleContext['clock']; emit: (event: BillingEvent) => Promise<unknown> }) => PaymentProvider;

/**
 * Plans, subscriptions and the Founders Circle. The local provider's events are fed back into
 * `processBillingEvent`, Stripe's arrive by webhook. A new workspace starts its trial, and a
 * new property is checked against the plan, through hooks billing registers on those faces.
 */
export function createBillingModule(
  context: ModuleContext,
  config: Pick<BillingDeps, 'publicUrl' | 'billing' | 'foundersEndsAt'> & { paymentProvider: PaymentProviderFactory },
  uses: BillingUses,
) {
  const { paymentProvider, ...settings } = config;
  const full = { ...context, ...settings, ports: connectBillingPorts(uses) } as Omit<BillingDeps, 'provider'> as BillingDeps;
  full.provider = paymentProvider({ db: context.db, clock: context.clock, emit: (event: BillingEvent) => processBillingEvent(full, event) });
  const isLocal = full.provider.name === 'local';
  uses.accounts.onWorkspaceCreated((workspaceId) => startTrial(full, workspaceId));
  uses.properties.guardNewProperties((workspaceId, propertiesNow) => assertPlanAllowsProperty(full, workspaceId, propertiesNow));
  return {
    name: 'billing',
    kind: 'product',
    exportParts: billingExportParts(context.db),
    routes: billingRoutes(full),
    crossSiteWritePaths: BILLING_WEBHOOK_PATHS,
    registerJobs: (queue) =>
      registerBillingJobs(
        queue,
        full,
        isLocal ? (q) => q.work(renewLocalSubscriptionsJob, async () => void (await renewLocalSubscriptions(full))) : null,
      ),
    areAutomationsActive: (workspaceId: string) => areAutomationsActive(full, workspaceId),
  } satisfies AppModule & Record<string, unknown>;
}
