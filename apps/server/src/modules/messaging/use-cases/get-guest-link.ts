import type { GuestLink } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { assertGuestStay } from '../messaging.repo';
import { currentGuestLink } from './current-guest-link';

export async function getGuestLink(deps: MessagingDeps, actor: Actor, reservationId: string): Promise<GuestLink> {
  assertHost(actor);
  await assertGuestStay(deps, actor.workspaceId, reservationId);
  return currentGuestLink(deps, actor.workspaceId, reservationId);
}
