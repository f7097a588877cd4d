import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the code is read aloud and typed on phones.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLEANER_CODE_LENGTH = 8;

/** A workspace's cleaner code: 8 characters, ~39 bits, unique per workspace (checked on insert). */
export function generateCleanerCode(): string {
  let code = '';
  for (let i = 0; i < CLEANER_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Accepts what people type: any case, spaces or dashes. */
export function normalizeCleanerCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
