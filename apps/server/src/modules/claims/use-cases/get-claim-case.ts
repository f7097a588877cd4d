import type { ClaimCaseDetail } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { findCase } from '../claims.repo';
import { assertCanReadClaims } from '../domain/claims-access';
import { loadCaseFacts, toDetail } from './case-view';

/** One case as its page shows it (`claims.case-not-found` for another workspace's). */
export async function getClaimCase(deps: ClaimsDeps, actor: Actor, caseId: string): Promise<ClaimCaseDetail> {
  assertCanReadClaims(actor);
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  const facts = row ? await loadCaseFacts(deps, row) : null;
  if (!facts) throw claimsErrors.caseNotFound();
  return toDetail(deps, facts);
}
