import { randomBytes } from 'node:crypto';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { findConversationOfStay, insertConversation, updateConversation, type ConversationRow } from '../messaging.repo';

/**
 * The conversation of a guest stay, created on first need with the stay's guest and contact.
 * An existing one picks up a guest's name, email or phone added to the reservation since.
 */
export async function ensureStayConversation(deps: MessagingDeps, workspaceId: string, reservationId: string): Promise<ConversationRow> {
  const stay = isUuid(reservationId) ? await deps.ports.findStay(workspaceId, reservationId) : null;
  if (!stay) throw messagingErrors.reservationNotFound();
  if (stay.kind !== 'guest') throw messagingErrors.notAGuestStay();
  const existing = await findConversationOfStay(deps.db, workspaceId, reservationId);
  const contact = { guestName: stay.guestName, guestEmail: stay.guestEmail.toLowerCase(), guestPhone: stay.guestPhone };
  if (existing) {
    const changed = (Object.keys(contact) as Array<keyof typeof contact>).some((key) => contact[key] && contact[key] !== existing[key]);
    if (!changed) return existing;
    const filled = Object.fromEntries(Object.entries(contact).filter(([, value]) => value));
    return (await updateConversation(deps.db, workspaceId, existing.id, filled)) ?? existing;
  }
  const now = deps.clock.now();
  return insertConversation(deps.db, {
    workspaceId,
    propertyId: stay.propertyId,
    reservationId,
    ...contact,
    lastMessageAt: now,
    // 80 random bits in hex: an email address's local part is read without case.
    replyToken: randomBytes(10).toString('hex'),
    createdAt: now,
    updatedAt: now,
  });
}

