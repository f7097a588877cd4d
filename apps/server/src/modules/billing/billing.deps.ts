import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { BillingPorts } from './billing.ports';
import type { PaymentProvider } from './providers/payment-provider';

export interface BillingDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  log: Logger;
  provider: PaymentProvider;
  ports: BillingPorts;
  publicUrl: string;
  /** FOUNDERS_ENDS_AT, when the operator fixed the offer's end. */
  foundersEndsAt: Date | null;
}
