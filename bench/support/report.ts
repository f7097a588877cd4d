import { meetsTarget, type Figure } from './bench-suite';

export interface SuiteOutcome {
  suite: string;
  figures: Figure[];
  notes?: string[];
  /** Why the suite could not measure, if it could not. */
  error?: string;
}

function formatValue(value: number, unit: Figure['unit']): string {
  const digits = unit === 'req/s' || unit === 'events/s' || unit === 'score' || unit === 'elements' ? 0 : unit === 's' || unit === '×' ? 2 : unit === 'CLS' ? 3 : 1;
  const number = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (unit === '×') return `${number}×`;
  return unit === 'score' || unit === 'CLS' ? number : `${number} ${unit}`;
}

function formatTarget(figure: Figure): string {
  if (!figure.target) return '';
  return `${figure.target.comparison === '>=' ? '≥' : '≤'} ${formatValue(figure.target.value, figure.unit)}`;
}

function verdict(figure: Figure): string {
  const meets = meetsTarget(figure);
  return meets === null ? '' : meets ? 'meets' : 'MISSES';
}

/** A plain-text table, readable in a terminal and pasteable into an issue. */
export function formatTable(outcomes: SuiteOutcome[]): string {
  const header = ['Benchmark', 'Figure', 'Value', 'Target', '', 'Detail'];
  const rows: string[][] = [];
  for (const outcome of outcomes) {
    if (outcome.error) rows.push([outcome.suite, 'could not run', '', '', 'ERROR', outcome.error.split('\n')[0] ?? '']);
    for (const figure of outcome.figures) {
      rows.push([outcome.suite, figure.label, formatValue(figure.value, figure.unit), formatTarget(figure), verdict(figure), figure.detail ?? '']);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The suites' notes, each under its suite's name; empty when no suite left any. */
export function formatNotes(outcomes: SuiteOutcome[]): string {
  return outcomes
    .filter((outcome) => outcome.notes && outcome.notes.length > 0)
    .map((outcome) => [`${outcome.suite}:`, ...outcome.notes!.map((note) => `  ${note}`)].join('\n'))
    .join('\n\n');
}
