import type { DoorCodeAccess } from '../domain/engine-types';
import type { GuestLanguage } from '../domain/guest-language';
import type { SecondReading } from '../domain/second-reading';

export type { SecondReading } from '../domain/second-reading';

/** One guest message for a second reading, before its triage is stored. */
export interface SecondReadRequest {
  /** The guest's new message. */
  text: string;
  /** The language the local triage read. */
  language: GuestLanguage;
  /** Only so the code is taken out of what a model sees. */
  doorCode: DoorCodeAccess;
}

/**
 * A second reader of every guest message (issue 17): what must reach a person, and how urgently,
 * as it reads the message. `mergeSecondReading` lets it only add to the local triage. It never
 * throws: null whenever it has no reading (none configured, timeout, error, invalid answer).
 */
export interface SecondReader {
  readonly name: 'local' | 'openai-compatible';
  read(request: SecondReadRequest, signal?: AbortSignal): Promise<SecondReading | null>;
}

const NO_READING = Promise.resolve(null);

/** The default (AI_PROVIDER=local): no second reading; the local triage stands as it is. */
export const nullSecondReader: SecondReader = {
  name: 'local',
  read: () => NO_READING,
};
