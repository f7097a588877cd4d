import { cityMapping, type CityData } from 'city-timezones';
import { getCountry, getTimezone } from 'countries-and-timezones';

/**
 * A property's time zone read from its address, offline: the city (with its state or region and
 * country when given) in `city-timezones`' table of 7,300 cities, else the most populous city of
 * the state or region in that table (Colorado → America/Denver, whatever the town), else the
 * country's one zone (`countries-and-timezones`: France → Europe/Paris). A country with several
 * zones and nothing else to go on (the US alone), or nothing known, answers null: the caller keeps
 * what it had rather than guess. Pure: both tables ship inside the packages (no network).
 */
export interface ZoneFromAddress {
  timezone: string;
  from: 'city' | 'region' | 'country';
}

export function timeZoneFromAddress(address: { city?: string; region?: string; country?: string }): ZoneFromAddress | null {
  const city = normalise(address.city ?? '');
  const region = normalise(address.region ?? '');
  const country = (address.country ?? '').trim().toUpperCase();
  const inCountry = country ? cityMapping.filter((row) => row.iso2 === country) : cityMapping;
  const inRegion = region ? inCountry.filter((row) => normalise(row.province ?? '') === region || normalise(row.state_ansi ?? '') === region) : [];

  if (city) {
    const named = (rows: readonly CityData[]) => rows.filter((row) => normalise(row.city_ascii) === city || normalise(row.city) === city);
    const found = region && inRegion.length > 0 ? named(inRegion) : named(inCountry);
    const zone = country || region ? mostPopulous(found) : onlyZone(found);
    if (zone) return { timezone: canonical(zone), from: 'city' };
  }
  if (region && (country ? true : inRegion.length > 0)) {
    const zone = country ? mostPopulous(inRegion) : onlyZone(inRegion);
    if (zone) return { timezone: canonical(zone), from: 'region' };
  }
  if (country) {
    const zones = getCountry(country)?.timezones ?? [];
    if (zones.length === 1 && zones[0]) return { timezone: canonical(zones[0]), from: 'country' };
  }
  return null;
}

/**
 * The zone's current name when the old one is an alias within the same country (the table still
 * says America/Montreal for America/Toronto); a link to another area or country (Atlantic/Reykjavik
 * → Africa/Abidjan) keeps the name a host recognises.
 */
function canonical(zone: string): string {
  const known = getTimezone(zone);
  const target = known?.aliasOf ? getTimezone(known.aliasOf) : null;
  const sameArea = target && target.name.split('/')[0] === zone.split('/')[0];
  return known && target && sameArea && known.countries.some((country) => target.countries.includes(country)) ? target.name : zone;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function mostPopulous(rows: readonly CityData[]): string | null {
  let best: CityData | null = null;
  for (const row of rows) if (!best || row.pop > best.pop) best = row;
  return best?.timezone ?? null;
}

/** The zone when every row agrees on it (a city name without a country: Paris is in France, Springfield is not in one place). */
function onlyZone(rows: readonly CityData[]): string | null {
  const zones = new Set(rows.map((row) => row.timezone));
  return zones.size === 1 ? ([...zones][0] ?? null) : null;
}
