import type { MessageTriage, MessageUrgency } from '@cohost/shared';
import type { CoHostAnswer } from './co-host-engine';
import { URGENCY_RANK } from './human-signals';

/** The triage as stored and shown: a 'Talk to a human' press is a request for a person, whatever the text says. */
export function storedTriage(answer: CoHostAnswer, humanRequested: boolean): MessageTriage {
  const { triage } = answer;
  const intents: string[] = humanRequested && !triage.topics.includes('talk-to-human') ? ['talk-to-human', ...triage.topics.filter((topic) => topic !== 'other')] : triage.topics;
  const urgency: MessageUrgency = humanRequested && URGENCY_RANK[triage.urgency] < URGENCY_RANK.high ? 'high' : triage.urgency;
  return { intents, needsHuman: triage.needsHuman || humanRequested, urgency, language: triage.language, confidence: triage.confidence, injection: triage.injection, possibleDanger: triage.possibleDanger, otherParty: triage.otherParty, reasons: triage.reasons };
}
