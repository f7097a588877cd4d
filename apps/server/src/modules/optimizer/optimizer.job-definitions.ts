import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every hour: what guests keep asking (workspaces whose stays' conversations moved) and what the calendar says about prices (workspaces with a property) become suggestions. */
export const refreshSuggestionsJob = defineJob({
  name: 'optimizer.refresh-suggestions',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 1800,
  cron: { schedule: '23 * * * *', payload: {} },
});
