import type { DoorCodeAccess } from '../domain/engine-types';

// The door code never goes to a model: the drafter and the second reader redact it the same way.

/** Replaces the door code (also written with spaces, dots or dashes between its characters) in text sent to the model. */
export function doorCodeRedactor(access: DoorCodeAccess): (value: string) => string {
  const pattern = doorCodePattern(access);
  return pattern ? (value) => value.replace(pattern, '[door code]') : (value) => value;
}

export function doorCodePattern(access: DoorCodeAccess): RegExp | null {
  if (access.state !== 'available' || !access.code.trim()) return null;
  const characters = [...access.code.trim()].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(characters.join('[\\s.\\-]*'), 'gi');
}
