import { describe, expect, it } from 'vitest';
import { timeZoneFromAddress } from './time-zone-from-address';

describe('timeZoneFromAddress', () => {
  it('reads a Colorado town as America/Denver, not UTC, by its city', () => {
    expect(timeZoneFromAddress({ city: 'Boulder', region: 'CO', country: 'US' })).toEqual({ timezone: 'America/Denver', from: 'city' });
  });

  it('reads a town the table does not list by its state, named or as a code', () => {
    expect(timeZoneFromAddress({ city: 'Nederland', region: 'Colorado', country: 'US' })).toEqual({ timezone: 'America/Denver', from: 'region' });
    expect(timeZoneFromAddress({ city: '', region: 'co', country: 'us' })).toEqual({ timezone: 'America/Denver', from: 'region' });
    expect(timeZoneFromAddress({ city: 'Hilo', region: 'HI', country: 'US' })?.timezone).toBe('Pacific/Honolulu');
  });

  it('tells apart cities of one name by state and country', () => {
    expect(timeZoneFromAddress({ city: 'Portland', region: 'Oregon', country: 'US' })?.timezone).toBe('America/Los_Angeles');
    expect(timeZoneFromAddress({ city: 'Portland', region: 'Maine', country: 'US' })?.timezone).toBe('America/New_York');
  });

  it('ignores accents and case', () => {
    expect(timeZoneFromAddress({ city: 'montréal', region: '', country: 'CA' })?.timezone).toBe('America/Toronto');
  });

  it("falls back to a country's one zone, and says so", () => {
    expect(timeZoneFromAddress({ city: 'A village nobody lists', region: '', country: 'FR' })).toEqual({ timezone: 'Europe/Paris', from: 'country' });
  });

  it('does not guess a zone for a country of several zones with nothing else to go on', () => {
    expect(timeZoneFromAddress({ city: '', region: '', country: 'US' })).toBeNull();
    expect(timeZoneFromAddress({})).toBeNull();
  });

  it('takes a city name without a country only when every city of that name shares a zone', () => {
    expect(timeZoneFromAddress({ city: 'Springfield' })).toBeNull();
    expect(timeZoneFromAddress({ city: 'Reykjavik' })?.timezone).toBe('Atlantic/Reykjavik');
  });
});
