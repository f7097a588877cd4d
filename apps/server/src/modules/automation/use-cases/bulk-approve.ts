import { AppError } from '../../../platform/errors/app-error';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { assertHost } from '../domain/automation-access';
import { approveAction } from './approve-action';

/** Approves each as if one by one: one that cannot be approved does not stop the others. */
export async function bulkApprove(deps: AutomationDeps, actor: Actor, items: Array<{ id: string; version: number }>) {
  assertHost(actor);
  const results = [];
  for (const item of items) {
    try {
      results.push({ id: item.id, ok: true, approval: await approveAction(deps, actor, item.id, { version: item.version }), error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, ok: false, approval: null, error: { code: error.code, message: error.message } });
    }
  }
  return { results };
}
