import type { CleaningDeps } from '../cleaning.deps';
import type { CleaningPhotoRow } from '../cleaning.repo';

const HOUR_MS = 60 * 60 * 1000;

/** Where a signed link opens (the portal's file route serves it to the workspace's members). */
export const FILE_LINK_PATH = '/api/cleaning/files';

/**
 * A photo with its signed links for the workspace's members: valid at least an hour, ending on
 * the next hour so a page's links stay the same (cached) within the hour.
 */
export function photoView(deps: Pick<CleaningDeps, 'links' | 'clock'>, row: CleaningPhotoRow) {
  const expiresAt = new Date((Math.floor(deps.clock.now().getTime() / HOUR_MS) + 2) * HOUR_MS);
  const sign = (key: string) => `${FILE_LINK_PATH}/${deps.links.sign(key, { expiresAt, audience: row.workspaceId })}`;
  return {
    id: row.id,
    phase: row.phase,
    url: sign(row.fileKey),
    thumbnailUrl: sign(row.thumbnailKey),
    takenAt: row.capturedAt?.toISOString() ?? null,
    uploadedAt: row.uploadedAt.toISOString(),
    checklistItemId: row.itemKey,
  };
}
