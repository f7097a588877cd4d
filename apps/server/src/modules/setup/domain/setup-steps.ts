import { AUTONOMY_MODE_LABELS, KNOWLEDGE_BASE_FIELDS, KNOWLEDGE_MIN_TOPICS, type AutonomyMode, type KnowledgeBase, type SetupStep } from '@cohost/shared';

/** What the checklist is computed from: each module's own data, read through its face. */
export interface SetupFacts {
  properties: Array<{ id: string; name: string; knowledgeBase: KnowledgeBase }>;
  feeds: number;
  mailbox: { address: string; state: 'connected' | 'error'; lastError: string | null } | null;
  locks: number;
  cleaners: number;
  pendingCleanerInvitations: number;
  autonomy: { mode: AutonomyMode } | null;
}

/** How many topics of a knowledge base are written: its filled fields and its questions with answers. */
export function writtenTopics(knowledgeBase: KnowledgeBase): number {
  const fields = KNOWLEDGE_BASE_FIELDS.filter((field) => (knowledgeBase[field] ?? '').trim() !== '').length;
  const faq = knowledgeBase.faq.filter((entry) => entry.question.trim() !== '' && entry.answer.trim() !== '').length;
  return fields + faq;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The seven steps, each done or saying exactly what is missing, with the screen where it is done. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const first = facts.properties[0];
  const unwritten = facts.properties.filter((property) => writtenTopics(property.knowledgeBase) < KNOWLEDGE_MIN_TOPICS);
  const firstUnwritten = unwritten[0];
  const cleanersDone = facts.cleaners > 0 || facts.pendingCleanerInvitations > 0;
  return [
    {
      id: 'property',
      title: 'Add a property',
      done: facts.properties.length > 0,
      detail: facts.properties.length > 0 ? plural(facts.properties.length, 'property', 'properties') : 'No property yet: add the place you rent, with its address.',
      href: '/properties',
    },
    {
      id: 'knowledge',
      title: 'Fill the knowledge base',
      done: facts.properties.length > 0 && unwritten.length === 0,
      detail:
        facts.properties.length === 0
          ? 'Add a property first: the co-host answers guests from its knowledge base.'
          : firstUnwritten
            ? `${firstUnwritten.name}: ${writtenTopics(firstUnwritten.knowledgeBase)} of at least ${KNOWLEDGE_MIN_TOPICS} answers written${unwritten.length > 1 ? ` (and ${plural(unwritten.length - 1, 'other property', 'other properties')})` : ''}.`
            : `Every property has at least ${KNOWLEDGE_MIN_TOPICS} answers written.`,
      href: firstUnwritten ? `/properties/${firstUnwritten.id}?tab=knowledge-base` : first ? `/properties/${first.id}?tab=knowledge-base` : '/properties',
    },
    {
      id: 'calendar',
      title: 'Connect a calendar',
      done: facts.feeds > 0,
      detail: facts.feeds > 0 ? `${plural(facts.feeds, 'calendar feed', 'calendar feeds')} connected.` : 'No calendar connected: add the iCal link of your Airbnb, Vrbo or Booking.com calendar.',
      href: first ? `/properties/${first.id}?tab=calendar` : '/properties',
    },
    {
      id: 'mailbox',
      title: 'Connect the platform mailbox',
      done: facts.mailbox?.state === 'connected',
      detail: !facts.mailbox
        ? 'No mailbox connected: Cohost cannot read or answer the platforms’ guest messages yet.'
        : facts.mailbox.state === 'connected'
          ? `${facts.mailbox.address} is connected.`
          : `${facts.mailbox.address} cannot be read${facts.mailbox.lastError ? `: ${facts.mailbox.lastError}` : ''}.`,
      href: '/messages?mailbox=1',
    },
    {
      id: 'lock',
      title: 'Add a lock',
      done: facts.locks > 0,
      detail: facts.locks > 0 ? `${plural(facts.locks, 'lock', 'locks')} added.` : 'No lock yet: connect a smart lock (or add a virtual one) so guests get their own door codes.',
      href: '/smart-locks',
    },
    {
      id: 'cleaner',
      title: 'Invite a cleaner',
      done: cleanersDone,
      detail:
        facts.cleaners > 0
          ? `${plural(facts.cleaners, 'cleaner', 'cleaners')} on the team.`
          : facts.pendingCleanerInvitations > 0
            ? `${plural(facts.pendingCleanerInvitations, 'invitation', 'invitations')} sent, not accepted yet.`
            : 'No cleaner yet: invite the person who turns your places over.',
      href: '/cleaners',
    },
    {
      id: 'autonomy',
      title: 'Choose an autonomy mode',
      done: facts.autonomy !== null,
      detail: facts.autonomy ? `${AUTONOMY_MODE_LABELS[facts.autonomy.mode]} mode chosen.` : 'Not chosen yet: Cohost follows the default Custom settings until you choose how much it may do alone.',
      href: '/ai-settings',
    },
  ];
}
