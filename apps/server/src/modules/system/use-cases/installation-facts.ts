import type { SystemDeps } from '../system.deps';
import { findMeta, insertMetaOnce } from '../system.repo';

/** Keeps a fact about this installation (written once, e.g. the demo login) for later starts. */
export async function recordInstallationFact(deps: Pick<SystemDeps, 'db' | 'clock'>, key: string, value: unknown): Promise<void> {
  await insertMetaOnce(deps.db, `fact.${key}`, value, deps.clock.now());
}

export async function findInstallationFact<T>(deps: Pick<SystemDeps, 'db'>, key: string): Promise<T | null> {
  return findMeta<T>(deps.db, `fact.${key}`);
}
