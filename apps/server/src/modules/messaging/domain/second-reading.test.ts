import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routineTriage } from '../../../../test/support/triage';
import type { Triage } from './engine-types';
import { URGENCY_RANK, type Urgency } from './human-signals';
import { mergeSecondReading, SECOND_READING_REASON, type SecondReading } from './second-reading';

const URGENCIES: Urgency[] = ['low', 'normal', 'high', 'critical'];

const routine = routineTriage;

const reading = (overrides: Partial<SecondReading> = {}): SecondReading => ({
  needsHuman: false,
  urgency: 'low',
  possibleDanger: false,
  otherParty: false,
  reason: 'Routine question.',
  ...overrides,
});

describe('mergeSecondReading', () => {
  it('keeps the local triage, the same object, without a reading or when the reading adds nothing', () => {
    const local = routine();
    expect(mergeSecondReading(local, null)).toBe(local);
    expect(mergeSecondReading(local, reading())).toBe(local);
    // Urgency is how soon a person answers: a reading that asks for nobody has no say on it.
    expect(mergeSecondReading(local, reading({ urgency: 'normal' }))).toBe(local);
    const escalated = routine({ needsHuman: true, urgency: 'high', topics: ['lockout'], signals: ['lockout'], reasons: ['Locked out.'] });
    expect(mergeSecondReading(escalated, reading({ needsHuman: true, urgency: 'normal' }))).toBe(escalated);
  });

  it('adds an escalation the local triage missed, with the reading as its reason', () => {
    const merged = mergeSecondReading(routine(), reading({ needsHuman: true, urgency: 'normal', reason: 'The guest sounds upset about noise.' }));
    expect(merged).toMatchObject({ needsHuman: true, urgency: 'normal', topics: ['wifi'], confidence: 0.92 });
    expect(merged.reasons).toEqual([`${SECOND_READING_REASON}: The guest sounds upset about noise.`]);
  });

  it('raises urgency to critical, and a critical message is not a possible danger', () => {
    const hazard = routine({ needsHuman: true, urgency: 'high', possibleDanger: true, reasons: ['Smoke alarm chirping.'] });
    const merged = mergeSecondReading(hazard, reading({ needsHuman: true, urgency: 'critical', possibleDanger: true, reason: 'Smoke is filling the room.' }));
    expect(merged).toMatchObject({ needsHuman: true, urgency: 'critical', possibleDanger: false });
    expect(merged.reasons).toEqual(['Smoke alarm chirping.', `${SECOND_READING_REASON}: Smoke is filling the room.`]);
  });

  it('never removes a local escalation when the reading says no person is needed', () => {
    const local = routine({ needsHuman: true, urgency: 'high', otherParty: true, possibleDanger: true, reasons: ['Claims to be the owner.'] });
    expect(mergeSecondReading(local, reading({ needsHuman: false, urgency: 'low' }))).toBe(local);
  });

  it('makes an escalating reading a person\'s message: a danger is at least high, another party at least normal', () => {
    expect(mergeSecondReading(routine(), reading({ possibleDanger: true }))).toMatchObject({ needsHuman: true, urgency: 'high', possibleDanger: true });
    expect(mergeSecondReading(routine(), reading({ otherParty: true }))).toMatchObject({ needsHuman: true, urgency: 'normal', otherParty: true });
    expect(mergeSecondReading(routine(), reading({ urgency: 'high' }))).toMatchObject({ needsHuman: true, urgency: 'high' });
  });

  it("keeps the model's reason to one short plain line", () => {
    const merged = mergeSecondReading(routine(), reading({ needsHuman: true, reason: `Line one\n\u0007line two ${'x'.repeat(400)}` }));
    const line = merged.reasons[0]!;
    expect(line.startsWith(`${SECOND_READING_REASON}: Line one line two x`)).toBe(true);
    expect(line.includes('\n') || line.includes('\u0007')).toBe(false);
    expect(line.length).toBeLessThanOrEqual(SECOND_READING_REASON.length + 2 + 200);
    expect(mergeSecondReading(routine(), reading({ needsHuman: true, reason: ' \n ' })).reasons).toEqual([`${SECOND_READING_REASON}.`]);
  });

  const triageArb: fc.Arbitrary<Triage> = fc
    .record({
      needsHuman: fc.boolean(),
      urgency: fc.constantFrom(...URGENCIES),
      possibleDanger: fc.boolean(),
      otherParty: fc.boolean(),
      reasons: fc.array(fc.string(), { maxLength: 3 }),
      confidence: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    // As triage makes them: critical is never a possible danger.
    .map((fields) => routine({ ...fields, possibleDanger: fields.possibleDanger && fields.urgency !== 'critical' }));
  const readingArb: fc.Arbitrary<SecondReading> = fc.record({
    needsHuman: fc.boolean(),
    urgency: fc.constantFrom(...URGENCIES),
    possibleDanger: fc.boolean(),
    otherParty: fc.boolean(),
    reason: fc.string(),
  });

  it('never lowers anything (property)', () => {
    fc.assert(
      fc.property(triageArb, fc.option(readingArb, { nil: null }), (local, second) => {
        const merged = mergeSecondReading(local, second);
        expect(merged.needsHuman || !local.needsHuman).toBe(true);
        expect(URGENCY_RANK[merged.urgency]).toBeGreaterThanOrEqual(URGENCY_RANK[local.urgency]);
        expect(merged.otherParty || !local.otherParty).toBe(true);
        // A possible danger only gives way to the emergency itself.
        expect(merged.possibleDanger || !local.possibleDanger || merged.urgency === 'critical').toBe(true);
        expect(merged.reasons.slice(0, local.reasons.length)).toEqual(local.reasons);
        expect({ ...merged, needsHuman: 0, urgency: 0, possibleDanger: 0, otherParty: 0, reasons: 0 }).toEqual({ ...local, needsHuman: 0, urgency: 0, possibleDanger: 0, otherParty: 0, reasons: 0 });
        if (merged.urgency === 'critical') expect(merged.possibleDanger).toBe(false);
        const escalates = second !== null && (second.needsHuman || second.possibleDanger || second.otherParty || URGENCY_RANK[second.urgency] >= URGENCY_RANK.high);
        if (escalates && URGENCY_RANK[merged.urgency] < URGENCY_RANK[second.urgency]) throw new Error('the stronger urgency was not kept');
        if (escalates) expect(merged.needsHuman).toBe(true);
        // Nobody asked for: nothing raised, nothing to explain.
        if (!merged.needsHuman) expect(merged).toBe(local);
        // A changed decision says why, once.
        const changed = merged !== local;
        expect(merged.reasons.length).toBe(local.reasons.length + (changed ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
