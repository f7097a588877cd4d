import type { ClaimInsurer, ClaimSettings } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { findClaimSettings, saveClaimSettings } from '../claims.repo';
import { assertCanManageClaims, assertCanReadClaims } from '../domain/claims-access';

export async function getClaimSettings(deps: ClaimsDeps, actor: Actor): Promise<ClaimSettings> {
  assertCanReadClaims(actor);
  return findClaimSettings(deps.db, actor.workspaceId);
}

export async function putClaimSettings(deps: ClaimsDeps, actor: Actor, input: { refundThresholdCents: number; insurer: ClaimInsurer; insurerName: string }): Promise<ClaimSettings> {
  assertCanManageClaims(actor);
  await deps.db.transaction(async (tx) => {
    await saveClaimSettings(tx, actor.workspaceId, input, deps.clock.now());
    await deps.realtime.publish(tx, actor.workspaceId, { type: 'claims.changed', data: { settings: true } });
  });
  return findClaimSettings(deps.db, actor.workspaceId);
}
