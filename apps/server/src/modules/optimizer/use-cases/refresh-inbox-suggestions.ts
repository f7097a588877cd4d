import type { KnowledgeBase } from '@cohost/shared';
import { detectRepeatedQuestions, INBOX_WINDOW_DAYS } from '../domain/inbox-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';
import { offerSuggestions, type Offered } from './offer-suggestion';
import { refreshWorkspaceSuggestions } from './refresh-listing-suggestions';

const DAY_MS = 86_400_000;

/**
 * What guests keep asking, as actions through the policy engine: per property and topic asked in
 * several stays with no answer in the knowledge base, 'Add an answer to the knowledge base'
 * (the host's own earlier reply as its text when there is one). One open suggestion per subject,
 * its numbers kept up to date while it waits (`offerSuggestions`); the dedupe key is the evidence
 * (stays that asked, the last stay that asked), so a dismissed one comes back only once another stay asks.
 */
export async function refreshInboxSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  const since = new Date(deps.clock.now().getTime() - INBOX_WINDOW_DAYS * DAY_MS);
  const messages = await deps.ports.listStayMessages(workspaceId, since);
  const live = new Set((await deps.ports.listProperties(workspaceId)).map((property) => property.id));
  const knowledgeBases = new Map<string, KnowledgeBase>();
  for (const propertyId of new Set(messages.map((message) => message.propertyId))) {
    if (!live.has(propertyId)) continue;
    const kb = await deps.ports.findKnowledgeBase(workspaceId, propertyId);
    if (kb) knowledgeBases.set(propertyId, kb);
  }
  const suggestions = detectRepeatedQuestions(messages, knowledgeBases);
  return offerSuggestions(
    deps,
    workspaceId,
    'knowledge.add-answer',
    (row) => `${row.propertyId}:${String(row.payload.field)}`,
    suggestions.map((suggestion) => ({
      subject: `${suggestion.propertyId}:${suggestion.field}`,
      proposal: {
        workspaceId,
        propertyId: suggestion.propertyId,
        action: { kind: 'knowledge.add-answer', hasAnswer: suggestion.hostAnswer !== '' },
        payload: {
          propertyId: suggestion.propertyId,
          field: suggestion.field,
          topic: suggestion.words,
          answer: suggestion.hostAnswer,
          staysAsked: suggestion.staysAsked,
          staysLookedAt: suggestion.staysLookedAt,
          lastAskedAt: suggestion.lastAskedAt.toISOString(),
          type: suggestion.type,
          priority: suggestion.priority,
        },
        title: suggestion.title,
        dedupeKey: `optimizer:kb:${suggestion.propertyId}:${suggestion.field}:${suggestion.staysAsked}:${suggestion.lastStayId}`,
      },
    })),
  );
}

/** Every source, for one workspace (the hourly pass, the demo seed and tests). */
export function refreshSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  return refreshWorkspaceSuggestions(deps, workspaceId, { inbox: (id) => refreshInboxSuggestions(deps, id) });
}

/**
 * The hourly pass: every workspace with a live property (recurring problems and listing content)
 * or whose stays' conversations moved within the window (guest questions).
 */
export async function refreshAllSuggestions(deps: OptimizerDeps): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - INBOX_WINDOW_DAYS * DAY_MS);
  const workspaces = new Set([...(await deps.ports.listWorkspacesWithStayMessages(since)), ...(await deps.ports.listWorkspacesWithProperties())]);
  for (const workspaceId of workspaces) await refreshSuggestions(deps, workspaceId);
}
