import { DateTime, IANAZone } from 'luxon';

/** The property's zone when it is a real IANA zone; else UTC, so no time prints as "Invalid DateTime". */
export function packetTimeZone(timeZone: string): string {
  return IANAZone.isValidZone(timeZone) ? timeZone : 'UTC';
}

/** "27 Nov 2026, 14:05 EST": a time as the property's clock shows it. */
export function formatTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-US').toFormat('d LLL yyyy, HH:mm ZZZZ');
}

/** "27 Nov 2026, 14:05:09 EST": with seconds, for photo and file times. */
export function formatPreciseTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-US').toFormat('d LLL yyyy, HH:mm:ss ZZZZ');
}

/** "2026-11-27T14:05:09-05:00": the same instant as a machine reads it (manifest.json). */
export function isoInZone(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISO({ suppressMilliseconds: true }) ?? at.toISOString();
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "1.2 MB", "830 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
