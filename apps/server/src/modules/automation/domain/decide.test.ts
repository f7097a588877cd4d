import {
  ACTION_KINDS,
  applyAutonomyMode,
  AUTONOMY_MODES,
  BUDGET_PER_ORDER_DOLLARS,
  CLEANER_ASSIGNMENTS,
  CODE_LENGTHS,
  CLEANING_BUFFER_HOURS,
  DEFAULT_AUTONOMY_SETTINGS,
  GUEST_INTENTS,
  ORDER_THRESHOLD_PERCENTS,
  RESPONSE_TONES,
  type ActionKind,
  type AutonomySettings,
} from '@cohost/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, ORDINARY_ACTIONS, shadowDecision, type PolicyAction } from './decide';

/** One ordinary (non-emergency) action of each kind. */
const ROUTINE = ORDINARY_ACTIONS;

const custom = (changes: Partial<AutonomySettings> = {}): AutonomySettings => ({ ...DEFAULT_AUTONOMY_SETTINGS, ...changes });
const beginner = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'beginner');
const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');

describe('decide: modes × action kinds', () => {
  // Claims are damage by nature, a lock refusing a guest's code a malfunction: they reach a human in every mode.
  const table: Array<[ActionKind, string, string, string]> = [
    // kind                          beginner    expert      custom (defaults, level 75)
    ['guest.reply', 'approval', 'auto', 'auto'],
    ['guest.check-in-instructions', 'approval', 'auto', 'auto'],
    ['guest.scheduled-message', 'approval', 'auto', 'auto'],
    ['locks.issue-code', 'approval', 'auto', 'auto'],
    ['locks.send-backup-code', 'escalate', 'escalate', 'escalate'],
    ['supplies.order', 'approval', 'auto', 'auto'],
    ['cleaning.schedule', 'approval', 'auto', 'auto'],
    ['cleaning.assign', 'approval', 'auto', 'auto'],
    ['claims.file', 'escalate', 'escalate', 'escalate'],
    ['listing.apply-change', 'approval', 'auto', 'approval'],
    ['knowledge.add-answer', 'approval', 'auto', 'approval'],
    ['listing.fix-problem', 'approval', 'approval', 'approval'],
    ['listing.improve-content', 'approval', 'auto', 'approval'],
    ['listing.pricing-change', 'approval', 'auto', 'approval'],
    ['guest.refund', 'approval', 'auto', 'approval'],
  ];
  it.each(table)('%s: beginner %s, expert %s, custom %s', (kind, inBeginner, inExpert, inCustom) => {
    expect(decide(ROUTINE[kind], beginner).decision).toBe(inBeginner);
    expect(decide(ROUTINE[kind], expert).decision).toBe(inExpert);
    expect(decide(ROUTINE[kind], custom()).decision).toBe(inCustom);
  });

  it('a knowledge-base answer with no text yet always waits for the host, even in Expert mode or promoted', () => {
    const empty: PolicyAction = { kind: 'knowledge.add-answer', hasAnswer: false };
    expect(decide(empty, expert)).toMatchObject({ decision: 'approval', reason: 'There is no answer to add yet: you write it, then apply it.' });
    expect(decide(empty, custom({ autonomyLevel: 100, promotedKinds: ['knowledge.add-answer'] })).decision).toBe('approval');
    expect(decide({ kind: 'knowledge.add-answer', hasAnswer: true }, custom({ autonomyLevel: 80 })).decision).toBe('auto');
  });

  it('a recurring problem’s checklist, and a listing change the host must make on the platform, always wait for the host', () => {
    expect(decide({ kind: 'listing.fix-problem' }, expert)).toMatchObject({ decision: 'approval', reason: 'A checklist for you to work through: apply it once it is done.' });
    expect(decide({ kind: 'listing.fix-problem' }, custom({ autonomyLevel: 100, promotedKinds: ['listing.fix-problem'] })).decision).toBe('approval');
    const onPlatform: PolicyAction = { kind: 'listing.improve-content', needsHost: true };
    expect(decide(onPlatform, expert)).toMatchObject({ decision: 'approval', reason: 'Cohost cannot make this change for you: the text to paste and the steps are below.' });
    expect(decide(onPlatform, custom({ autonomyLevel: 100, promotedKinds: ['listing.improve-content'] })).decision).toBe('approval');
  });

  it('a price Cohost cannot change itself (on the platform) always waits for the host; a minimum stay follows the settings', () => {
    const onPlatform: PolicyAction = { kind: 'listing.pricing-change', onPlatform: true };
    expect(decide(onPlatform, expert)).toMatchObject({ decision: 'approval', reason: 'Cohost cannot change prices on the platform: you type the values in, then mark it applied.' });
    expect(decide(onPlatform, custom({ autonomyLevel: 100, promotedKinds: ['listing.pricing-change'] })).decision).toBe('approval');
    expect(decide({ kind: 'listing.pricing-change', onPlatform: false }, custom({ autonomyLevel: 79 })).decision).toBe('approval');
    expect(decide({ kind: 'listing.pricing-change', onPlatform: false }, custom({ autonomyLevel: 80 })).decision).toBe('auto');
  });

  it("a follow-up after checkout waits while 'Follow up after checkout' is off (the default)", () => {
    const followUp: PolicyAction = { kind: 'guest.scheduled-message', trigger: 'follow-up' };
    expect(decide(followUp, custom()).decision).toBe('approval');
    expect(decide(followUp, custom({ messages: { ...DEFAULT_AUTONOMY_SETTINGS.messages, followUpAfterCheckout: true } })).decision).toBe('auto');
  });

  it('covers every action kind', () => {
    expect(table.map(([kind]) => kind).sort()).toEqual([...ACTION_KINDS].sort());
  });
});

describe('decide: overrides', () => {
  it('escalates every emergency in every mode, with the reason', () => {
    const emergencies: PolicyAction[] = [
      { kind: 'guest.reply', intent: 'complaint', confidence: 1 },
      { kind: 'guest.reply', intent: 'damage', confidence: 1 },
      { kind: 'supplies.order', amountCents: 20_001, monthSpentCents: 0, monthlyLimitCents: 1_000_000 },
      { kind: 'guest.refund', amountCents: 25_000 },
    ];
    for (const settings of [beginner, expert, custom(), custom({ autonomyLevel: 100, promotedKinds: [...ACTION_KINDS] })]) {
      for (const action of emergencies) expect(decide(action, settings).decision).toBe('escalate');
      expect(decide(ROUTINE['cleaning.schedule'], settings, { systemMalfunction: true })).toMatchObject({ decision: 'escalate', emergency: 'system-malfunction' });
    }
    expect(decide(emergencies[2]!, expert).reason).toBe('An expense over $200 always reaches you (emergency override).');
  });

  it('an emergency whose alert is off still waits for a person', () => {
    const quiet = custom({ mode: 'expert', emergency: { guestComplaints: false, damageReports: true, largeExpenses: true, systemMalfunctions: true } });
    expect(decide({ kind: 'guest.reply', intent: 'complaint', confidence: 1 }, quiet)).toEqual({
      decision: 'approval',
      reason: 'A guest complaint always waits for you (its immediate alert is off).',
      emergency: 'guest-complaint',
    });
  });

  it('a request for a person, a lockout and a safety concern escalate whatever the settings', () => {
    expect(decide({ kind: 'guest.reply', intent: 'talk-to-human', confidence: 1 }, expert).decision).toBe('escalate');
    expect(decide({ kind: 'guest.reply', intent: 'lockout', confidence: 1 }, expert).decision).toBe('escalate');
    expect(decide({ kind: 'guest.reply', intent: 'safety', confidence: 1 }, expert).decision).toBe('escalate');
  });

  it('an order at exactly $200 is not an emergency; one cent more is', () => {
    const order = (amountCents: number): PolicyAction => ({ kind: 'supplies.order', amountCents, monthSpentCents: 0, monthlyLimitCents: 100_000 });
    const bigBudget = { ...expert, supplies: { ...expert.supplies, budgetPerOrderDollars: 200 as const } };
    expect(decide(order(20_000), bigBudget).decision).toBe('auto');
    expect(decide(order(20_001), bigBudget).decision).toBe('escalate');
  });

  it('keeps orders inside the monthly limit and the budget per order', () => {
    const order = (amountCents: number, monthSpentCents: number): PolicyAction => ({ kind: 'supplies.order', amountCents, monthSpentCents, monthlyLimitCents: 30_000 });
    expect(decide(order(9_000, 20_000), custom()).decision).toBe('auto');
    expect(decide(order(11_000, 20_000), expert)).toMatchObject({
      decision: 'approval',
      reason: "This $110 order is over what is left of the property's monthly limit ($100 of $300).",
    });
    expect(decide(order(15_000, 0), custom())).toMatchObject({ decision: 'approval', reason: 'This $150 order is over the $100 budget per order.' });
    expect(decide(order(15_000, 0), custom({ supplies: { ...DEFAULT_AUTONOMY_SETTINGS.supplies, budgetPerOrderDollars: 200 } })).decision).toBe('auto');
  });

  it('refunds over $100 and money questions wait for the host even in Expert mode', () => {
    expect(decide({ kind: 'guest.refund', amountCents: 10_001 }, expert).decision).toBe('approval');
    expect(decide({ kind: 'guest.refund', amountCents: 10_000 }, expert).decision).toBe('auto');
    expect(decide({ kind: 'guest.reply', intent: 'refund', confidence: 1 }, expert).decision).toBe('approval');
  });

  it("a workspace's own refund threshold replaces the default", () => {
    expect(decide({ kind: 'guest.refund', amountCents: 5_001, thresholdCents: 5_000 }, expert)).toMatchObject({ decision: 'approval', reason: 'Refunds and credits over $50 always wait for you.' });
    expect(decide({ kind: 'guest.refund', amountCents: 5_000, thresholdCents: 5_000 }, expert).decision).toBe('auto');
    expect(decide({ kind: 'guest.refund', amountCents: 15_000, thresholdCents: 20_000 }, expert).decision).toBe('auto');
  });

  it('an unsure reply waits', () => {
    expect(decide({ kind: 'guest.reply', intent: 'faq', confidence: 0.69 }, expert)).toMatchObject({ decision: 'approval', reason: 'Cohost is not sure of this answer (69% confident): it waits for you.' });
  });

  it('a toggle that is off makes its action wait, with the toggle named', () => {
    const noFaqs = custom({ messages: { ...DEFAULT_AUTONOMY_SETTINGS.messages, autoRespondFaqs: false } });
    expect(decide(ROUTINE['guest.reply'], noFaqs)).toMatchObject({ decision: 'approval', reason: "'Auto-respond to FAQs' is off: Cohost prepares it and waits for you." });
    const manual = custom({ cleaning: { ...DEFAULT_AUTONOMY_SETTINGS.cleaning, assignment: 'manual' } });
    expect(decide(ROUTINE['cleaning.assign'], manual).decision).toBe('approval');
    const noCodes = custom({ locks: { ...DEFAULT_AUTONOMY_SETTINGS.locks, autoGenerateCodes: false } });
    expect(decide(ROUTINE['locks.issue-code'], noCodes).reason).toContain("'Auto-generate door codes' is off");
  });

  it('the slider decides in Custom mode; a promotion makes one kind automatic', () => {
    expect(decide(ROUTINE['listing.apply-change'], custom({ autonomyLevel: 80 })).decision).toBe('auto');
    expect(decide(ROUTINE['listing.apply-change'], custom({ autonomyLevel: 79 }))).toMatchObject({
      decision: 'approval',
      reason: "Autonomy 79 of 100 is below the 80 'Apply a listing change' needs to run alone.",
    });
    expect(decide(ROUTINE['guest.reply'], custom({ autonomyLevel: 0 })).decision).toBe('approval');
    expect(decide(ROUTINE['listing.apply-change'], custom({ autonomyLevel: 0, promotedKinds: ['listing.apply-change'] })).decision).toBe('auto');
  });

  it('the shadow decision is what Expert mode would do', () => {
    expect(shadowDecision(ROUTINE['listing.apply-change'], beginner)).toBe('auto');
    expect(shadowDecision({ kind: 'guest.reply', intent: 'complaint', confidence: 1 }, beginner)).toBe('escalate');
  });
});

const settingsArb: fc.Arbitrary<AutonomySettings> = fc.record({
  mode: fc.constantFrom(...AUTONOMY_MODES),
  autonomyLevel: fc.integer({ min: 0, max: 100 }),
  messages: fc.record({
    autoRespondFaqs: fc.boolean(),
    sendCheckInInstructions: fc.boolean(),
    followUpAfterCheckout: fc.boolean(),
    responseTone: fc.constantFrom(...RESPONSE_TONES),
  }),
  locks: fc.record({ autoGenerateCodes: fc.boolean(), sendCodesBeforeCheckIn: fc.boolean(), autoExpireCodes: fc.boolean(), codeLength: fc.constantFrom(...CODE_LENGTHS) }),
  supplies: fc.record({
    autoOrder: fc.boolean(),
    notifyCleanersLowStock: fc.boolean(),
    orderThresholdPercent: fc.constantFrom(...ORDER_THRESHOLD_PERCENTS),
    budgetPerOrderDollars: fc.constantFrom(...BUDGET_PER_ORDER_DOLLARS),
  }),
  cleaning: fc.record({ autoSchedule: fc.boolean(), notifyCleaners: fc.boolean(), bufferHours: fc.constantFrom(...CLEANING_BUFFER_HOURS), assignment: fc.constantFrom(...CLEANER_ASSIGNMENTS) }),
  emergency: fc.record({ guestComplaints: fc.boolean(), damageReports: fc.boolean(), largeExpenses: fc.boolean(), systemMalfunctions: fc.boolean() }),
  promotedKinds: fc.uniqueArray(fc.constantFrom(...ACTION_KINDS)),
});

const cents = fc.integer({ min: 0, max: 10_000_000 });
const actionArb: fc.Arbitrary<PolicyAction> = fc.oneof(
  fc.record({ kind: fc.constant('guest.reply' as const), intent: fc.constantFrom(...GUEST_INTENTS), confidence: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.constantFrom<PolicyAction>(
    { kind: 'guest.check-in-instructions' },
    { kind: 'guest.scheduled-message', trigger: 'follow-up' },
    { kind: 'guest.scheduled-message', trigger: 'review-request' },
    { kind: 'locks.issue-code' },
    { kind: 'cleaning.schedule' },
    { kind: 'cleaning.assign' },
    { kind: 'listing.apply-change' },
    { kind: 'knowledge.add-answer', hasAnswer: true },
    { kind: 'knowledge.add-answer', hasAnswer: false },
    { kind: 'listing.fix-problem' },
    { kind: 'listing.improve-content', needsHost: true },
    { kind: 'listing.improve-content', needsHost: false },
    { kind: 'listing.pricing-change', onPlatform: true },
    { kind: 'listing.pricing-change', onPlatform: false },
  ),
  fc.record({ kind: fc.constant('supplies.order' as const), amountCents: cents, monthSpentCents: cents, monthlyLimitCents: cents }),
  fc.record({ kind: fc.constant('claims.file' as const), amountCents: cents }),
  fc.record({ kind: fc.constant('guest.refund' as const), amountCents: cents }),
);

describe('decide: properties over every setting', () => {
  it('no setting lets an emergency through without a human', () => {
    fc.assert(
      fc.property(actionArb, settingsArb, fc.boolean(), (action, settings, systemMalfunction) => {
        const result = decide(action, settings, { systemMalfunction });
        if (result.emergency) expect(result.decision).not.toBe('auto');
        // The facts that make an emergency are read from the action, not from the settings.
        const isEmergency =
          systemMalfunction ||
          action.kind === 'claims.file' ||
          (action.kind === 'guest.reply' && ['complaint', 'damage', 'talk-to-human', 'safety', 'lockout'].includes(action.intent)) ||
          ((action.kind === 'supplies.order' || action.kind === 'guest.refund') && action.amountCents > 20_000);
        if (isEmergency) expect(result.decision).not.toBe('auto');
      }),
      { numRuns: 5_000 },
    );
  });

  it('an emergency with its alert on always escalates, whatever the mode', () => {
    fc.assert(
      fc.property(actionArb, settingsArb, (action, settings) => {
        const allOn = { ...settings, emergency: { guestComplaints: true, damageReports: true, largeExpenses: true, systemMalfunctions: true } };
        const result = decide(action, allOn, { systemMalfunction: true });
        expect(result.decision).toBe('escalate');
      }),
    );
  });

  it('Beginner never runs anything alone; an order never goes over the monthly limit alone', () => {
    fc.assert(
      fc.property(actionArb, settingsArb, (action, settings) => {
        expect(decide(action, { ...settings, mode: 'beginner' }).decision).not.toBe('auto');
        const result = decide(action, settings);
        if (action.kind === 'supplies.order' && action.amountCents > action.monthlyLimitCents - action.monthSpentCents) expect(result.decision).not.toBe('auto');
        expect(result.reason.length).toBeGreaterThan(10);
      }),
      { numRuns: 2_000 },
    );
  });

  it('more autonomy never takes an automatic action away (Custom mode)', () => {
    fc.assert(
      fc.property(actionArb, settingsArb, fc.integer({ min: 0, max: 100 }), (action, settings, extra) => {
        const lower = { ...settings, mode: 'custom' as const };
        const higher = { ...lower, autonomyLevel: Math.min(100, lower.autonomyLevel + extra) };
        if (decide(action, lower).decision === 'auto') expect(decide(action, higher).decision).toBe('auto');
      }),
    );
  });
});
