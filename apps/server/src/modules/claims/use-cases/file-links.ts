import type { ClaimsDeps } from '../claims.deps';

const HOUR_MS = 60 * 60 * 1000;

/** Where a signed link opens (`GET /api/claims/files/{token}`). */
export const CLAIM_FILE_LINK_PATH = '/api/claims/files';

/** Claims' files in platform storage: `<workspaceId>/claims/<caseId>/…` (the files route serves nothing else). */
export const claimFilePrefix = (workspaceId: string) => `${workspaceId}/claims/`;

/**
 * A signed link to one of a case's files for the workspace's members: valid at least an hour,
 * ending on the next hour so a page's links stay the same within the hour (as cleaning's photos).
 */
export function signClaimFile(deps: Pick<ClaimsDeps, 'links' | 'clock'>, workspaceId: string, key: string): string {
  const expiresAt = new Date((Math.floor(deps.clock.now().getTime() / HOUR_MS) + 2) * HOUR_MS);
  return `${CLAIM_FILE_LINK_PATH}/${deps.links.sign(key, { expiresAt, audience: workspaceId })}`;
}
