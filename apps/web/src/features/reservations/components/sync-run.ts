import type { SyncRun } from '@cohost/shared';

import { toastError, toastSuccess } from '../../../lib/toast';

/** What one sync did, in a line: "Synced: 3 new, 1 changed, 0 cancelled." or why it failed. */
export function describeRun(run: SyncRun): string {
  if (run.outcome === 'error') return `Sync failed: ${run.error ?? 'unknown error'}`;
  if (run.outcome === 'not-modified') return 'Calendar unchanged since the last sync.';
  const parts = [`${run.added} new`, `${run.changed} changed`, `${run.cancelled} cancelled`];
  if (run.candidates) parts.push(`${run.candidates} missing (cancelled if still missing next time)`);
  if (run.blocksAdded || run.blocksRemoved) parts.push(`blocks: ${run.blocksAdded} added, ${run.blocksRemoved} removed`);
  return `Synced: ${parts.join(', ')}.`;
}

/** A sync's result as a toast: red when it failed. */
export function toastRun(run: SyncRun): void {
  if (run.outcome === 'error') toastError(describeRun(run));
  else toastSuccess(describeRun(run));
}
