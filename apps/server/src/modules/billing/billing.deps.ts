import type { ModuleContext } from '../../platform/module';
import type { BillingPorts } from './billing.ports';
import type { PaymentProvider } from './providers/payment-provider';

export type BillingDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'events'> & {
  provider: PaymentProvider;
  ports: BillingPorts;
  publicUrl: string;
  /** FOUNDERS_ENDS_AT, when the operator fixed the offer's end. */
  foundersEndsAt: Date | null;
};
