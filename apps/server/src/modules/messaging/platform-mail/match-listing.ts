/** A listing title as names are compared: no case, accents or punctuation, single spaces. */
export function normaliseListingName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * The one property whose name is the platform's listing title (normalised): an exact match,
 * else the one whose name contains the title or is contained in it; null when none or several.
 */
export function matchListing<T extends { name: string }>(properties: T[], listingName: string | null): T | null {
  const wanted = listingName ? normaliseListingName(listingName) : '';
  if (wanted.length < 3) return null;
  const named = properties.map((property) => ({ property, name: normaliseListingName(property.name) })).filter(({ name }) => name.length >= 3);
  const exact = named.filter(({ name }) => name === wanted);
  if (exact.length > 0) return exact.length === 1 ? exact[0]!.property : null;
  const partial = named.filter(({ name }) => ` ${name} `.includes(` ${wanted} `) || ` ${wanted} `.includes(` ${name} `));
  return partial.length === 1 ? partial[0]!.property : null;
}
