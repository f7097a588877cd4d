import type { GuestLink } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import { guestLinkToken, hashGuestToken, looksLikeGuestToken } from '../domain/guest-link-token';
import { assertHost } from '../domain/messaging-access';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { bumpGuestLink, findGuestLink, findGuestLinkByHash, insertGuestLink } from '../messaging.repo';

function linkUrl(deps: Pick<MessagingDeps, 'publicUrl'>, token: string): string {
  return `${deps.publicUrl}/g/${token}`;
}

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

async function assertGuestStay(deps: MessagingDeps, workspaceId: string, reservationId: string): Promise<void> {
  const stay = isUuid(reservationId) ? await deps.ports.findStay(workspaceId, reservationId) : null;
  if (!stay) throw messagingErrors.reservationNotFound();
  if (stay.kind !== 'guest') throw messagingErrors.notAGuestStay();
}

export async function getGuestLink(deps: MessagingDeps, actor: Actor, reservationId: string): Promise<GuestLink> {
  assertHost(actor);
  await assertGuestStay(deps, actor.workspaceId, reservationId);
  return currentGuestLink(deps, actor.workspaceId, reservationId);
}

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

/** The stay a guest page token opens, or the same 404 for every token that opens nothing. */
export async function resolveGuestToken(deps: MessagingDeps, token: string): Promise<{ workspaceId: string; reservationId: string }> {
  if (!looksLikeGuestToken(token)) throw messagingErrors.guestLinkNotFound();
  const row = await findGuestLinkByHash(deps.db, hashGuestToken(token));
  if (!row) throw messagingErrors.guestLinkNotFound();
  return { workspaceId: row.workspaceId, reservationId: row.reservationId };
}
