import type { ExportRow } from './export-part';

/** One CSV field (RFC 4180): dates as ISO instants, objects as JSON, quoted when needed. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would be read as a formula by spreadsheets: prefixed with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The CSV lines of rows under `header` (keys missing in a row are empty fields). */
export function csvRows(header: string[], rows: ExportRow[]): string {
  return rows.map((row) => csvLine(header.map((key) => row[key]))).join('');
}
