import type { WorkspaceExport } from '@cohost/shared';
import type { accountExports } from '../accounts.own-tables';

type AccountExportRow = typeof accountExports.$inferSelect;

/** Where an export is downloaded (the owner's session is checked there). */
function exportDownloadPath(exportId: string): string {
  return `/api/accounts/me/exports/${exportId}/download`;
}

/** An export as the screen shows it; the download only while ready and not expired. */
export function exportView(row: AccountExportRow, now: Date): WorkspaceExport {
  const downloadable = row.status === 'ready' && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    partsDone: row.partsDone,
    partsTotal: row.partsTotal,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    bytes: row.bytes,
    downloadUrl: downloadable ? exportDownloadPath(row.id) : null,
  };
}

/** The archive's file name: the workspace's name made safe, and the day it was made. */
export function exportFileName(workspaceName: string, createdAt: Date): string {
  const slug = workspaceName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'workspace';
  return `cohost-export-${slug}-${createdAt.toISOString().slice(0, 10)}.zip`;
}
