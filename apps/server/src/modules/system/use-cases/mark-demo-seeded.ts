import { META_DEMO_SEEDED_AT } from '../system.constants';
import type { SystemDeps } from '../system.deps';
import { insertMetaOnce } from '../system.repo';

/** Marks the demo as seeded; called only after every module's seed succeeded. */
export async function markDemoSeeded(deps: Pick<SystemDeps, 'db' | 'clock'>): Promise<void> {
  await insertMetaOnce(deps.db, META_DEMO_SEEDED_AT, deps.clock.now().toISOString(), deps.clock.now());
}
