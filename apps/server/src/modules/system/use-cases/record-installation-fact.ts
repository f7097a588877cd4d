import type { SystemDeps } from '../system.deps';
import { insertMetaOnce } from '../system.repo';

/** Keeps a fact about this installation (written once, e.g. the demo login) for later starts. */
export async function recordInstallationFact(deps: Pick<SystemDeps, 'db' | 'clock'>, key: string, value: unknown): Promise<void> {
  await insertMetaOnce(deps.db, `fact.${key}`, value, deps.clock.now());
}

