import { Hono } from 'hono';
import { z } from 'zod';
import { platformErrors } from '../../platform/errors/app-error';
import type { AppBindings } from '../../platform/http/app-env';
import { setResponseHeader } from '../../platform/http/response-headers';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AdjustableClock } from '../../platform/runtime/clock';

const MoveClockSchema = z.union([
  z.object({ to: z.iso.datetime({ offset: true, message: 'Send `to` as an ISO date-time, e.g. 2027-03-13T21:00:30Z.' }) }),
  z.object({ reset: z.literal(true) }),
]);
const RunJobSchema = z.object({ name: z.string().min(1).max(100) });

/**
 * `/dev/clock` (only with DEV_CLOCK=true, which production refuses): what time the application
 * thinks it is, and moving it. Every-minute jobs keep running on real minutes and read this time;
 * `POST /dev/jobs/run` `{ name }` runs a scheduled job now (e.g. `automation.sweep-approvals`,
 * every 5 minutes otherwise) on a worker and answers when it is done, so a journey does not wait
 * for its minute.
 */
export function devClockPages(clock: AdjustableClock, jobs?: Pick<JobQueue, 'runScheduledNow'>) {
  const pages = new Hono<AppBindings>();
  const state = () => ({ now: clock.now().toISOString(), offsetMs: clock.offset });
  pages.get('/dev/clock', (c) => {
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return c.json(state());
  });
  pages.post('/dev/clock', async (c) => {
    const parsed = MoveClockSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw platformErrors.invalidInput(undefined, 'Send { "to": "<ISO date-time>" } or { "reset": true }.');
    if ('reset' in parsed.data) clock.reset();
    else clock.set(new Date(parsed.data.to));
    return c.json(state());
  });
  pages.post('/dev/jobs/run', async (c) => {
    const parsed = RunJobSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw platformErrors.invalidInput([{ path: 'name', message: 'Name the scheduled job, e.g. automation.sweep-approvals.' }]);
    // Answers once the run is over (or after 30 s), with its state: 'completed', 'failed'…
    const run = jobs ? await jobs.runScheduledNow(parsed.data.name, { waitMs: 30_000 }) : null;
    if (!run) throw platformErrors.invalidInput([{ path: 'name', message: `No scheduled job is called '${parsed.data.name}'.` }]);
    return c.json({ name: parsed.data.name, ...run });
  });
  return pages;
}
