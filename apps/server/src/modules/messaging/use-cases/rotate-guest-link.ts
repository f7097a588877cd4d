import type { GuestLink } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { guestLinkToken, hashGuestToken } from '../domain/guest-link-token';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { assertGuestStay, bumpGuestLink, findGuestLink } from '../messaging.repo';
import { currentGuestLink } from './current-guest-link';

/** A new link for the stay: the old one stops working at once (shared by mistake, a new guest). */
export async function rotateGuestLink(deps: MessagingDeps, actor: Actor, reservationId: string): Promise<GuestLink> {
  assertHost(actor);
  await assertGuestStay(deps, actor.workspaceId, reservationId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await findGuestLink(deps.db, actor.workspaceId, reservationId);
    if (!current) {
      await currentGuestLink(deps, actor.workspaceId, reservationId);
      continue;
    }
    const token = guestLinkToken(deps.secret, reservationId, current.version + 1);
    if (await bumpGuestLink(deps.db, actor.workspaceId, reservationId, current.version, hashGuestToken(token), deps.clock.now())) {
      return currentGuestLink(deps, actor.workspaceId, reservationId);
    }
  }
  // Two new links asked for at once: the last one made stands.
  return currentGuestLink(deps, actor.workspaceId, reservationId);
}
