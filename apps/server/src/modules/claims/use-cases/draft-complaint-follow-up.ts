import type { ClaimsDeps } from '../claims.deps';
import { updateCase, type ClaimCaseRow } from '../claims.repo';

/**
 * The co-host's follow-up to the guest of a complaint a host opened: drafted by messaging in the
 * stay's conversation (`guest.reply`, waiting for a person); the case then follows that conversation.
 */
export async function draftComplaintFollowUp(deps: ClaimsDeps, row: ClaimCaseRow): Promise<ClaimCaseRow> {
  if (!row.reservationId) return row;
  const stay = await deps.ports.findStay(row.workspaceId, row.reservationId);
  if (!stay || stay.kind !== 'guest') return row;
  const first = stay.guestName.trim().split(/\s+/)[0] ?? '';
  const body = `${first ? `Hello ${first},` : 'Hello,'} thank you for telling us, and I'm sorry about this (${row.title.replace(/[.!]+$/, '')}). We are looking into it now and will come back to you today with what we can do.`;
  const drafted = await deps.ports.draftFollowUp({ workspaceId: row.workspaceId, reservationId: row.reservationId, body, title: `Follow up with ${first || 'the guest'} about their complaint`, key: `claims:${row.id}` });
  if (!drafted) return row;
  await updateCase(deps.db, row.workspaceId, row.id, { conversationId: drafted.conversationId });
  return { ...row, conversationId: drafted.conversationId };
}
