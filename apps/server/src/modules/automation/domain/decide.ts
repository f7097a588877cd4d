import {
  ACTION_KIND_LABELS,
  LARGE_EXPENSE_THRESHOLD_CENTS,
  REFUND_APPROVAL_THRESHOLD_CENTS,
  type ActionKind,
  type AutonomySettings,
  type Decision,
  type Emergency,
  type GuestIntent,
} from '@cohost/shared';

/** An action Cohost wants to take, with the facts the policy needs about it. */
export type PolicyAction =
  | { kind: 'guest.reply'; intent: GuestIntent; /** How sure the co-host is of its answer, 0–1. */ confidence: number }
  | { kind: 'guest.check-in-instructions' }
  | { kind: 'guest.scheduled-message'; /** The template's trigger, e.g. 'follow-up'. */ trigger: string }
  | { kind: 'locks.issue-code' }
  /** A door code the lock would not take: a backup code it holds goes to the guest instead (always with a system malfunction). */
  | { kind: 'locks.send-backup-code' }
  | { kind: 'supplies.order'; amountCents: number; /** Spent this month at the property, this order excluded. */ monthSpentCents: number; monthlyLimitCents: number }
  | { kind: 'cleaning.schedule' }
  | { kind: 'cleaning.assign' }
  | { kind: 'claims.file'; amountCents: number }
  | { kind: 'listing.apply-change' }
  /** A question guests keep asking, answered in a property's knowledge base; `hasAnswer`: the suggestion carries a text (the host's own earlier reply). */
  | { kind: 'knowledge.add-answer'; hasAnswer: boolean }
  /** A problem guests or cleaners keep reporting at a property: a checklist the host works through (never alone). */
  | { kind: 'listing.fix-problem' }
  /** Listing content: `needsHost` when the change must be made on the platform or the text written by the host. */
  | { kind: 'listing.improve-content'; needsHost: boolean }
  /** A pricing suggestion from the calendar; `onPlatform`: only the host can make it (prices on the platform or a pricing tool), Cohost only gives the values. */
  | { kind: 'listing.pricing-change'; onPlatform: boolean }
  /** `thresholdCents`: the workspace's own refund threshold (claims' settings), else the default. */
  | { kind: 'guest.refund'; amountCents: number; thresholdCents?: number };

export interface PolicyContext {
  /** Something went wrong that a person must look at (a lock offline, a failed order, a sync error). */
  systemMalfunction?: boolean;
}

export interface PolicyDecision {
  decision: Decision;
  /** Why, in a sentence a host reads in the inbox and the activity log. */
  reason: string;
  /** The emergency that forced a human, if any. */
  emergency: Emergency | null;
}

/** An ordinary action of each kind, inside every limit (a claim is still damage): asks whether a workspace runs that kind alone. */
export const ORDINARY_ACTIONS: Record<ActionKind, PolicyAction> = {
  'guest.reply': { kind: 'guest.reply', intent: 'faq', confidence: 0.95 },
  'guest.check-in-instructions': { kind: 'guest.check-in-instructions' },
  'guest.scheduled-message': { kind: 'guest.scheduled-message', trigger: 'checkout-reminder' },
  'locks.issue-code': { kind: 'locks.issue-code' },
  'locks.send-backup-code': { kind: 'locks.send-backup-code' },
  'supplies.order': { kind: 'supplies.order', amountCents: 4_500, monthSpentCents: 10_000, monthlyLimitCents: 50_000 },
  'cleaning.schedule': { kind: 'cleaning.schedule' },
  'cleaning.assign': { kind: 'cleaning.assign' },
  'claims.file': { kind: 'claims.file', amountCents: 15_000 },
  'listing.apply-change': { kind: 'listing.apply-change' },
  'knowledge.add-answer': { kind: 'knowledge.add-answer', hasAnswer: true },
  'listing.fix-problem': { kind: 'listing.fix-problem' },
  'listing.improve-content': { kind: 'listing.improve-content', needsHost: false },
  'listing.pricing-change': { kind: 'listing.pricing-change', onPlatform: false },
  'guest.refund': { kind: 'guest.refund', amountCents: 5_000 },
};

/** Below this confidence a drafted reply waits for the host. */
export const MIN_REPLY_CONFIDENCE = 0.7;

/**
 * The autonomy level each kind needs to run alone in Custom mode: the riskier (money, the
 * listing, the platform), the higher. At the default 75 Cohost handles the daily routine and
 * asks about listing changes, claims and refunds.
 */
export const REQUIRED_LEVEL: Record<ActionKind, number> = {
  'guest.reply': 20,
  'guest.check-in-instructions': 25,
  'guest.scheduled-message': 25,
  'cleaning.schedule': 30,
  'cleaning.assign': 35,
  'locks.issue-code': 40,
  'locks.send-backup-code': 40,
  'supplies.order': 55,
  'listing.apply-change': 80,
  'knowledge.add-answer': 80,
  'listing.fix-problem': 80,
  'listing.improve-content': 80,
  'listing.pricing-change': 80,
  'guest.refund': 85,
  'claims.file': 90,
};

/** Guest topics a person always answers (DESIGN §4: refunds, money and anything unsure go to a human with a draft). */
const MONEY_INTENTS: ReadonlySet<GuestIntent> = new Set(['refund', 'booking-change']);

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
const label = (kind: ActionKind) => ACTION_KIND_LABELS[kind].one;

function emergencyOf(action: PolicyAction, context: PolicyContext): Emergency | null {
  if (context.systemMalfunction) return 'system-malfunction';
  // A lock that would not take a guest's code is a malfunction by nature (as a claim is damage).
  if (action.kind === 'locks.send-backup-code') return 'system-malfunction';
  if (action.kind === 'guest.reply' && action.intent === 'complaint') return 'guest-complaint';
  if (action.kind === 'guest.reply' && action.intent === 'damage') return 'damage-report';
  if (action.kind === 'claims.file') return 'damage-report';
  if ((action.kind === 'supplies.order' || action.kind === 'guest.refund') && action.amountCents > LARGE_EXPENSE_THRESHOLD_CENTS) {
    return 'large-expense';
  }
  return null;
}

const EMERGENCY_TEXT: Record<Emergency, { toggle: keyof AutonomySettings['emergency']; words: string }> = {
  'guest-complaint': { toggle: 'guestComplaints', words: 'A guest complaint' },
  'damage-report': { toggle: 'damageReports', words: 'Property damage' },
  'large-expense': { toggle: 'largeExpenses', words: `An expense over ${dollars(LARGE_EXPENSE_THRESHOLD_CENTS)}` },
  'system-malfunction': { toggle: 'systemMalfunctions', words: 'A system malfunction' },
};

/** A toggle that, when off, means "prepare it but let me decide". */
function gate(action: PolicyAction, settings: AutonomySettings): { on: boolean; name: string } | null {
  switch (action.kind) {
    case 'guest.reply':
      return ['faq', 'amenities', 'local-tips', 'check-in', 'check-out'].includes(action.intent) ? { on: settings.messages.autoRespondFaqs, name: 'Auto-respond to FAQs' } : null;
    case 'guest.check-in-instructions':
      return { on: settings.messages.sendCheckInInstructions, name: 'Send check-in instructions' };
    case 'guest.scheduled-message':
      return action.trigger === 'follow-up' ? { on: settings.messages.followUpAfterCheckout, name: 'Follow up after checkout' } : null;
    case 'locks.issue-code':
      return settings.locks.autoGenerateCodes
        ? { on: settings.locks.sendCodesBeforeCheckIn, name: 'Send codes 24 hours before check-in' }
        : { on: false, name: 'Auto-generate door codes' };
    case 'supplies.order':
      return { on: settings.supplies.autoOrder, name: 'Auto-order' };
    case 'cleaning.schedule':
      return { on: settings.cleaning.autoSchedule, name: 'Auto-schedule between turnovers' };
    case 'cleaning.assign':
      return { on: settings.cleaning.assignment !== 'manual', name: 'Cleaner assignment (manual)' };
    default:
      return null;
  }
}

/**
 * What Cohost may do with an action: run it (`auto`), wait for the host (`approval`), or reach
 * a human at once (`escalate`). Pure: the same inputs always give the same answer.
 *
 * Order: what must reach a person comes first and no mode, slider, toggle or promotion can
 * change it (emergencies, "talk to a human", safety); then the hard limits (money, confidence);
 * then the mode; in Custom, promotions, toggles and the slider.
 */
export function decide(action: PolicyAction, settings: AutonomySettings, context: PolicyContext = {}): PolicyDecision {
  const kindLabel = label(action.kind);
  if (action.kind === 'guest.reply' && action.intent === 'talk-to-human') {
    return { decision: 'escalate', reason: 'The guest asked to talk to a person: a human always answers.', emergency: null };
  }
  if (action.kind === 'guest.reply' && action.intent === 'lockout') {
    return { decision: 'escalate', reason: 'The guest cannot get in: a human always answers.', emergency: null };
  }
  if (action.kind === 'guest.reply' && action.intent === 'safety') {
    return { decision: 'escalate', reason: 'The guest raised a safety concern: a human always answers.', emergency: null };
  }
  if (action.kind === 'guest.reply' && action.intent === 'possible-danger') {
    return { decision: 'escalate', reason: 'The guest mentioned a possible hazard: a human always answers, and you are paged until you acknowledge.', emergency: null };
  }
  if (action.kind === 'guest.reply' && action.intent === 'identity-claim') {
    return { decision: 'escalate', reason: 'The message claims an identity or asks for someone else: Cohost refused and a human always answers.', emergency: null };
  }
  const emergency = emergencyOf(action, context);
  if (emergency) {
    const { toggle, words } = EMERGENCY_TEXT[emergency];
    // Off, the override only stops the immediate alert: the action still waits for a person.
    return settings.emergency[toggle]
      ? { decision: 'escalate', reason: `${words} always reaches you (emergency override).`, emergency }
      : { decision: 'approval', reason: `${words} always waits for you (its immediate alert is off).`, emergency };
  }

  if (action.kind === 'supplies.order') {
    const remaining = action.monthlyLimitCents - action.monthSpentCents;
    if (action.amountCents > remaining) {
      return {
        decision: 'approval',
        reason: `This ${dollars(action.amountCents)} order is over what is left of the property's monthly limit (${dollars(Math.max(0, remaining))} of ${dollars(action.monthlyLimitCents)}).`,
        emergency: null,
      };
    }
    const budget = settings.supplies.budgetPerOrderDollars * 100;
    if (action.amountCents > budget) {
      return { decision: 'approval', reason: `This ${dollars(action.amountCents)} order is over the ${dollars(budget)} budget per order.`, emergency: null };
    }
  }
  if (action.kind === 'guest.refund') {
    const threshold = action.thresholdCents ?? REFUND_APPROVAL_THRESHOLD_CENTS;
    if (action.amountCents > threshold) return { decision: 'approval', reason: `Refunds and credits over ${dollars(threshold)} always wait for you.`, emergency: null };
  }
  if (action.kind === 'knowledge.add-answer' && !action.hasAnswer) {
    return { decision: 'approval', reason: 'There is no answer to add yet: you write it, then apply it.', emergency: null };
  }
  if (action.kind === 'listing.fix-problem') {
    return { decision: 'approval', reason: 'A checklist for you to work through: apply it once it is done.', emergency: null };
  }
  if (action.kind === 'listing.improve-content' && action.needsHost) {
    return { decision: 'approval', reason: 'Cohost cannot make this change for you: the text to paste and the steps are below.', emergency: null };
  }
  if (action.kind === 'listing.pricing-change' && action.onPlatform) {
    return { decision: 'approval', reason: 'Cohost cannot change prices on the platform: you type the values in, then mark it applied.', emergency: null };
  }
  if (action.kind === 'guest.reply' && MONEY_INTENTS.has(action.intent)) {
    return { decision: 'approval', reason: 'The guest asks about money or changing the booking: Cohost drafts, you decide.', emergency: null };
  }
  if (action.kind === 'guest.reply' && action.confidence < MIN_REPLY_CONFIDENCE) {
    return { decision: 'approval', reason: `Cohost is not sure of this answer (${Math.round(action.confidence * 100)}% confident): it waits for you.`, emergency: null };
  }

  if (settings.mode === 'beginner') return { decision: 'approval', reason: 'Beginner mode: every action waits for your approval.', emergency: null };
  if (settings.mode === 'expert') return { decision: 'auto', reason: 'Expert mode: Cohost handles this on its own.', emergency: null };

  if (settings.promotedKinds.includes(action.kind)) {
    return { decision: 'auto', reason: `You made '${kindLabel}' automatic after approving Cohost's suggestions.`, emergency: null };
  }
  const toggle = gate(action, settings);
  if (toggle && !toggle.on) return { decision: 'approval', reason: `'${toggle.name}' is off: Cohost prepares it and waits for you.`, emergency: null };
  const required = REQUIRED_LEVEL[action.kind];
  if (settings.autonomyLevel >= required) {
    return { decision: 'auto', reason: `Autonomy ${settings.autonomyLevel} of 100 covers '${kindLabel}' (it needs ${required}).`, emergency: null };
  }
  return { decision: 'approval', reason: `Autonomy ${settings.autonomyLevel} of 100 is below the ${required} '${kindLabel}' needs to run alone.`, emergency: null };
}

/** What Expert mode would have done: the shadow decision recorded beside every approval. */
export function shadowDecision(action: PolicyAction, settings: AutonomySettings, context: PolicyContext = {}): Decision {
  return decide(action, { ...settings, mode: 'expert' }, context).decision;
}
