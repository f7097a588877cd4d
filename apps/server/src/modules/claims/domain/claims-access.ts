import { can } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { claimsErrors } from '../claims.errors';

export function assertCanReadClaims(actor: Actor): void {
  if (!can(actor.role, 'claims.read')) throw claimsErrors.hostsOnly();
}

export function assertCanManageClaims(actor: Actor): void {
  if (!can(actor.role, 'claims.manage')) throw claimsErrors.hostsOnly();
}
