import type { GuestLink } from '@cohost/shared';
import { guestLinkToken, hashGuestToken, linkUrl } from '../domain/guest-link-token';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findGuestLink, insertGuestLink } from '../messaging.repo';

/** The stay's current guest page link, made on first need (scheduled messages and the host ask for it). */
export async function currentGuestLink(deps: MessagingDeps, workspaceId: string, reservationId: string): Promise<GuestLink> {
  let row = await findGuestLink(deps.db, workspaceId, reservationId);
  if (!row) {
    const token = guestLinkToken(deps.secret, reservationId, 1);
    await insertGuestLink(deps.db, { reservationId, workspaceId, version: 1, tokenHash: hashGuestToken(token), createdAt: deps.clock.now() });
    row = await findGuestLink(deps.db, workspaceId, reservationId);
    if (!row) throw messagingErrors.reservationNotFound();
  }
  return { url: linkUrl(deps, guestLinkToken(deps.secret, reservationId, row.version)), createdAt: row.createdAt.toISOString() };
}
