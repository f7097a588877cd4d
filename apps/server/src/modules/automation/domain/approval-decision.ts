import type { AppError } from '../../../platform/errors/app-error';
import { automationErrors } from '../automation.errors';

const STATUS_WORDS: Record<string, string> = { approved: 'approved', executed: 'approved and done', failed: 'approved (it failed)', denied: 'denied', expired: 'out of date' };

/** "Already decided", saying by whom and when, so the second person knows what happened. */
export function alreadyDecided(row: { status: string; decidedByName: string | null; decidedAt: Date | null }): AppError {
  if (row.status === 'expired') return automationErrors.expired();
  const who = row.decidedByName ? ` by ${row.decidedByName}` : '';
  const when = row.decidedAt ? ` at ${row.decidedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return automationErrors.alreadyDecided(undefined, `This action was already ${STATUS_WORDS[row.status] ?? row.status}${who}${when}. Refresh to see what became of it.`);
}
