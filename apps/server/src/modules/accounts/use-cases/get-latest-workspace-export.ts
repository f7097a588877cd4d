import { can, type WorkspaceExport } from '@cohost/shared';
import type { AccountsDeps } from '../accounts.deps';
import { accountsErrors } from '../accounts.errors';
import { findLatestExport } from '../accounts.repo';
import type { Actor } from '../domain/actor';
import { exportView } from '../domain/export-view';

/** The owner only (the permission matrix's `workspace.export`). */
export function assertCanExport(actor: Actor) {
  if (!can(actor.role, 'workspace.export')) throw accountsErrors.ownerOnly();
}

/** The workspace's latest export (running, ready or failed), or null: what the screen polls. */
export async function getLatestWorkspaceExport(deps: Pick<AccountsDeps, 'db' | 'clock'>, actor: Actor): Promise<WorkspaceExport | null> {
  assertCanExport(actor);
  const row = await findLatestExport(deps.db, actor.workspaceId);
  return row ? exportView(row, deps.clock.now()) : null;
}
