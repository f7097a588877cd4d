import { isUuid } from '../../../platform/runtime/is-uuid';
import type { FileStream } from '../../../platform/storage/file-store';
import type { AccountsDeps } from '../accounts.deps';
import { accountsErrors } from '../accounts.errors';
import { findExport, findWorkspace } from '../accounts.repo';
import type { Actor } from '../domain/actor';
import { exportFileName } from '../domain/export-view';
import { assertCanExport } from './get-latest-workspace-export';

/** The archive to download: the owner's, of this workspace, ready and not expired. */
export async function openWorkspaceExport(deps: Pick<AccountsDeps, 'db' | 'clock' | 'files'>, actor: Actor, exportId: string): Promise<{ file: FileStream; fileName: string }> {
  assertCanExport(actor);
  const row = isUuid(exportId) ? await findExport(deps.db, actor.workspaceId, exportId) : null;
  if (!row) throw accountsErrors.exportNotFound();
  if (row.expiresAt <= deps.clock.now()) throw accountsErrors.exportExpired();
  if (row.status !== 'ready' || !row.fileKey) throw accountsErrors.exportNotReady();
  const [file, workspace] = await Promise.all([deps.files.stream(row.fileKey), findWorkspace(deps.db, row.workspaceId)]);
  if (!file) throw accountsErrors.exportExpired();
  return { file, fileName: exportFileName(workspace?.name ?? 'workspace', row.createdAt) };
}
