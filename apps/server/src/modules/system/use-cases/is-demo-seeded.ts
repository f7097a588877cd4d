import { META_DEMO_SEEDED_AT } from '../system.constants';
import type { SystemDeps } from '../system.deps';
import { findMeta } from '../system.repo';

/** Whether the demo workspace has been seeded on this database. */
export async function isDemoSeeded(deps: Pick<SystemDeps, 'db'>): Promise<boolean> {
  return (await findMeta(deps.db, META_DEMO_SEEDED_AT)) !== null;
}
