import { META_DEMO_SEEDED_AT } from '../system.constants';
import type { SystemDeps } from '../system.deps';
import { findMeta, insertMetaOnce } from '../system.repo';

/** Whether the demo workspace has been seeded on this database. */
export async function isDemoSeeded(deps: Pick<SystemDeps, 'db'>): Promise<boolean> {
  return (await findMeta(deps.db, META_DEMO_SEEDED_AT)) !== null;
}

/** Marks the demo as seeded; called only after every module's seed succeeded. */
export async function markDemoSeeded(deps: Pick<SystemDeps, 'db' | 'clock'>): Promise<void> {
  await insertMetaOnce(deps.db, META_DEMO_SEEDED_AT, deps.clock.now().toISOString(), deps.clock.now());
}
