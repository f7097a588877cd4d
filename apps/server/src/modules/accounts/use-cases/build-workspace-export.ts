import { buildExportZip } from '../../../platform/export/build-export-zip';
import type { AccountsDeps } from '../accounts.deps';
import { findExportById, findUserById, findWorkspace, updateExport } from '../accounts.repo';
import { exportReadyEmail } from '../auth/auth-messages';
import { exportFileName } from '../domain/export-view';
import { findContact } from './find-contact';

/**
 * The export job: walks every module's parts for the export's workspace, writes the ZIP to the
 * file store (`<workspaceId>/exports/<id>.zip`), records progress after each part, and emails
 * whoever asked that it is ready. Run again after a failure, it starts over (same key: the
 * file is replaced whole).
 */
export async function buildWorkspaceExport(deps: Pick<AccountsDeps, 'db' | 'clock' | 'files' | 'exportParts' | 'messages' | 'publicUrl' | 'log'>, exportId: string): Promise<void> {
  const row = await findExportById(deps.db, exportId);
  if (!row || row.status !== 'running') return;
  const [workspace, user] = await Promise.all([findWorkspace(deps.db, row.workspaceId), findUserById(deps.db, row.requestedBy)]);
  if (!workspace || !user) {
    await updateExport(deps.db, exportId, { status: 'failed', error: 'The workspace or the person who asked no longer exists.', finishedAt: deps.clock.now() });
    return;
  }
  const parts = deps.exportParts;
  await updateExport(deps.db, exportId, { partsDone: 0, partsTotal: parts.length });
  const { bytes } = await buildExportZip(
    parts,
    { workspaceId: row.workspaceId, requestedBy: row.requestedBy, linksExpireAt: row.expiresAt },
    { exportedAt: deps.clock.now().toISOString(), workspace: { id: workspace.id, name: workspace.name }, requestedBy: { userId: user.id, email: user.email } },
    (done) => updateExport(deps.db, exportId, { partsDone: done }),
  );
  const fileKey = `${row.workspaceId}/exports/${row.id}.zip`;
  await deps.files.put(fileKey, bytes, { contentType: 'application/zip' });
  await updateExport(deps.db, exportId, { status: 'ready', fileKey, bytes: bytes.length, finishedAt: deps.clock.now() });
  const contact = await findContact(deps.db, row.requestedBy);
  if (contact?.email) {
    const message = exportReadyEmail({
      name: contact.name ?? 'there',
      workspaceName: workspace.name,
      url: `${deps.publicUrl}/account-settings`,
      fileName: exportFileName(workspace.name, row.createdAt),
      expiresAt: row.expiresAt,
    });
    await deps.messages.email({ to: contact.email, ...message, template: 'accounts.export-ready', idempotencyKey: `export-ready:${row.id}` });
  }
}

/** The job's last attempt failed: the export says so, and a new one may start. */
export async function failWorkspaceExport(deps: Pick<AccountsDeps, 'db' | 'clock'>, exportId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await updateExport(deps.db, exportId, { status: 'failed', error: message.slice(0, 500), finishedAt: deps.clock.now() });
}
