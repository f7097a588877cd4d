import type { WorkspaceExport } from '@cohost/shared';
import type { AccountsDeps } from '../accounts.deps';
import { EXPORT_TTL_MS } from '../accounts.constants';
import { buildWorkspaceExportJob } from '../accounts.job-definitions';
import { findRunningExport, insertRunningExport } from '../accounts.repo';
import type { Actor } from '../domain/actor';
import { exportView } from '../domain/export-view';
import { assertCanExport } from './get-latest-workspace-export';

/**
 * Starts exporting everything the workspace holds (the owner only), built by a job; while one
 * runs, asking again answers that one (no second build, whatever the concurrency: the database's
 * partial unique index lets one running export per workspace exist).
 */
export async function startWorkspaceExport(deps: Pick<AccountsDeps, 'db' | 'jobs' | 'clock' | 'exportParts'>, actor: Actor): Promise<{ started: boolean; export: WorkspaceExport }> {
  assertCanExport(actor);
  const now = deps.clock.now();
  const inserted = await insertRunningExport(deps.db, {
    workspaceId: actor.workspaceId,
    requestedBy: actor.userId,
    partsTotal: deps.exportParts.length,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
  });
  if (inserted) {
    await deps.jobs.enqueue(buildWorkspaceExportJob, { exportId: inserted.id }, { idempotencyKey: `export:${inserted.id}` });
    return { started: true, export: exportView(inserted, now) };
  }
  const running = await findRunningExport(deps.db, actor.workspaceId);
  // Finished between our insert and this read: ask again (now nothing runs).
  if (!running) return startWorkspaceExport(deps, actor);
  return { started: false, export: exportView(running, now) };
}
