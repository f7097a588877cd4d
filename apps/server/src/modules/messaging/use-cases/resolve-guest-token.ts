import { hashGuestToken, looksLikeGuestToken } from '../domain/guest-link-token';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findGuestLinkByHash } from '../messaging.repo';

/** The stay a guest page token opens, or the same 404 for every token that opens nothing. */
export async function resolveGuestToken(deps: MessagingDeps, token: string): Promise<{ workspaceId: string; reservationId: string }> {
  if (!looksLikeGuestToken(token)) throw messagingErrors.guestLinkNotFound();
  const row = await findGuestLinkByHash(deps.db, hashGuestToken(token));
  if (!row) throw messagingErrors.guestLinkNotFound();
  return { workspaceId: row.workspaceId, reservationId: row.reservationId };
}
