import type { Triage } from '../../src/modules/messaging/domain/engine-types';

/** A routine question as the local triage reads it (the co-host may answer alone), with the parts a test changes. */
export function routineTriage(overrides: Partial<Triage> = {}): Triage {
  return {
    topics: ['wifi'],
    confidence: 0.92,
    signals: [],
    needsHuman: false,
    urgency: 'low',
    language: 'en',
    injection: false,
    possibleDanger: false,
    otherParty: false,
    reasons: [],
    mentionedTimes: [],
    ...overrides,
  };
}
