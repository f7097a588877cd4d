import type { ClaimCaseDetail, ClaimCaseKind, ClaimCategory } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { assertCanManageClaims } from '../domain/claims-access';
import { findResponsibleStay } from './find-responsible-stay';
import { getClaimCase } from './get-claim-case';
import { openClaimCase } from './open-claim-case';

/**
 * A host opens a case. Without a stay named, damage is linked to the last checkout at the
 * property before now; a named stay must be the property's.
 */
export async function createClaimCase(
  deps: ClaimsDeps,
  actor: Actor,
  input: {
    kind: ClaimCaseKind;
    propertyId: string;
    reservationId: string | null;
    category: ClaimCategory;
    title: string;
    description: string;
    items: Array<{ name: string; description: string; costCents: number; ageMonths: number | null; comparableUrl: string | null }>;
  },
): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  const property = await deps.ports.findProperty(actor.workspaceId, input.propertyId);
  if (!property) throw claimsErrors.propertyNotFound();
  const now = deps.clock.now();
  let reservationId = input.reservationId;
  if (reservationId) {
    const stay = await deps.ports.findStay(actor.workspaceId, reservationId);
    if (!stay || stay.propertyId !== property.id) throw claimsErrors.stayNotFound();
  } else if (input.kind === 'damage') {
    reservationId = await findResponsibleStay(deps, actor.workspaceId, property.id, now, property.timezone);
  }
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const row = await openClaimCase(deps, {
    workspaceId: actor.workspaceId,
    kind: input.kind,
    category: input.category,
    source: 'host',
    title: input.title,
    description: input.description,
    propertyId: property.id,
    reservationId,
    reportedAt: now,
    items: input.items,
    by: { type: 'host', userId: actor.userId, name },
  });
  return getClaimCase(deps, actor, row.id);
}
