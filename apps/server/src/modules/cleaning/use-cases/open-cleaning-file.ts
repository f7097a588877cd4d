import type { Actor } from '../../accounts';
import { fileResponse } from '../../../platform/storage/file-response';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { findPhotoByKey } from '../cleaning.portal.repo';

/**
 * A cleaning photo through its signed link, for a member of the workspace it was signed for
 * (`files.link-invalid` 404 for any other, `files.link-expired` 410 once expired).
 */
export async function openCleaningFile(deps: Pick<PortalDeps, 'db' | 'files' | 'clock' | 'links'>, actor: Actor, token: string): Promise<Response> {
  const now = deps.clock.now();
  const { key, expiresAt } = deps.links.verify(token, { audience: actor.workspaceId, now });
  const photo = await findPhotoByKey(deps.db, actor.workspaceId, key);
  const file = photo ? await deps.files.stream(key) : null;
  if (!file) throw portalErrors.fileNotFound();
  return fileResponse(file, { expiresAt, now });
}
