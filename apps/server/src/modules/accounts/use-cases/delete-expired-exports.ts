import type { AccountsDeps } from '../accounts.deps';
import { EXPORT_STALE_MS } from '../accounts.constants';
import { deleteExport, failStaleExports, listExpiredExports } from '../accounts.repo';

/** The hourly clean-up: expired archives deleted with their rows; exports whose process died marked failed. */
export async function deleteExpiredExports(deps: Pick<AccountsDeps, 'db' | 'clock' | 'files'>): Promise<{ deleted: number; failed: number }> {
  const now = deps.clock.now();
  const failed = await failStaleExports(deps.db, new Date(now.getTime() - EXPORT_STALE_MS), now);
  let deleted = 0;
  for (const row of await listExpiredExports(deps.db, now)) {
    if (row.fileKey) await deps.files.delete(row.fileKey);
    await deleteExport(deps.db, row.id);
    deleted += 1;
  }
  return { deleted, failed };
}
