import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguageEn from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../accounts.constants';

const require = createRequire(import.meta.url);
let zxcvbn: ZxcvbnCore.ZxcvbnFactory | undefined;

/**
 * The estimator and its word lists, loaded on the first password judged: unpacking the lists
 * takes a few hundred milliseconds that every start would otherwise pay before its first answer.
 */
function estimator(): ZxcvbnCore.ZxcvbnFactory {
  if (!zxcvbn) {
    const { ZxcvbnFactory: Factory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const common = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    const en = require('@zxcvbn-ts/language-en') as typeof LanguageEn;
    zxcvbn = new Factory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
  }
  return zxcvbn;
}

export interface PasswordVerdict {
  isStrongEnough: boolean;
  /** Why it is weak, written for the person choosing it. Empty when strong enough. */
  reasons: string[];
}

/**
 * Judges a new password: length bounds, then an estimate of how quickly it is guessed, against
 * bundled lists of common passwords, words and keyboard patterns, and the user's own details.
 */
export function judgePassword(password: string, userInputs: string[] = []): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { isStrongEnough: false, reasons: [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`] };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { isStrongEnough: false, reasons: [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`] };
  }
  const result = estimator().check(password, userInputs.filter(Boolean));
  if (result.score >= PASSWORD_MIN_SCORE) return { isStrongEnough: true, reasons: [] };
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text));
  return { isStrongEnough: false, reasons: reasons.length > 0 ? reasons : ['This password is too easy to guess.'] };
}
