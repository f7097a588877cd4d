import type { Env } from '../../env';
import type { AppModule } from '../../platform/module';
import type { BillingDeps } from './billing.deps';
import { registerBillingJobs } from './billing.jobs';
import { BILLING_WEBHOOK_PATHS, billingRoutes } from './billing.routes';
import { renewLocalSubscriptionsJob } from './billing.job-definitions';
import { createPaymentProvider } from './providers/create-payment-provider';
import type { BillingEvent } from './providers/payment-provider';
import { processBillingEvent } from './use-cases/process-billing-event';
import { renewLocalSubscriptions } from './use-cases/renew-local-subscriptions';
import { startTrial } from './use-cases/start-trial';
import { assertPlanAllowsProperty } from './use-cases/assert-plan-allows-property';
import { areAutomationsActive } from './use-cases/are-automations-active';

export type { BillingDeps } from './billing.deps';
export type { BillingPorts } from './billing.ports';
export type { BillingEvent, PaymentProvider } from './providers/payment-provider';

/**
 * Plans, subscriptions and the Founders Circle. `provider` is chosen from the env here; the
 * local provider's events are fed back into `processBillingEvent`, Stripe's arrive by webhook.
 */
export function createBillingModule(env: Env, deps: Omit<BillingDeps, 'provider'>) {
  const full = { ...deps } as BillingDeps;
  full.provider = createPaymentProvider(env, { db: deps.db, clock: deps.clock, emit: (event: BillingEvent) => processBillingEvent(full, event) });
  const isLocal = full.provider.name === 'local';
  return {
    name: 'billing',
    kind: 'product',
    routes: billingRoutes(full),
    crossSiteWritePaths: BILLING_WEBHOOK_PATHS,
    registerJobs: (queue) =>
      registerBillingJobs(
        queue,
        full,
        isLocal ? (q) => q.work(renewLocalSubscriptionsJob, async () => void (await renewLocalSubscriptions(full))) : null,
      ),
    /** A new workspace's 14-day Growth trial. */
    startTrial: (workspaceId: string) => startTrial(full, workspaceId),
    assertPlanAllowsProperty: (workspaceId: string, propertiesNow: number) => assertPlanAllowsProperty(full, workspaceId, propertiesNow),
    areAutomationsActive: (workspaceId: string) => areAutomationsActive(full, workspaceId),
  } satisfies AppModule & Record<string, unknown>;
}
