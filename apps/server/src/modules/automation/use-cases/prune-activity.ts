import type { AutomationDeps } from '../automation.deps';
import { deleteExpiredActivity } from '../automation.repo';

/** Retention: deletes activity past its keep-until date, in batches. */
export async function pruneActivity(deps: Pick<AutomationDeps, 'db' | 'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredActivity(deps.db, deps.clock.now(), 1000);
    total += deleted;
    if (deleted < 1000) return total;
  }
}
