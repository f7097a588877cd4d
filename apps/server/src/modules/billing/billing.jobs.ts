import type { JobQueue } from '../../platform/jobs/job-queue';
import type { BillingDeps } from './billing.deps';
import { applyBillingRetentionJob, notifyLapsedTrialsJob, refundFounderPaymentJob, sweepFoundersJob } from './billing.job-definitions';
import { applyBillingRetention } from './use-cases/apply-billing-retention';
import { listRefundsDue } from './billing.repo';
import { notifyLapsedTrials } from './use-cases/notify-lapsed-trials';
import { refundFounderPayment } from './use-cases/refund-founder-payment';
import { releaseExpiredHolds } from './use-cases/release-expired-holds';

/** Jobs of the built-in payment provider (renewals); registered only when it is in use. */
export type LocalProviderJobs = (queue: JobQueue) => Promise<void>;

export async function registerBillingJobs(queue: JobQueue, deps: BillingDeps, localJobs: LocalProviderJobs | null): Promise<void> {
  await queue.work(refundFounderPaymentJob, async ({ founderPaymentId }) => {
    await refundFounderPayment(deps, founderPaymentId);
  });
  await queue.work(sweepFoundersJob, async () => {
    if (deps.billing === 'off') return;
    await releaseExpiredHolds(deps);
    // A refund whose job gave up is tried again once an hour (a new key each hour).
    const hour = deps.clock.now().toISOString().slice(0, 13);
    for (const { id: founderPaymentId } of await listRefundsDue(deps.db)) {
      await queue.enqueue(refundFounderPaymentJob, { founderPaymentId }, { idempotencyKey: `refund:${founderPaymentId}:${hour}` });
    }
  });
  await queue.work(notifyLapsedTrialsJob, async () => {
    await notifyLapsedTrials(deps);
  });
  await queue.work(applyBillingRetentionJob, async () => {
    const removed = await applyBillingRetention(deps);
    if (removed > 0) deps.log.info({ removed }, 'billing records past their retention deleted');
  });
  if (localJobs) await localJobs(queue);
}
