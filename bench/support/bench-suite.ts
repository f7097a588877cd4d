/** A measured figure, printed next to the target it is judged against (if any). */
export interface Figure {
  label: string;
  value: number;
  /** `kB` is 1000 bytes (as Vite prints sizes); `score` is a 0–100 Lighthouse score; `CLS` a cumulative layout shift. */
  unit: 'req/s' | 'events/s' | 'photos/s' | 'ms' | 's' | 'MiB' | 'kB' | 'score' | '×' | 'CLS' | 'elements';
  target?: { comparison: '>=' | '<='; value: number };
  /** Context a reader needs to trust the number (spread, errors, sample size). */
  detail?: string;
}

/**
 * One benchmark. `run` starts and stops whatever it measures, and throws if it could not measure
 * (a server that would not start, error responses); a figure that misses its target is not an error.
 */
export interface BenchSuite {
  name: string;
  run(log: (message: string) => void): Promise<Figure[] | SuiteResult>;
}

/** Figures plus findings too long for the table (printed under it, e.g. which audits failed). */
export interface SuiteResult {
  figures: Figure[];
  notes?: string[];
}

/**
 * Thrown by a suite that measured some figures but not all (e.g. no browser to run Lighthouse):
 * the runner reports the error and still prints what was measured.
 */
export class IncompleteSuiteError extends Error {
  constructor(
    message: string,
    readonly result: SuiteResult,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'IncompleteSuiteError';
  }
}

export function meetsTarget(figure: Figure): boolean | null {
  if (!figure.target) return null;
  return figure.target.comparison === '>=' ? figure.value >= figure.target.value : figure.value <= figure.target.value;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
