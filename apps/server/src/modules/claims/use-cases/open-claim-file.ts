import type { Actor } from '../../accounts';
import { fileResponse } from '../../../platform/storage/file-response';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { claimFilePrefix } from './file-links';

/**
 * A case's file (packet PDF or ZIP, a receipt) through its signed link, for a member of the
 * workspace it was signed for (`files.link-invalid` 404 for any other, `files.link-expired` 410).
 */
export async function openClaimFile(deps: Pick<ClaimsDeps, 'files' | 'clock' | 'links'>, actor: Actor, token: string): Promise<Response> {
  const now = deps.clock.now();
  const { key, expiresAt } = deps.links.verify(token, { audience: actor.workspaceId, now });
  const file = key.startsWith(claimFilePrefix(actor.workspaceId)) ? await deps.files.stream(key) : null;
  if (!file) throw claimsErrors.fileNotFound();
  return fileResponse(file, { expiresAt, now, fileName: key.split('/').pop() });
}
