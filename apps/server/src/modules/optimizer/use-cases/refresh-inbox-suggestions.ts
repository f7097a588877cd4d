import type { KnowledgeBase } from '@cohost/shared';
import { detectListingQuestions, detectRepeatedQuestions, INBOX_WINDOW_DAYS } from '../domain/inbox-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';
import { addOffered, nothingOffered, offerSuggestions, type Offered } from './offer-suggestion';
import { refreshWorkspaceSuggestions } from './refresh-listing-suggestions';

const DAY_MS = 86_400_000;

/**
 * What guests keep asking, as actions through the policy engine: per property and topic asked in
 * several stays with no answer in the knowledge base, 'Add an answer to the knowledge base'
 * (the host's own earlier reply as its text when there is one). One open suggestion per subject,
 * its numbers kept up to date while it waits (`offerSuggestions`); the dedupe key is the evidence
 * (stays that asked, the last stay that asked), so a dismissed one comes back only once another stay asks.
 * And what guests keep asking though the knowledge base answers it, where the listing does not say
 * it: 'Improve the listing' with the answer as a paragraph added to the description.
 */
export async function refreshInboxSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  const since = new Date(deps.clock.now().getTime() - INBOX_WINDOW_DAYS * DAY_MS);
  const messages = await deps.ports.listStayMessages(workspaceId, since);
  if (!messages.length) return nothingOffered();
  // One read of the live properties' listings and knowledge bases (what the co-host answers from).
  const asked = new Set(messages.map((message) => message.propertyId));
  const listings = (await deps.ports.listListingContent(workspaceId)).filter((listing) => asked.has(listing.id));
  const knowledgeBases = new Map<string, KnowledgeBase>(listings.map((listing) => [listing.id, listing.knowledgeBase]));
  const toKnowledge = await offerSuggestions(
    deps,
    workspaceId,
    'knowledge.add-answer',
    (row) => `${row.propertyId}:${String(row.payload.field)}`,
    detectRepeatedQuestions(messages, knowledgeBases).map((suggestion) => ({
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
  // Asked again and again though the knowledge base answers it: the listing should say it.
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const listingTexts = new Map(listings.map((listing) => [listing.id, { listingText: [listing.listing.title, listing.listing.description, ...listing.listing.amenities].join('\n'), knowledgeBase: listing.knowledgeBase }]));
  const toListing = await offerSuggestions(
    deps,
    workspaceId,
    'listing.improve-content',
    (row) => `${row.propertyId}:${String(row.payload.rule)}:${String(row.payload.field ?? '')}`,
    detectListingQuestions(messages, listingTexts).map((question) => {
      const description = byId.get(question.propertyId)!.listing.description;
      const paragraph = `${question.words.charAt(0).toUpperCase()}${question.words.slice(1)}: ${question.answer}`;
      return {
        subject: `${question.propertyId}:guest-question:${question.field}`,
        proposal: {
          workspaceId,
          propertyId: question.propertyId,
          // The text goes on the platform, which Cohost cannot write: the host always applies it.
          action: { kind: 'listing.improve-content', needsHost: true },
          payload: {
            propertyId: question.propertyId,
            rule: 'guest-question',
            subject: `Guests ask about ${question.words}`,
            type: question.type,
            priority: question.priority,
            evidence: [`${question.staysAsked} of the last ${question.staysLookedAt} stays that wrote asked about ${question.words}; the knowledge base answers it, the listing’s title, description and amenities do not mention it.`],
            checklist: [
              'Read the new paragraph at the end of the description: nothing private in it (door or gate codes, the exact address)',
              'Paste the description on each platform',
            ],
            text: description.trim() ? `${description.trim()}\n\n${paragraph}` : paragraph,
            target: 'description',
            field: question.field,
            before: description,
            amenities: [],
          },
          title: question.title,
          dedupeKey: `optimizer:content:${question.propertyId}:guest-question:${question.field}:${question.staysAsked}:${question.lastStayId}`,
        },
      };
    }),
  );
  return addOffered(toKnowledge, toListing);
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
