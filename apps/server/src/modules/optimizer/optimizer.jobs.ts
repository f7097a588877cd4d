import type { JobQueue } from '../../platform/jobs/job-queue';
import type { OptimizerDeps } from './optimizer.deps';
import { refreshSuggestionsJob } from './optimizer.job-definitions';
import { refreshAllInboxSuggestions } from './use-cases/refresh-inbox-suggestions';
import { refreshAllPricingSuggestions } from './use-cases/refresh-pricing-suggestions';

export async function registerOptimizerJobs(queue: JobQueue, deps: OptimizerDeps): Promise<void> {
  await queue.work(refreshSuggestionsJob, async () => {
    await refreshAllInboxSuggestions(deps);
    await refreshAllPricingSuggestions(deps);
  });
}
