import type { SystemDeps } from '../system.deps';
import { upsertHeartbeat } from '../system.repo';

/** Marks this worker process as alive, so every instance's health can count it. */
export async function recordWorkerHeartbeat(deps: Pick<SystemDeps, 'db' | 'clock' | 'instance' | 'role'>): Promise<void> {
  await upsertHeartbeat(deps.db, deps.instance, deps.role, deps.clock.now());
}

