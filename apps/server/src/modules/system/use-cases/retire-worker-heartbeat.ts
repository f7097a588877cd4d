import type { SystemDeps } from '../system.deps';
import { deleteHeartbeat } from '../system.repo';

/** Removes this worker from the count when it stops on purpose. */
export async function retireWorkerHeartbeat(deps: Pick<SystemDeps, 'db' | 'instance'>): Promise<void> {
  await deleteHeartbeat(deps.db, deps.instance.instanceId);
}
