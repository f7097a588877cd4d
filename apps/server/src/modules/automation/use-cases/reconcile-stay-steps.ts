import type { AutomationDeps } from '../automation.deps';
import { cancelSteps, listStepsOf, loadEffectiveSettings, upsertStep } from '../automation.repo';
import { stepDueAt } from '../domain/step-registry';

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
