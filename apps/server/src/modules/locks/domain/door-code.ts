import type { CodeConstraint } from '../providers/lock-provider';

/** The code lengths a host can choose in the AI settings (Smart Lock: 4 / 6 / 8 digits). */
export const DOOR_CODE_LENGTHS = [4, 6, 8] as const;
export type DoorCodeLength = (typeof DOOR_CODE_LENGTHS)[number];

/** Attempts before giving up on a lock whose rules and live codes leave too little room. */
const MAX_ATTEMPTS = 500;

/** What a code must respect on one lock. */
export interface CodeRequirements {
  /** The host's choice (AI settings, or the lock's own setting). */
  preferredLength: DoorCodeLength;
  supportedLengths: readonly number[];
  constraints: readonly CodeConstraint[];
  /** Codes live on the lock now (any holder: guests, cleaners, backups, codes set outside Cohost). */
  liveCodes: readonly string[];
  /** Digits the code must not be: the last four of the guest's phone, unless the host chose that. */
  avoid: readonly string[];
}

/**
 * The length to ask for: the preferred one when the device takes it, else the nearest it takes,
 * the longer on a tie (a longer code is harder to guess). Null when the device names no lengths
 * we can use (then the code cannot be generated here).
 */
export function chooseCodeLength(preferred: number, supported: readonly number[]): number | null {
  const usable = supported.filter((length) => Number.isInteger(length) && length >= 4 && length <= 12);
  if (usable.length === 0) return null;
  if (usable.includes(preferred)) return preferred;
  return [...usable].sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || b - a)[0]!;
}

/**
 * Why a code is refused, or null when it is acceptable: our own rules (nothing trivial to guess:
 * all one digit, a run up or down, a repeated block such as 1212 or 123123, a year-like 19xx /
 * 20xx for four digits; never a digit string to avoid; unique on the lock, first four digits
 * included), then the device's (Seam's `code_constraints`).
 */
export function codeProblem(code: string, requirements: Omit<CodeRequirements, 'preferredLength'>): string | null {
  if (!/^\d+$/.test(code)) return 'not only digits';
  if (!requirements.supportedLengths.includes(code.length)) return `the lock does not take ${code.length} digits`;
  if (new Set(code).size === 1) return 'all the same digit';
  if (isRun(code, 1) || isRun(code, -1)) return 'a run of consecutive digits';
  if (isRepeatedBlock(code)) return 'a repeated block of digits';
  if (code.length === 4 && /^(19|20)\d\d$/.test(code)) return 'reads as a year';
  if (requirements.avoid.some((digits) => digits.length > 0 && code.includes(digits))) return 'contains digits it must avoid';
  if (requirements.liveCodes.includes(code)) return 'already on the lock';
  for (const constraint of requirements.constraints) {
    const problem = constraintProblem(code, constraint, requirements.liveCodes);
    if (problem) return problem;
  }
  return null;
}

/**
 * A new code for a lock, or null when its rules and live codes leave no room (the caller
 * alerts the host). `randomDigit(10)` picks each digit: `crypto.randomInt` in production, a seeded
 * generator in tests.
 */
export function generateDoorCode(requirements: CodeRequirements, randomDigit: (below: number) => number): string | null {
  if (requirements.constraints.includes('cannot_specify_pin_code')) return null;
  const length = chooseCodeLength(requirements.preferredLength, requirements.supportedLengths);
  if (length === null) return null;
  const noZeros = requirements.constraints.includes('no_zeros');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let code = '';
    while (code.length < length) code += String(noZeros ? 1 + randomDigit(9) : randomDigit(10));
    if (codeProblem(code, requirements) === null) return code;
  }
  return null;
}

function constraintProblem(code: string, constraint: CodeConstraint, liveCodes: readonly string[]): string | null {
  switch (constraint) {
    case 'no_zeros':
      return code.includes('0') ? 'the lock takes no zeros' : null;
    case 'cannot_start_with_12':
      return code.startsWith('12') ? 'the lock refuses codes starting with 12' : null;
    case 'no_triple_consecutive_ints':
      return hasRunOf(code, 3) ? 'the lock refuses three consecutive digits' : null;
    case 'no_ascending_or_descending_sequence':
      return hasRunOf(code, 3) ? 'the lock refuses ascending or descending sequences' : null;
    case 'at_least_three_unique_digits':
      return new Set(code).size < 3 ? 'the lock needs at least three different digits' : null;
    case 'cannot_contain_089':
      return /[089]/.test(code) ? 'the lock refuses 0, 8 and 9' : null;
    case 'cannot_contain_0789':
      return /[0789]/.test(code) ? 'the lock refuses 0, 7, 8 and 9' : null;
    case 'unique_first_four_digits':
      return liveCodes.some((live) => live.slice(0, 4) === code.slice(0, 4)) ? 'the lock needs the first four digits unique' : null;
    case 'no_all_same_digits':
      return new Set(code).size === 1 ? 'the lock refuses all-same digits' : null;
    case 'cannot_specify_pin_code':
      return 'the lock chooses its own codes';
  }
}

/** Every digit one more (step 1) or one less (step −1) than the one before, wrapping 9→0 / 0→9. */
function isRun(code: string, step: 1 | -1): boolean {
  for (let index = 1; index < code.length; index++) {
    if ((Number(code[index - 1]) + step + 10) % 10 !== Number(code[index])) return false;
  }
  return true;
}

/** Three or more digits in a row going up or down by one (no wrapping: 890 is fine). */
function hasRunOf(code: string, length: number): boolean {
  let up = 1;
  let down = 1;
  for (let index = 1; index < code.length; index++) {
    const difference = Number(code[index]) - Number(code[index - 1]);
    up = difference === 1 ? up + 1 : 1;
    down = difference === -1 ? down + 1 : 1;
    if (up >= length || down >= length) return true;
  }
  return false;
}

/** The code is one shorter block repeated (1212, 123123, 45454545). */
function isRepeatedBlock(code: string): boolean {
  for (let size = 1; size <= code.length / 2; size++) {
    if (code.length % size === 0 && code.slice(0, size).repeat(code.length / size) === code) return true;
  }
  return false;
}
