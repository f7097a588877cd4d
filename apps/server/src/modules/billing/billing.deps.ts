import type { ModuleContext } from '../../platform/module';
import type { BillingPorts } from './billing.ports';
import type { PaymentProvider } from './providers/payment-provider';

export type BillingDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'events'> & {
  provider: PaymentProvider;
  ports: BillingPorts;
  publicUrl: string;
  /** BILLING=off: no plans, no trial, no limits; every billing write answers 409 `billing.off` and changes nothing. */
  billing: 'on' | 'off';
  /** FOUNDERS_ENDS_AT, when the operator fixed the offer's end. */
  foundersEndsAt: Date | null;
};
