import type { Health } from '@cohost/shared';
import { pingDatabase } from '../../../platform/db/database';
import { HEARTBEAT_STALE_MS } from '../system.constants';
import type { SystemDeps } from '../system.deps';
import { summarizeHeartbeats } from '../system.repo';

/** The state of this process and what it depends on; never throws. */
export async function getHealth(deps: SystemDeps): Promise<Health> {
  const now = deps.clock.now();
  const uptimeSeconds = Math.floor((now.getTime() - deps.instance.startedAt.getTime()) / 1000);
  const base = { version: deps.instance.version, uptimeSeconds };

  let latencyMs: number;
  try {
    latencyMs = await pingDatabase(deps.db);
  } catch (error) {
    deps.log.error({ err: error }, 'health: database unreachable');
    return {
      ...base,
      status: 'down',
      database: { status: 'down', driver: deps.driver, latencyMs: null, checkedAt: now.toISOString() },
      jobs: { status: 'down', role: deps.role, workersSeen: 0, lastHeartbeatAt: null, queued: 0, failed: 0 },
      events: { waiting: 0, dead: 0 },
    };
  }

  const heartbeats = await summarizeHeartbeats(deps.db, new Date(now.getTime() - HEARTBEAT_STALE_MS));
  const counts = deps.jobs.isStarted ? await deps.jobs.counts() : { queued: 0, failed: 0 };
  const events = await deps.events.counts();
  const jobsUp = heartbeats.alive > 0 && (deps.role === 'web' || deps.jobs.isStarted);
  return {
    ...base,
    status: jobsUp ? 'ok' : 'degraded',
    database: { status: 'up', driver: deps.driver, latencyMs, checkedAt: now.toISOString() },
    jobs: {
      status: jobsUp ? 'up' : 'down',
      role: deps.role,
      workersSeen: heartbeats.alive,
      lastHeartbeatAt: heartbeats.lastSeenAt?.toISOString() ?? null,
      queued: counts.queued,
      failed: counts.failed,
    },
    events: { waiting: events.pending, dead: events.dead },
  };
}
