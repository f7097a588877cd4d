import type { ConversationMessage, ConversationSummary, GuestLanguageCode, MessageAuthor, MessageChannel, MessageStatus, MessageTriage, MessageUrgency } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { countSuggestions, type ConversationRow, type MessageRow } from '../messaging.repo';

/** The inbox's rows: the conversations with their property's name, stay dates and waiting drafts. */
export async function toConversationSummary(deps: MessagingDeps, workspaceId: string, rows: ConversationRow[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const [properties, stays, suggestions] = await Promise.all([
    deps.ports.listProperties(workspaceId),
    deps.ports.listStayDates(
      workspaceId,
      rows.flatMap((row) => (row.reservationId ? [row.reservationId] : [])),
    ),
    countSuggestions(deps.db, workspaceId, rows.map((row) => row.id)),
  ]);
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const stayDates = new Map(stays.map((stay) => [stay.id, stay]));
  return rows.map((row) => {
    const stay = row.reservationId ? stayDates.get(row.reservationId) : undefined;
    return {
      id: row.id,
      propertyId: row.propertyId,
      propertyName: propertiesById.get(row.propertyId)?.name ?? 'Archived property',
      propertyTimezone: propertiesById.get(row.propertyId)?.timezone ?? 'UTC',
      reservationId: row.reservationId,
      guestName: row.guestName || 'Guest',
      checkInDate: stay?.checkInDate ?? null,
      checkOutDate: stay?.checkOutDate ?? null,
      language: row.language as GuestLanguageCode,
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastMessagePreview: row.lastMessagePreview,
      lastMessageAuthor: row.lastMessageAuthor as MessageAuthor,
      unreadCount: row.unreadCount,
      needsHuman: row.needsHuman,
      urgency: row.urgency as MessageUrgency,
      aiPaused: row.aiPaused,
      pendingSuggestions: suggestions.get(row.id) ?? 0,
    };
  });
}

/** Messages as the host sees them, suggestions with the version to decide on. */
export async function toConversationMessages(deps: MessagingDeps, workspaceId: string, rows: MessageRow[]): Promise<ConversationMessage[]> {
  const approvalIds = rows.flatMap((row) => (row.approvalId && row.status === 'suggestion' ? [row.approvalId] : []));
  const approvals = new Map((await deps.ports.approvalStates(workspaceId, approvalIds)).map((state) => [state.id, state]));
  return rows.map((row) => {
    const approval = row.approvalId ? approvals.get(row.approvalId) : undefined;
    return {
      id: row.id,
      author: row.author as MessageAuthor,
      authorName: row.authorName,
      channel: row.channel as MessageChannel,
      body: row.body,
      status: row.status as MessageStatus,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      triage: (row.triage as MessageTriage | null) ?? null,
      approvalId: row.approvalId,
      approvalVersion: approval?.version ?? null,
      reason: row.reason,
      facts: row.facts,
      trigger: row.trigger,
    };
  });
}

/** One line for the inbox list. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
