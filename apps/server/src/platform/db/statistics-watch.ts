import { refreshStatistics, type Database } from './database';

/**
 * Counts rows a module bulk-writes into some tables and refreshes their planner statistics once
 * enough have arrived since the last time (in this process): after a big import, not after each
 * small write. Errors are the caller's to log; the count starts again either way.
 */
export class StatisticsWatch {
  private grown = 0;

  constructor(
    private readonly db: Database,
    private readonly tables: string[],
    private readonly threshold: number,
  ) {}

  /** Notes `rows` new rows; resolves true when it refreshed the statistics. */
  async grew(rows: number): Promise<boolean> {
    this.grown += rows;
    if (this.grown < this.threshold) return false;
    this.grown = 0;
    await refreshStatistics(this.db, this.tables);
    return true;
  }
}
