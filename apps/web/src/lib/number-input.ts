/**
 * Mantine's NumberInput reports a number, or the text as typed when a number would lose it
 * ('132.50', '4.'): both read here as a number, and an empty field as null.
 */
export function numberFrom(value: string | number): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value.replaceAll(',', ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** An amount typed in currency units, in integer cents (null when empty). */
export function centsFrom(value: string | number): number | null {
  const units = numberFrom(value);
  return units === null ? null : Math.round(units * 100);
}
