import { can, type Setup } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { SetupDeps } from '../setup.deps';
import { setupErrors } from '../setup.errors';
import { deleteDismissal, insertDismissal } from '../setup.repo';
import { getSetup } from './get-setup';

/** Hides the checklist for this user in this workspace (done, or by choice), or shows it again. */
export async function dismissSetup(deps: SetupDeps, actor: Actor, dismissed: boolean): Promise<Setup> {
  if (!can(actor.role, 'portfolio.read')) throw setupErrors.hostsOnly();
  if (dismissed) await insertDismissal(deps.db, actor.workspaceId, actor.userId, deps.clock.now());
  else await deleteDismissal(deps.db, actor.workspaceId, actor.userId);
  return getSetup(deps, actor);
}
