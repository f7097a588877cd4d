import type { GuestIntent, KnowledgeBase, ResponseTone } from '@cohost/shared';
import type { GuestLanguage } from './guest-language';
import type { HumanSignal, Urgency } from './human-signals';

/**
 * The co-host engine's contract: what triage reads from one guest message and what the reply
 * composer answers from. Pure data; the engine itself is `co-host-engine.ts`.
 */

/**
 * What a guest's message asks about, as the intent model labels it. Finer than the policy's
 * `GuestIntent` (which decides who answers): each topic names the knowledge-base facts that
 * answer it. A message may carry several ("wifi password? and where do we park").
 */
export const GUEST_TOPICS = [
  'wifi',
  'check-in',
  'check-out',
  'early-check-in',
  'late-check-out',
  'directions',
  'parking',
  'door-code',
  'house-rules',
  'pets',
  'amenities',
  'trash',
  'local-tips',
  'booking-change',
  'complaint',
  'damage',
  'refund',
  'safety',
  'lockout',
  'talk-to-human',
  'thanks',
  'other',
] as const;
export type GuestTopic = (typeof GUEST_TOPICS)[number];

/** The policy's category of each topic (what `automation.proposeAction` decides on). */
export const TOPIC_INTENT: Record<GuestTopic, GuestIntent> = {
  wifi: 'faq',
  'check-in': 'check-in',
  'check-out': 'check-out',
  'early-check-in': 'early-late',
  'late-check-out': 'early-late',
  directions: 'faq',
  parking: 'faq',
  'door-code': 'check-in',
  'house-rules': 'faq',
  pets: 'faq',
  amenities: 'amenities',
  trash: 'faq',
  'local-tips': 'local-tips',
  'booking-change': 'booking-change',
  complaint: 'complaint',
  damage: 'damage',
  refund: 'refund',
  safety: 'safety',
  lockout: 'lockout',
  'talk-to-human': 'talk-to-human',
  thanks: 'other',
  other: 'other',
};

/**
 * The topics that are questions a listing or a knowledge base can answer (the optimizer's "questions
 * guests ask most"). Thanks, 'other', asking for a person, complaints, damage and safety are not
 * questions of that kind (complaints and damage have suggestions of their own).
 */
export const QUESTION_TOPICS: ReadonlySet<GuestTopic> = new Set(GUEST_TOPICS.filter((topic) => !['complaint', 'damage', 'safety', 'talk-to-human', 'thanks', 'other'].includes(topic)));

/** The topic each fixed-rule signal stands for: a signal adds it even when the model missed it (rules only add). */
export const SIGNAL_TOPIC: Record<HumanSignal, GuestTopic> = {
  safety: 'safety',
  lockout: 'lockout',
  'human-request': 'talk-to-human',
  legal: 'talk-to-human',
  damage: 'damage',
  complaint: 'complaint',
  money: 'refund',
  'lost-item': 'other',
};

/** A date or time the guest wrote ("tomorrow at 1pm", "le 12 mars"), read in the property's zone. */
export interface MentionedTime {
  text: string;
  at: Date;
  /** Whether the guest gave a clock time (not only a day). */
  hasTime: boolean;
}

/** What triage reads from one guest message. */
export interface Triage {
  /** Topics, most confident first; never empty (`other` when nothing is recognised). */
  topics: GuestTopic[];
  /** How sure the intent model is of its topics, 0–1 (rules that fired count as sure). */
  confidence: number;
  /** The fixed-rule signals that must reach a person (human-signals.ts). */
  signals: HumanSignal[];
  /** A person must answer (with a draft). */
  needsHuman: boolean;
  urgency: Urgency;
  language: GuestLanguage;
  /** The message tries to instruct the co-host: it stays data, nothing secret is answered. */
  injection: boolean;
  /**
   * A hazard mentioned with nobody in danger now (an alarm's low-battery chirp, a question about
   * the fire pit): urgency high, the host is paged until they acknowledge, the guest gets safe
   * guidance without being told to call emergency services. False when `critical`.
   */
  possibleDanger: boolean;
  /**
   * Someone other than the booking's guest, or asking for someone else: a claimed identity
   * (staff, owner, platform, police, a relative), another unit, guest or date, other guests'
   * details, when the place is empty, network admin credentials. Refused and escalated.
   */
  otherParty: boolean;
  /** Why a person must answer, one short line each; empty when the co-host answers alone. */
  reasons: string[];
  /** Dates and times mentioned, for early check-in / late checkout / booking changes. */
  mentionedTimes: MentionedTime[];
}

/** The one policy category for a whole message: its most serious topic's. */
export const INTENT_SEVERITY: readonly GuestIntent[] = [
  'safety',
  'possible-danger',
  'identity-claim',
  'lockout',
  'talk-to-human',
  'damage',
  'complaint',
  'refund',
  'booking-change',
  'other',
  'early-late',
  'check-in',
  'check-out',
  'amenities',
  'local-tips',
  'faq',
];

/** Whether a door code may go into this reply, and if not, why (guardrails.ts decides). */
export type DoorCodeAccess =
  | { state: 'available'; code: string }
  | { state: 'not-yet'; releaseAt: Date }
  | { state: 'waiting-for-lock' }
  | { state: 'refused' };

/** Everything a reply may be grounded in: nothing else is ever stated. */
export interface ReplyFacts {
  tone: ResponseTone;
  knowledgeBase: KnowledgeBase;
  property: {
    name: string;
    timezone: string;
    /** One line, empty when unknown. */
    address: string;
    /** ISO 3166-1 alpha-2 ('US', 'FR'…), empty when unknown: picks the emergency number (911, 112…). */
    country: string;
    /** The property's default times (HH:MM), used when no stay is known. */
    checkInTime: string;
    checkOutTime: string;
  };
  /** The guest's stay, when the message belongs to one. */
  stay: {
    guestFirstName: string;
    checkInAt: Date;
    checkOutAt: Date;
  } | null;
  doorCode: DoorCodeAccess;
  /** The host's first name, for "I'll check with Avery". Empty: "the host". */
  hostName: string;
  now: Date;
}

/** A knowledge-base field, a free Q&A entry (`faq:<index>`) or a reservation fact (`stay.checkIn`…). */
export type FactRef = string;

export interface ComposedReply {
  /** The reply, in the triage's language and the host's tone. */
  text: string;
  /**
   * `answer`: every topic grounded; `partial`: some answered, the rest go to the host; `holding`:
   * nothing answerable, "I'll check with the host" (also the refusal to someone other than the
   * guest); `safety`: the emergency reply (critical: emergency number first); `guidance`: a
   * possible danger with nobody in danger now — keep away, don't fix it, the host is alerted,
   * the guide's shut-offs and emergency contacts, never an emergency number.
   */
  kind: 'answer' | 'partial' | 'holding' | 'safety' | 'guidance';
  /** Facts the reply states (for the eval's grounding score and the host's view). */
  facts: FactRef[];
  /** Topics the reply could not ground: each is handed to the host. */
  unanswered: GuestTopic[];
  /** Whether the door code is in `text`: false for every composed reply (a chat reply never carries the code); kept as the check. */
  revealsDoorCode: boolean;
}
