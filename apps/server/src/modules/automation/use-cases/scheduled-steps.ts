import type { AutomationDeps } from '../automation.deps';
import { cancelSteps, listDueSteps, listStepsOf, loadEffectiveSettings, lockDueStep, readCursor, updateStep, upsertStep, writeCursor } from '../automation.repo';
import { stepDueAt } from '../domain/step-registry';

/** The reader's name in the cursors table. */
export const RESERVATION_EVENTS_CURSOR = 'reservation-events';
/**
 * Events newer than this are read again on the next pass (they are idempotent to handle): an
 * event numbered before another can commit after it, and must not be skipped.
 */
export const EVENT_SETTLE_MS = 2 * 60_000;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const MAX_ATTEMPTS = 5;

/**
 * Brings one stay's steps in line with it as it is now: each defined step that applies is
 * (re)scheduled at its time; a moved stay moves them (a done step whose time moved runs again);
 * a cancelled stay, or one a step no longer applies to, cancels what has not run.
 */
export async function reconcileStaySteps(deps: AutomationDeps, workspaceId: string, reservationId: string): Promise<void> {
  const stay = await deps.ports.findStay(workspaceId, reservationId);
  const existing = await listStepsOf(deps.db, reservationId);
  const now = deps.clock.now();
  if (!stay || stay.status === 'cancelled') {
    await cancelSteps(deps.db, existing.filter((row) => row.status === 'pending').map((row) => row.id), now);
    return;
  }
  const settings = await loadEffectiveSettings(deps.db, workspaceId, stay.propertyId);
  const toCancel: string[] = [];
  for (const definition of deps.steps.all()) {
    const current = existing.find((row) => row.step === definition.name);
    if (!definition.appliesTo(stay)) {
      if (current?.status === 'pending') toCancel.push(current.id);
      continue;
    }
    const dueAt = stepDueAt(stay, definition, settings);
    const tooLate = now.getTime() - dueAt.getTime() > definition.maxLatenessMs;
    if (current && current.dueAt.getTime() === dueAt.getTime() && current.status !== 'cancelled') continue;
    if (tooLate) {
      if (current?.status === 'pending') toCancel.push(current.id);
      continue;
    }
    await upsertStep(deps.db, { workspaceId, reservationId, propertyId: stay.propertyId, step: definition.name, dueAt, status: 'pending', createdAt: now, updatedAt: now });
  }
  await cancelSteps(deps.db, toCancel, now);
}

/** Reads the reservations outbox from where it stopped and reconciles each stay it names once. */
export async function dispatchReservationEvents(deps: AutomationDeps, limit = 500): Promise<number> {
  const after = await readCursor(deps.db, RESERVATION_EVENTS_CURSOR);
  const events = await deps.ports.readReservationEvents(after, limit);
  if (events.length === 0) return 0;
  const stays = new Map<string, string>();
  for (const event of events) if (event.reservationId) stays.set(event.reservationId, event.workspaceId);
  for (const [reservationId, workspaceId] of stays) await reconcileStaySteps(deps, workspaceId, reservationId);
  // Advance only past events old enough that nothing numbered before them can still commit.
  const settled = deps.clock.now().getTime() - EVENT_SETTLE_MS;
  let position = after;
  for (const event of events) {
    if (event.occurredAt.getTime() > settled) break;
    position = event.seq;
  }
  if (position > after) await writeCursor(deps.db, RESERVATION_EVENTS_CURSOR, position, deps.clock.now());
  return stays.size;
}

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
