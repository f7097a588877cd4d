import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';

/** Every hour: what guests keep asking, recurring problems, listing content and the calendar's prices become suggestions (workspaces with properties or moving conversations). */
export const refreshSuggestionsJob = defineJob({
  name: 'optimizer.refresh-suggestions',
  schema: z.object({}),
  retries: 0,
  expireInSeconds: 1800,
  cron: { schedule: '23 * * * *', payload: {} },
});
