/** A case's short number for people: "C-0007". */
export function caseReference(number: number): string {
  return `C-${String(number).padStart(4, '0')}`;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
