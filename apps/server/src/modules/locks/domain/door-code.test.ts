import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_CONSTRAINTS } from '../providers/lock-provider';
import { chooseCodeLength, codeProblem, DOOR_CODE_LENGTHS, generateDoorCode, type CodeRequirements } from './door-code';

/** A seeded digit source, as the tests' locks use. */
function seededDigits(seed: number): (below: number) => number {
  let state = seed >>> 0 || 1;
  return (below) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

const base: CodeRequirements = { preferredLength: 6, supportedLengths: [4, 5, 6, 7, 8], constraints: [], liveCodes: [], avoid: [] };

describe('chooseCodeLength', () => {
  it('keeps the preferred length when the lock takes it, else the nearest, the longer on a tie', () => {
    expect(chooseCodeLength(6, [4, 6, 8])).toBe(6);
    expect(chooseCodeLength(6, [4, 5])).toBe(5);
    expect(chooseCodeLength(6, [5, 7])).toBe(7);
    expect(chooseCodeLength(8, [6])).toBe(6);
    expect(chooseCodeLength(4, [])).toBeNull();
  });
});

describe('codeProblem', () => {
  it('refuses codes that are easy to guess', () => {
    expect(codeProblem('111111', base)).toMatch(/same digit/);
    expect(codeProblem('123456', base)).toMatch(/run/);
    expect(codeProblem('987654', base)).toMatch(/run/);
    expect(codeProblem('890123', base)).toMatch(/run/);
    expect(codeProblem('121212', base)).toMatch(/repeated/);
    expect(codeProblem('123123', base)).toMatch(/repeated/);
    expect(codeProblem('1987', { ...base, supportedLengths: [4] })).toMatch(/year/);
    expect(codeProblem('583920', base)).toBeNull();
  });

  it('never uses digits to avoid, a code already on the lock, or a length the lock does not take', () => {
    expect(codeProblem('584321', { ...base, avoid: ['4321'] })).toMatch(/avoid/);
    expect(codeProblem('583920', { ...base, liveCodes: ['583920'] })).toMatch(/already/);
    expect(codeProblem('58392', { ...base, supportedLengths: [6] })).toMatch(/does not take 5/);
  });

  it("applies the device's constraints", () => {
    const check = (code: string, constraint: (typeof CODE_CONSTRAINTS)[number], liveCodes: string[] = []) =>
      codeProblem(code, { ...base, constraints: [constraint], liveCodes });
    expect(check('583920', 'no_zeros')).toMatch(/zeros/);
    expect(check('125839', 'cannot_start_with_12')).toMatch(/12/);
    expect(check('583459', 'no_triple_consecutive_ints')).toMatch(/three/);
    expect(check('583219', 'no_ascending_or_descending_sequence')).toMatch(/sequence/);
    expect(check('557755', 'at_least_three_unique_digits')).toMatch(/three different/);
    expect(check('563891', 'cannot_contain_089')).toMatch(/0, 8/);
    expect(check('563721', 'cannot_contain_0789')).toMatch(/7/);
    expect(check('583966', 'unique_first_four_digits', ['583911'])).toMatch(/first four/);
    expect(check('563121', 'cannot_contain_0789')).toBeNull();
  });
});

describe('generateDoorCode', () => {
  const requirementsArb = fc.record({
    preferredLength: fc.constantFrom(...DOOR_CODE_LENGTHS),
    supportedLengths: fc.subarray([4, 5, 6, 7, 8], { minLength: 1 }),
    constraints: fc.subarray(CODE_CONSTRAINTS.filter((constraint) => constraint !== 'cannot_specify_pin_code')),
    liveCodes: fc.array(fc.stringMatching(/^\d{4,8}$/), { maxLength: 30 }),
    avoid: fc.array(fc.stringMatching(/^\d{4}$/), { maxLength: 1 }),
  });

  it('gives a code every rule accepts, of the chosen length, never one already on the lock', () => {
    fc.assert(
      fc.property(requirementsArb, fc.integer({ min: 1 }), (requirements, seed) => {
        const code = generateDoorCode(requirements, seededDigits(seed));
        // The rules leave room on every lock generated here; null would be a generator bug.
        expect(code).not.toBeNull();
        expect(codeProblem(code!, requirements)).toBeNull();
        expect(code!.length).toBe(chooseCodeLength(requirements.preferredLength, requirements.supportedLengths));
        expect(requirements.liveCodes).not.toContain(code);
      }),
      { seed: 18_19, numRuns: 300 },
    );
  });

  it('no two live codes collide when a lock fills up, one code after another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.constantFrom(4, 6), (seed, length) => {
        const random = seededDigits(seed);
        const liveCodes: string[] = [];
        for (let slot = 0; slot < 200; slot++) {
          const code = generateDoorCode({ ...base, preferredLength: length === 4 ? 4 : 6, supportedLengths: [length], liveCodes, constraints: ['unique_first_four_digits'] }, random);
          expect(code).not.toBeNull();
          liveCodes.push(code!);
        }
        expect(new Set(liveCodes).size).toBe(liveCodes.length);
        expect(new Set(liveCodes.map((code) => code.slice(0, 4))).size).toBe(liveCodes.length);
      }),
      { seed: 19, numRuns: 20 },
    );
  });

  it('is the same for the same seed (deterministic tests), and leaves the digits to a lock that chooses them', () => {
    expect(generateDoorCode(base, seededDigits(7))).toBe(generateDoorCode(base, seededDigits(7)));
    expect(generateDoorCode({ ...base, constraints: ['cannot_specify_pin_code'] }, seededDigits(7))).toBeNull();
  });

  it('says so (null) when the lock has no room left rather than looping', () => {
    const everyFourDigitCode = Array.from({ length: 10_000 }, (_, index) => String(index).padStart(4, '0'));
    expect(generateDoorCode({ ...base, preferredLength: 4, supportedLengths: [4], liveCodes: everyFourDigitCode }, seededDigits(3))).toBeNull();
  });
});
