import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SuppliesDeps } from './supplies.deps';
import { advanceSupplyOrdersJob } from './supplies.job-definitions';
import { advanceOrders } from './use-cases/advance-orders';

export async function registerSuppliesJobs(queue: JobQueue, deps: SuppliesDeps): Promise<void> {
  await queue.work(advanceSupplyOrdersJob, async () => {
    await advanceOrders(deps);
  });
}
