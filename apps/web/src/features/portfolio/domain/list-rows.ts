/**
 * A dashboard list's rows: its first ones, then the pages read after them, each row once (the
 * dashboard refreshes every minute, so a row may move from one read to the next).
 */
export function mergeListRows<T>(first: T[], pages: T[][], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const row of [first, ...pages].flat()) {
    if (seen.has(key(row))) continue;
    seen.add(key(row));
    rows.push(row);
  }
  return rows;
}

/** The button under a list: "Show all N" while only its first rows are shown, then "Show more (shown of N)"; none once all are shown. */
export function moreLabel(isOpen: boolean, shown: number, total: number, hasNextPage: boolean): string | null {
  if (!isOpen) return total > shown ? `Show all ${total}` : null;
  return hasNextPage ? `Show more (${shown} of ${total})` : null;
}
