import type { Triage } from './engine-types';
import { URGENCY_RANK, type Urgency } from './human-signals';

/**
 * What a second reader (a language model, `providers/second-reader.ts`) makes of one guest
 * message, in the triage's own terms. It may only add to the local triage: see `mergeSecondReading`.
 */
export interface SecondReading {
  needsHuman: boolean;
  urgency: Urgency;
  possibleDanger: boolean;
  otherParty: boolean;
  /** One short line for the host. */
  reason: string;
}

/** The line added to `triage.reasons` when a second reading raised the local decision. */
export const SECOND_READING_REASON = 'A second reading by the language model';

/** Longest reason kept from a reading (it is the model's text, shown to the host). */
const MAX_REASON_CHARS = 200;

/**
 * The local triage with a second reading merged in. It can only add. A reading escalates when it
 * asks for a person, sees a possible danger or another party, or says high or critical; then a
 * person must answer, and the urgency is the stronger of both, at least 'normal' (at least 'high'
 * for a danger it saw), as in triage. A reading that asks for nobody changes nothing: it cannot
 * take away what the rules found. Critical is never a possible danger (it is the emergency itself).
 * Returns the same object when nothing was raised, else a copy with the reading's reason added.
 */
export function mergeSecondReading(triage: Triage, reading: SecondReading | null): Triage {
  if (!reading) return triage;
  const escalates = reading.needsHuman || reading.possibleDanger || reading.otherParty || URGENCY_RANK[reading.urgency] >= URGENCY_RANK.high;
  const needsHuman = triage.needsHuman || escalates;
  const otherParty = triage.otherParty || reading.otherParty;
  const sawDanger = triage.possibleDanger || reading.possibleDanger;
  // A reading that asks for nobody has no say on urgency: urgency is how soon a person answers.
  const urgency = escalates ? strongest([triage.urgency, reading.urgency, 'normal', reading.possibleDanger ? 'high' : 'low']) : triage.urgency;
  const possibleDanger = sawDanger && urgency !== 'critical';
  const raised =
    needsHuman !== triage.needsHuman || urgency !== triage.urgency || possibleDanger !== triage.possibleDanger || otherParty !== triage.otherParty;
  if (!raised) return triage;
  return { ...triage, needsHuman, urgency, possibleDanger, otherParty, reasons: [...triage.reasons, reasonLine(reading.reason)] };
}

function strongest(urgencies: Urgency[]): Urgency {
  return urgencies.reduce((strong, next) => (URGENCY_RANK[next] > URGENCY_RANK[strong] ? next : strong));
}

function reasonLine(reason: string): string {
  // eslint-disable-next-line no-control-regex -- the model's text: one plain line for the host
  const line = reason.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  const cut = line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS - 1).trimEnd()}…` : line;
  return cut ? `${SECOND_READING_REASON}: ${cut}` : `${SECOND_READING_REASON}.`;
}
