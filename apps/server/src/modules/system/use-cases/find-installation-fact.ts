import type { SystemDeps } from '../system.deps';
import { findMeta } from '../system.repo';

export async function findInstallationFact<T>(deps: Pick<SystemDeps, 'db'>, key: string): Promise<T | null> {
  return findMeta<T>(deps.db, `fact.${key}`);
}
