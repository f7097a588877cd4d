import { CLAIM_CATEGORIES, type ClaimCategory } from '@cohost/shared';
import type { ClaimsDeps } from '../claims.deps';
import { findOpenCaseOfConversation } from '../claims.repo';
import { openClaimCase } from './open-claim-case';
import { recordCaseChange } from './record-case-change';

const COMPLAINT_TOPICS = new Set(['complaint', 'refund']);
const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The co-host passed a guest's message to a person (`messaging.guest-needs-person`): a complaint
 * or refund request becomes a complaint case, damage a damage case, about the conversation's
 * stay. One open case per conversation: a later message joins it on its timeline.
 */
export async function openFromGuestMessage(
  deps: ClaimsDeps,
  payload: { workspaceId: string; conversationId: string; messageId: string; reservationId: string | null; propertyId: string | null; topics: string[] },
): Promise<void> {
  // A guest complaining (about something broken too) is a complaint; damage alone is a damage case.
  const isComplaint = payload.topics.some((topic) => COMPLAINT_TOPICS.has(topic));
  const isDamage = !isComplaint && payload.topics.includes('damage');
  if (!payload.propertyId || (!isDamage && !isComplaint)) return;
  const message = await deps.ports.findMessage(payload.workspaceId, payload.messageId);
  if (!message) return;
  const open = await findOpenCaseOfConversation(deps.db, payload.workspaceId, payload.conversationId);
  if (open) {
    await deps.db.transaction(async (tx) => recordCaseChange(deps, tx, payload.workspaceId, open.id, { kind: 'message', actor: message.authorName || 'The guest', text: `Wrote again: ${short(message.body, 200)}`, at: message.at }));
    return;
  }
  const category: ClaimCategory = payload.topics.includes('refund') ? 'refund' : isDamage ? 'damage' : ((payload.topics.find((topic) => (CLAIM_CATEGORIES as readonly string[]).includes(topic) && topic !== 'other') as ClaimCategory | undefined) ?? 'other');
  await openClaimCase(deps, {
    workspaceId: payload.workspaceId,
    kind: isDamage ? 'damage' : 'complaint',
    category,
    source: 'guest-message',
    title: short(message.body.replace(/\s+/g, ' ').trim() || 'The guest needs a person'),
    description: message.body,
    propertyId: payload.propertyId,
    reservationId: payload.reservationId,
    conversationId: payload.conversationId,
    originKey: `message:${payload.messageId}`,
    reportedAt: message.at,
    by: { type: 'system', name: 'Cohost' },
  });
}
