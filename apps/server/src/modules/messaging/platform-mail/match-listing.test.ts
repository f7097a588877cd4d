import { describe, expect, it } from 'vitest';
import { matchListing, normaliseListingName } from './match-listing';

const properties = [
  { id: 'a', name: 'Sea View Loft' },
  { id: 'b', name: 'Casa Añil — Old Town' },
  { id: 'c', name: 'Mountain Cabin' },
  { id: 'd', name: 'Mountain Cabin Deluxe' },
];

describe('matchListing', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normaliseListingName('Casa Añil — Old Town!')).toBe('casa anil old town');
    expect(matchListing(properties, 'SEA-VIEW LOFT')?.id).toBe('a');
    expect(matchListing(properties, 'casa anil, old town')?.id).toBe('b');
  });

  it('accepts a title that contains the name, or is contained in it, when only one does', () => {
    expect(matchListing(properties, 'Bright Sea View Loft with balcony')?.id).toBe('a');
    expect(matchListing(properties, 'Casa Añil')?.id).toBe('b');
  });

  it('prefers the exact name, and gives up when several match as well', () => {
    expect(matchListing(properties, 'Mountain Cabin')?.id).toBe('c');
    expect(matchListing(properties, 'Cabin')).toBeNull();
  });

  it('finds nothing for an unknown or missing title', () => {
    expect(matchListing(properties, 'Lake House')).toBeNull();
    expect(matchListing(properties, null)).toBeNull();
  });
});
