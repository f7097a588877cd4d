import { HEARTBEAT_RETENTION_MS } from '../system.constants';
import type { SystemDeps } from '../system.deps';
import { deleteHeartbeatsBefore } from '../system.repo';

/** Forgets processes that have been gone for a day; returns how many were removed. */
export async function pruneWorkerHeartbeats(deps: Pick<SystemDeps, 'db' | 'clock'>): Promise<number> {
  return deleteHeartbeatsBefore(deps.db, new Date(deps.clock.now().getTime() - HEARTBEAT_RETENTION_MS));
}
