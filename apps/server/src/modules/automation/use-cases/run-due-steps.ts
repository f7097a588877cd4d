import type { AutomationDeps } from '../automation.deps';
import { listDueSteps, lockDueStep, updateStep } from '../automation.repo';

const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const MAX_ATTEMPTS = 5;

/**
 * Runs the steps that are due, one at a time, each in the transaction that marks it done (and
 * holds its row: another worker skips it). A step that fails is retried later with backoff.
 */
export async function runDueSteps(deps: AutomationDeps, limit = 100): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  const now = deps.clock.now();
  for (const candidate of await listDueSteps(deps.db, now, limit)) {
    // The stay is read first: the step's transaction must not wait on another module's reads.
    const stay = await deps.ports.findStay(candidate.workspaceId, candidate.reservationId);
    const definition = deps.steps.get(candidate.step);
    try {
      const ran = await deps.db.transaction(async (tx) => {
        const row = await lockDueStep(tx, candidate.id, now);
        if (!row) return false;
        if (!definition || !stay || stay.status === 'cancelled' || !definition.appliesTo(stay)) {
          await updateStep(tx, row.id, { status: 'cancelled', updatedAt: now });
          return false;
        }
        // Workers were down past the step's moment: a check-in message a week late does harm.
        if (now.getTime() - row.dueAt.getTime() > definition.maxLatenessMs) {
          await updateStep(tx, row.id, { status: 'cancelled', lastError: 'Missed: its moment passed while no worker was running.', updatedAt: now });
          return false;
        }
        await definition.run({ tx, stay, step: row.step, dueAt: row.dueAt, idempotencyKey: `step:${row.reservationId}:${row.step}:${row.dueAt.toISOString()}` });
        await updateStep(tx, row.id, { status: 'done', doneAt: now, attempts: row.attempts + 1, updatedAt: now });
        return true;
      });
      if (ran) done += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, stepId: candidate.id }, 'A scheduled step failed');
      const next = candidate.attempts + 1;
      await updateStep(deps.db, candidate.id, {
        attempts: next,
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
        status: next >= MAX_ATTEMPTS ? 'failed' : 'pending',
        dueAt: new Date(now.getTime() + RETRY_DELAYS_MS[Math.min(next - 1, RETRY_DELAYS_MS.length - 1)]!),
        updatedAt: now,
      });
    }
  }
  return { done, failed };
}
