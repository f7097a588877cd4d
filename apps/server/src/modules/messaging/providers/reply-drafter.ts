import type { ComposedReply, FactRef, ReplyFacts, Triage } from '../domain/engine-types';

/** One guest message to draft a reply to, with everything the local engine already decided. */
export interface DraftRequest {
  /** The guest's new message. */
  text: string;
  /** Earlier messages of the conversation, oldest first. */
  history: { author: 'guest' | 'ai' | 'host'; body: string }[];
  triage: Triage;
  facts: ReplyFacts;
  /** The local engine's reply: what is sent whenever the drafter's own text is not used. */
  local: ComposedReply;
}

/** Why the local reply was kept instead of a model's draft. */
export type DraftFallbackReason =
  | 'safety'
  | 'injection'
  | 'door-code-topic'
  | 'timeout'
  | 'aborted'
  | 'error'
  | 'empty'
  | 'too-long'
  | 'door-code'
  | 'unknown-number'
  | 'wrong-language';

export interface Draft {
  text: string;
  /** The facts the text may state (for the host's view and the grounding score). */
  facts: FactRef[];
  source: 'local' | 'model';
  /** Set when a model was asked (or skipped on purpose) and the local reply was kept. */
  fallbackReason?: DraftFallbackReason;
}

/**
 * Writes the text of a reply. Only the text: triage has already decided whether a person must
 * answer and who sends, and a drafter never changes that. It never throws: when it cannot do
 * better, it returns the local engine's reply.
 */
export interface ReplyDrafter {
  readonly name: 'local' | 'openai-compatible';
  draft(request: DraftRequest, signal?: AbortSignal): Promise<Draft>;
}

/** The local engine's reply as a draft. */
export function localDraft(request: DraftRequest, fallbackReason?: DraftFallbackReason): Draft {
  return { text: request.local.text, facts: [...request.local.facts], source: 'local', ...(fallbackReason ? { fallbackReason } : {}) };
}

/** The default (AI_PROVIDER=local): the offline engine's reply, as is. */
export const localDrafter: ReplyDrafter = {
  name: 'local',
  draft: (request) => Promise.resolve(localDraft(request)),
};
